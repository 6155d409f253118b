import TerrariumCore
import TerrariumTerminal

/// Every menu's items, made but never drawn, focused or hit, so that their keyboard shortcuts
/// work with the bar closed and the command palette lists them under their menus' titles.
///
/// Laid out in one row at the top of the screen, left to right in menu order, so that the
/// palette lists them in that order, ahead of the shortcuts of the views on screen.
struct MenuBarCatalog: View, PrimitiveView {
    let menus: [MenuBarMenu]

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { MenuBarCatalogRenderer() }
        let items = HStack(spacing: 0) {
            ForEach(Array(menus.enumerated()), id: \.offset) { _, menu in
                MenuBarMenuContent(menu: menu).environment(\.commandPath, [menu.title])
            }
        }
        .environment(\.isMenuItem, true)
        .environment(\.isFocusEnabled, false)
        .accessibilityHidden(true)
        ChildReconciler.reconcile(node, toChild: items)
    }
}

/// Takes no room, draws nothing and is never hit; places the items at their ideal widths.
final class MenuBarCatalogRenderer: NodeRenderer {
    var drawsContent: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size { .zero }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard let child = node.children.first else { return }
        let size = child.sizeThatFits(.unspecified)
        child.place(
            in: Rect(origin: frame.origin, size: Size(width: size.width, height: min(1, size.height))),
            proposal: .unspecified)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {}

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] { [] }
}
