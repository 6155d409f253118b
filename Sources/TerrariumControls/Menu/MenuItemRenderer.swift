import TerrariumCore
import TerrariumTerminal

/// A button in a menu: its label a column in from the left, its shortcut at the right, the
/// whole row reversed while it has focus.
final class MenuItemRenderer: ButtonRenderer {
    /// The shortcut shown at the right, as `^N`.
    var shortcut: String?

    private var trailing: Int { shortcut.map { $0.count + 3 } ?? 1 }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 1 - trailing) }, height: proposal.height)
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        // As wide as the menu, so every row's highlight and shortcut line up.
        let natural = childSize.width + 1 + trailing
        return Size(width: max(natural, proposal.width ?? 0), height: max(1, childSize.height))
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY, width: childSize.width, height: childSize.height)
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        let area = context.clipped(to: frame)
        if let shortcut, frame.width > shortcut.count + 1 {
            var style = node.environment.resolvedTextStyle(.plain)
            style.attributes.insert(.dim)
            _ = area.draw(shortcut, at: Point(x: frame.maxX - shortcut.count - 1, y: frame.minY), style: style)
        }
        if node.isFocusedNode { area.restyle(frame) { $0.attributes.insert(.reverse) } }
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .menuItem, traits: isEnabled ? .isButton : [.isButton, .isNotEnabled])
    }
}
