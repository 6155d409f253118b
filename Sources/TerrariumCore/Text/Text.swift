public import TerrariumTerminal

/// Styled text that wraps to the width it is given.
///
/// ```swift
/// Text("Monstera").bold() + Text(" deliciosa").italic().foregroundColor(.green)
/// ```
///
/// Text wraps at spaces, breaks words longer than a line, never splits a wide character, and is
/// cut with "…" when it has more lines than `lineLimit(_:)` or the height allows. Control
/// characters from data show as visible stand-ins, never as escape sequences.
public struct Text: View, PrimitiveView, Equatable {
    package var runs: [TextRun]

    /// Text showing `content` as it is.
    public init(_ content: some StringProtocol) {
        runs = [TextRun(String(content), style: .plain)]
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        runs = [TextRun(content, style: .plain)]
    }

    /// Text has no body.
    public var body: Never { primitiveBody() }

    /// The two texts one after the other, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    private func withStyle(_ change: (inout Style) -> Void) -> Text {
        var result = self
        for index in result.runs.indices { change(&result.runs[index].style) }
        return result
    }

    private func with(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
        withStyle { style in
            if isActive { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
        }
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text { with(.bold, isActive) }
    /// Italic text.
    public func italic(_ isActive: Bool = true) -> Text { with(.italic, isActive) }
    /// Underlined text.
    public func underline(_ isActive: Bool = true) -> Text { with(.underline, isActive) }
    /// Crossed-out text.
    public func strikethrough(_ isActive: Bool = true) -> Text { with(.strikethrough, isActive) }
    /// Dimmed text.
    public func dim(_ isActive: Bool = true) -> Text { with(.dim, isActive) }
    /// Text with foreground and background swapped.
    public func reverse(_ isActive: Bool = true) -> Text { with(.reverse, isActive) }
    /// Text in `color`; nil leaves the colour to the environment.
    public func foregroundColor(_ color: Color?) -> Text { withStyle { $0.foreground = color ?? .default } }
    /// Text in `color`.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Text that links to `url` in terminals that support hyperlinks.
    public func link(_ url: String) -> Text { withStyle { $0.hyperlink = Hyperlink(url) } }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { TextRenderer() }
        let environment = node.environment
        // A loop rather than a `map`, whose closure, made on the main actor, would check where it
        // runs each time: a screenful of new cells is a screenful of texts.
        var resolved: [TextRun] = []
        resolved.reserveCapacity(runs.count)
        for run in runs { resolved.append(TextRun(run.text, style: environment.resolvedTextStyle(run.style))) }
        // Each key read once: a read is a lookup, and a screenful of new cells reads them all.
        let (lineLimit, truncationMode, alignment) =
            (environment.lineLimit, environment.truncationMode, environment.multilineTextAlignment)
        if renderer.runs != resolved || renderer.lineLimit != lineLimit || renderer.truncationMode != truncationMode
            || renderer.alignment != alignment
        {
            renderer.runs = resolved
            renderer.lineLimit = lineLimit
            renderer.truncationMode = truncationMode
            renderer.alignment = alignment
            node.invalidateLayout()
        }
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// Lays text out for each proposal and draws the layout for the final frame.
final class TextRenderer: NodeRenderer {
    package var label: String? { runs.map(\.text).joined() }

    package func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .staticText, label: label, traits: .isStaticText, children: .ignore)
    }

    // The renderer's properties are unchecked for exclusivity: every text made, measured and
    // drawn reads them, and no access overlaps another.
    @exclusivity(unchecked) var runs: [TextRun] = [] {
        didSet {
            glyphs = nil
            layouts.removeAll()
        }
    }
    @exclusivity(unchecked) var lineLimit: Int? {
        didSet { layouts.removeAll() }
    }
    @exclusivity(unchecked) var truncationMode = TruncationMode.tail {
        didSet { layouts.removeAll() }
    }
    @exclusivity(unchecked) var alignment = TextAlignment.leading {
        didSet { layouts.removeAll() }
    }

    /// The text split into measured glyphs, kept until the runs change: sizing and drawing lay
    /// out the same text for several proposals.
    @exclusivity(unchecked) private var glyphs: TextLayout.GlyphText?
    /// Recent layouts by width and the most lines they were allowed, newest last.
    ///
    /// A stack measures each child at several heights for one width (the least, the most and
    /// then its share), and places it by working that out again, so a few layouts serve every
    /// question of a frame.
    // Unchecked for exclusivity: read for every text measured and drawn, and no access overlaps
    // another.
    @exclusivity(unchecked) private var layouts: [(width: Int?, maxLines: Int, layout: TextLayout)] = []
    /// How many layouts ``layouts`` keeps.
    private static let keptLayouts = 4

    private func layout(width: Int?, height: Int?) -> TextLayout {
        let maxLines = TextLayout.maxLines(height: height, lineLimit: lineLimit)
        // A layout that was not cut short is also the answer for any greater number of lines.
        // Read in place, newest first: copying each entry out would retain its layout's lines.
        var index = layouts.count
        while index > 0 {
            index -= 1
            let fitsAll = !layouts[index].layout.isTruncated && layouts[index].layout.size.height <= maxLines
            if layouts[index].width == width {
                if layouts[index].maxLines == maxLines || fitsAll { return layouts[index].layout }
            } else if fitsAll, let width, width > 0, layouts[index].layout.size.width <= width,
                width <= layouts[index].width ?? .max
            {
                // Text that fits whole in a wider width has the same lines in any narrower one
                // down to its own width: lines break where a glyph overflows, and none does
                // sooner. A header's cell is measured in its column, then drawn in the text's own
                // width.
                return layouts[index].layout
            }
        }
        let glyphs = self.glyphs ?? TextLayout.GlyphText(runs)
        self.glyphs = glyphs
        let layout = TextLayout(
            glyphs: glyphs, width: width, maxLines: maxLines, truncationMode: truncationMode, alignment: alignment)
        if layouts.count == Self.keptLayouts { layouts.removeFirst() }
        layouts.append((width, maxLines, layout))
        return layout
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        // Like SwiftUI's, text keeps at least one line however little height it is offered, so
        // stacks never squeeze it out of existence.
        layout(width: proposal.width, height: proposal.height.map { max($0, 1) }).size
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    /// Text keeps its layouts by size alone: moved, it draws the same lines elsewhere.
    var placementMovesWithOrigin: Bool { true }

    private struct Signature: Hashable {
        let runs: [TextRun]
        let lineLimit: Int?
        let truncationMode: TruncationMode
        let alignment: TextAlignment
    }

    /// A text evaluated again with the same runs and options draws the same cells.
    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(runs: runs, lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        layout(width: frame.width, height: max(frame.height, 1)).draw(in: context.subcontext(frame))
    }
}
