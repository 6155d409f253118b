import TerrariumCore
import TerrariumTerminal

/// Places the tab bar above the selected tab's content and keeps the selection: which tab is
/// shown, how a key or a click changes it, and where focus goes when it changes.
final class TabViewRenderer: NodeRenderer {
    /// The rows the bar takes: the titles and the rule under them.
    static let barRows = 2

    weak var node: ViewNode?
    /// The node that holds the tabs, whose layout children are the tabs.
    weak var contentNode: ViewNode?
    /// The node of the bar.
    weak var barNode: ViewNode?
    var selection: TabSelection?
    /// The selected tab's tag when no binding holds it.
    var localSelection: AnyHashable?
    var isEnabled = true
    /// Whether the tab view is reconciling its children, which tells it about its tabs itself.
    var isUpdating = false
    private(set) var tabs: [TabEntry] = []
    private(set) var selectedIndex: Int?
    /// The element of the selected tab.
    private(set) weak var selectedElement: ViewNode?

    var drawsContent: Bool { false }

    // MARK: - Tabs and selection

    /// Reads the tabs from the content, shows the selected one and hides the others; focus that
    /// was in a tab no longer shown moves into the one shown now, or to the bar.
    func collectTabs(focusWasInContent: Bool) {
        guard let contentNode else { return }
        let elements = contentNode.layoutChildren
        tabs = elements.enumerated().map { position, element in
            let page = Self.page(of: element)?.renderer
            let tag =
                page?.value ?? element.trait(TagTraitKey.self, in: contentNode) ?? page?.declaredTag
                ?? AnyHashable(position)
            let badge = element.trait(BadgeTraitKey.self, in: contentNode).map(\.plainText)
            let label = page?.label ?? AnyView(Text(String(position + 1)))
            return TabEntry(element: element, label: label, tag: tag, badge: badge)
        }
        let current = selection?.read() ?? localSelection
        let index = tabs.isEmpty ? nil : tabs.firstIndex { $0.tag == current } ?? 0
        let previous = selectedElement
        selectedIndex = index
        selectedElement = index.flatMap { tabs[$0].element }
        for (position, element) in elements.enumerated() {
            guard let (pageNode, page) = Self.page(of: element) else { continue }
            page.isSelected = position == index
            if page.isSelected, !page.hasAppeared {
                page.hasAppeared = true
                page.buildContent?(pageNode)
            }
        }
        (contentNode.renderer as? TabContentRenderer)?.selected = selectedElement
        if let barNode { barNode.evaluate() }
        guard previous !== selectedElement else { return }
        contentNode.contentDidChange()
        guard focusWasInContent, let graph = node?.graph else { return }
        graph.scheduler.afterUpdate { [weak self] in
            guard let self else { return }
            let target = self.selectedElement.flatMap(\.focusTarget) ?? self.barNode
            graph.focus.move(to: target)
        }
    }

    /// The renderer of the `Tab` or `tabItem(_:)` that `element` is, looking through the
    /// modifiers around it.
    static func page(of element: ViewNode) -> (node: ViewNode, renderer: TabPageRenderer)? {
        var node: ViewNode? = element
        while let current = node {
            if let page = current.renderer as? TabPageRenderer { return (current, page) }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// Selects the tab at `index`, writing the binding; false when disabled or out of range.
    @discardableResult
    func select(_ index: Int) -> Bool {
        guard isEnabled, tabs.indices.contains(index) else { return false }
        let tag = tabs[index].tag
        if let selection {
            // A tag of another type than the selection's cannot be selected, as in SwiftUI.
            guard selection.write(tag) else { return false }
        } else {
            localSelection = tag
        }
        // A binding not backed by state updates no view by itself.
        node?.setNeedsUpdate()
        return true
    }

    /// Selects the next (or previous) tab, wrapping around at the ends, as Ctrl+PageDown and
    /// Ctrl+PageUp do; false when there is no other tab.
    func step(forward: Bool) -> Bool {
        guard isEnabled, tabs.count > 1 else { return false }
        let index = selectedIndex ?? 0
        return select((index + (forward ? 1 : tabs.count - 1)) % tabs.count)
    }

    // MARK: - Layout

    /// The bar and the content's node, when both are there.
    private func parts(of node: ViewNode) -> (bar: ViewNode, content: ViewNode)? {
        let children = node.layoutChildren
        guard children.count == 2 else { return nil }
        return (children[0], children[1])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        guard let (bar, content) = parts(of: node) else { return .zero }
        // Like SwiftUI's, a tab view takes the whole space it is offered.
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let inner = content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - Self.barRows) }))
        let width = proposal.width ?? max(inner.width, bar.sizeThatFits(ProposedViewSize(width: nil, height: 1)).width)
        return Size(width: width, height: proposal.height ?? inner.height + Self.barRows)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard let (bar, content) = parts(of: node) else { return }
        let rows = min(Self.barRows, frame.height)
        bar.place(
            in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: rows),
            proposal: ProposedViewSize(width: frame.width, height: rows))
        let area = Rect(x: frame.minX, y: frame.minY + rows, width: frame.width, height: frame.height - rows)
        content.place(in: area, proposal: ProposedViewSize(area.size))
    }
}
