import TerrariumCore
import TerrariumTerminal

/// One title in the tab bar: the tab's label, padded by a column on each side, or between
/// brackets when selected, then its badge.
struct TabBarItem: View, PrimitiveView {
    let owner: TabViewRenderer
    let index: Int
    let label: AnyView
    let badge: String?
    let isSelected: Bool
    /// Whether the bar has focus, which the selected title shows reversed.
    let showsFocus: Bool

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { TabBarItemRenderer() }
        renderer.owner = owner
        renderer.index = index
        renderer.badge = badge
        renderer.isSelected = isSelected
        renderer.showsFocus = showsFocus
        renderer.isEnabled = node.environment.isEnabled
        var environment = node.environment
        if isSelected {
            // Bold and brackets mark the selected title without colour; the tint only adds to it.
            environment.textAttributes.insert(.bold)
            if showsFocus { environment.textAttributes.insert(.reverse) }
            if environment.foregroundColor == nil { environment.foregroundColor = environment.tint }
        }
        var children = ChildReconciler(node, environment: environment)
        children.next(label)
        children.finish()
    }
}

/// Draws the padding or brackets around a title and its badge; a click selects the tab.
final class TabBarItemRenderer: SingleChildLayout {
    weak var owner: TabViewRenderer?
    var index = 0
    var badge: String?
    var isSelected = false
    var showsFocus = false
    var isEnabled = true

    var drawsContent: Bool { true }

    /// The columns the badge takes after the label: a space, then the badge in parentheses.
    private var badgeWidth: Int { badge.map { $0.displayWidth + 3 } ?? 0 }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { ProposedViewSize(width: nil, height: 1) }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + badgeWidth + 2, height: 1)
    }

    func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY, width: childSize.width, height: 1)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        guard frame.width >= 2 else { return }
        var style = node.environment.resolvedTextStyle(.plain)
        if isSelected {
            style.attributes.insert(.bold)
            if showsFocus { style.attributes.insert(.reverse) }
            if style.foreground == .default { style.foreground = node.environment.tint }
        }
        let area = context.subcontext(frame)
        let open = isSelected ? "[" : " "
        let close = isSelected ? "]" : " "
        area.draw(open, at: .zero, style: style)
        if let badge {
            area.draw(" (\(badge))", at: Point(x: frame.width - 1 - badgeWidth, y: 0), style: style)
        }
        area.draw(close, at: Point(x: frame.width - 1, y: 0), style: style)
    }

    var isControl: Bool { true }

    var canActivate: Bool { isEnabled }

    func activate() -> Bool {
        guard isEnabled, let owner else { return false }
        _ = owner.select(index)
        return true
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        var traits: AccessibilityTraits = isSelected ? [.isButton, .isSelected] : .isButton
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(role: .tab, value: badge, traits: traits)
    }
}
