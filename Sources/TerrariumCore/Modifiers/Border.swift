public import TerrariumTerminal

/// The line style of a border.
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// ┌─┐ thin lines.
    case single
    /// ╔═╗ double lines.
    case double
    /// ╭─╮ thin lines with rounded corners.
    case rounded
    /// ┏━┓ thick lines.
    case heavy
    /// +-+ plain ASCII, for terminals without box drawing.
    case ascii

    /// Top-left, top, top-right, side, bottom-left, bottom-right characters.
    var pieces: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .single: ("┌", "─", "┐", "│", "└", "┘")
        case .double: ("╔", "═", "╗", "║", "╚", "╝")
        case .rounded: ("╭", "─", "╮", "│", "╰", "╯")
        case .heavy: ("┏", "━", "┓", "┃", "┗", "┛")
        case .ascii: ("+", "-", "+", "|", "+", "+")
        }
    }
}

/// Insets its child by one cell and draws a box around it.
final class BorderRenderer: SingleChildRenderer {
    override var drawsContent: Bool { true }

    var style = BorderStyle.single
    var color: Color?

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 - 2 }, height: proposal.height.map { $0 - 2 })
    }

    private struct Signature: Hashable {
        let style: BorderStyle
        let lineStyle: Style
    }

    override func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(style: style, lineStyle: lineStyle(node))
    }

    private func lineStyle(_ node: ViewNode) -> Style {
        node.environment.resolvedTextStyle(Style(foreground: color ?? .default))
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + 2, height: childSize.height + 2)
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY + 1, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        guard frame.width >= 2, frame.height >= 2 else { return }
        let box = context.subcontext(frame)
        let lineStyle = lineStyle(node)
        let (topLeft, horizontal, topRight, vertical, bottomLeft, bottomRight) = style.pieces
        // Only the rows inside the area being drawn: a change inside the box redraws a sliver.
        let clip = box.clip.offsetBy(dx: -box.origin.x, dy: -box.origin.y)
        let rows = max(0, clip.minY)..<min(frame.height, clip.maxY)
        guard !rows.isEmpty else { return }
        let right = frame.width - 1
        let bottom = frame.height - 1
        let stored = Self.storedPieces(of: style)
        func run(_ piece: Character, _ grapheme: Grapheme?, _ count: Int, x: Int, y: Int) {
            guard count > 0 else { return }
            let point = Point(x: x, y: y)
            if let grapheme {
                box.drawPrintableRun(count, at: point, style: lineStyle) { _ in grapheme }
            } else {
                box.draw(String(repeating: piece, count: count), at: point, style: lineStyle)
            }
        }
        if rows.contains(0) {
            run(topLeft, stored[0], 1, x: 0, y: 0)
            run(horizontal, stored[1], frame.width - 2, x: 1, y: 0)
            run(topRight, stored[2], 1, x: right, y: 0)
        }
        if rows.contains(bottom) {
            run(bottomLeft, stored[4], 1, x: 0, y: bottom)
            run(horizontal, stored[1], frame.width - 2, x: 1, y: bottom)
            run(bottomRight, stored[5], 1, x: right, y: bottom)
        }
        for y in rows.clamped(to: 1..<bottom) {
            run(vertical, stored[3], 1, x: 0, y: y)
            run(vertical, stored[3], 1, x: right, y: y)
        }
    }

    /// The stored cells of a style's pieces, in the order of ``BorderStyle/pieces``, each nil
    /// unless it is a safe single-column character (as every style's pieces are): a box around a
    /// tall scroll view then writes stored cells instead of measuring each side cell as text.
    private static func storedPieces(of style: BorderStyle) -> [Grapheme?] {
        if let known = storedPieceCache[style] { return known }
        let (a, b, c, d, e, f) = style.pieces
        let stored = [a, b, c, d, e, f].map(GraphicsContext.narrowGrapheme(for:))
        storedPieceCache[style] = stored
        return stored
    }

    private static var storedPieceCache: [BorderStyle: [Grapheme?]] = [:]
}

/// Draws a box around its content: the modifier `border(_:color:)` applies.
public struct _BorderModifier: ViewModifier, RendererConfiguringModifier {
    let style: BorderStyle
    let color: Color?

    static func makeRenderer() -> BorderRenderer { BorderRenderer() }

    func configure(_ renderer: BorderRenderer, node: ViewNode) {
        renderer.style = style
        renderer.color = color
    }
}

extension View {
    /// Draws a box around the view, one cell outside its content.
    public func border(_ style: BorderStyle = .single, color: Color? = nil) -> ModifiedContent<Self, _BorderModifier> {
        modifier(_BorderModifier(style: style, color: color))
    }
}
