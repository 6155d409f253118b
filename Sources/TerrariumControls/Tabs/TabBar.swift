import TerrariumCore
import TerrariumTerminal

/// The row of tab titles at the top of a tab view, with a rule under it.
struct TabBar: View, PrimitiveView {
    let owner: TabViewRenderer

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { TabBarRenderer() }
        renderer.owner = owner
        renderer.isEnabled = node.environment.isEnabled
        renderer.selectedIndex = owner.selectedIndex
        owner.barNode = node
        let showsFocus = node.isFocusedNode
        var children = ChildReconciler(node)
        for (index, tab) in owner.tabs.enumerated() {
            children.next(
                TabBarItem(
                    owner: owner, index: index, label: tab.label, badge: tab.badge,
                    isSelected: index == owner.selectedIndex, showsFocus: showsFocus))
        }
        children.finish()
    }
}

/// Lays the titles out in a row, scrolled so the selected one shows when they do not all fit,
/// and takes the bar's keys while it has focus.
final class TabBarRenderer: NodeRenderer {
    weak var owner: TabViewRenderer?
    var isEnabled = true
    var selectedIndex: Int?
    /// The columns of the row scrolled past on the left, kept so the bar does not jump.
    private var offset = 0
    /// Whether titles are cut off on the left and on the right, marked with an ellipsis.
    private var clipped = (leading: false, trailing: false)

    var drawsContent: Bool { true }

    /// Titles scrolled out of the bar can be neither clicked nor seen.
    var hitTesting: HitTesting { .clipped }

    private static let itemProposal = ProposedViewSize(width: nil, height: 1)

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let width = node.layoutChildren.reduce(0) { $0 + $1.sizeThatFits(Self.itemProposal).width }
        return Size(
            width: proposal.width ?? width,
            height: min(TabViewRenderer.barRows, proposal.height ?? TabViewRenderer.barRows))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let items = node.layoutChildren
        let widths = items.map { $0.sizeThatFits(Self.itemProposal).width }
        let total = widths.reduce(0, +)
        var starts: [Int] = []
        var x = 0
        for width in widths {
            starts.append(x)
            x += width
        }
        // The selected title is scrolled into view, with a column beside it for the ellipsis
        // that says more titles are there; otherwise the row stays where it was.
        if let index = selectedIndex, widths.indices.contains(index) {
            let end = starts[index] + widths[index] + (index < items.count - 1 ? 1 : 0)
            let start = starts[index] - (index > 0 ? 1 : 0)
            if end - offset > frame.width { offset = end - frame.width }
            if start < offset { offset = start }
        }
        offset = max(0, min(offset, total - frame.width))
        clipped = (offset > 0, total - offset > frame.width)
        for (index, item) in items.enumerated() {
            item.place(
                in: Rect(x: frame.minX + starts[index] - offset, y: frame.minY, width: widths[index], height: 1),
                proposal: Self.itemProposal)
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        node.drawChildren(in: context.clipped(to: row))
        let area = context.subcontext(frame)
        let style = node.environment.resolvedTextStyle(.plain)
        if clipped.trailing { area.draw("…", at: Point(x: frame.width - 1, y: 0), style: style) }
        if clipped.leading { area.draw("…", at: .zero, style: style) }
        if frame.height > 1 {
            area.draw(String(repeating: "─", count: frame.width), at: Point(x: 0, y: 1), style: style)
        }
    }

    // MARK: - Focus and keys

    func takesFocus(_ node: ViewNode) -> Bool { true }

    func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, let owner, isEnabled else { return false }
        let index = selectedIndex ?? 0
        switch (press.key, press.modifiers) {
        case (.pageDown, .control): return owner.step(forward: true)
        case (.pageUp, .control): return owner.step(forward: false)
        // The arrows stop at the ends of the row, as they do in a row of controls.
        case (.rightArrow, []): return owner.select(index + 1)
        case (.leftArrow, []): return owner.select(index - 1)
        case (.home, []): return owner.select(0)
        case (.end, []): return owner.select(owner.tabs.count - 1)
        default: return false
        }
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .tabList, traits: isEnabled ? [] : .isNotEnabled, children: .contain)
    }
}
