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
        if rows.contains(0) || rows.contains(frame.height - 1) {
            let line = String(repeating: horizontal, count: frame.width - 2)
            if rows.contains(0) { box.draw(String(topLeft) + line + String(topRight), at: .zero, style: lineStyle) }
            if rows.contains(frame.height - 1) {
                box.draw(
                    String(bottomLeft) + line + String(bottomRight), at: Point(x: 0, y: frame.height - 1),
                    style: lineStyle)
            }
        }
        for y in rows.clamped(to: 1..<(frame.height - 1)) {
            box.draw(vertical, at: Point(x: 0, y: y), style: lineStyle)
            box.draw(vertical, at: Point(x: frame.width - 1, y: y), style: lineStyle)
        }
    }
}

extension View {
    /// Draws a box around the view, one cell outside its content.
    public func border(_ style: BorderStyle = .single, color: Color? = nil) -> some View {
        modifier(
            RendererModifier(
                make: BorderRenderer.init,
                configure: {
                    $0.style = style
                    $0.color = color
                }))
    }
}
