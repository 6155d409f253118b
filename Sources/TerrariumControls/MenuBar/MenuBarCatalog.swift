import TerrariumCore
import TerrariumTerminal

/// Every menu's items, made but never drawn, focused or hit, so that their keyboard shortcuts
/// work with the bar closed and the command palette lists and runs them under their menus'
/// titles; a nested `Menu`'s items are made too, under its title.
///
/// Laid out in one row at the top of the screen, left to right in menu order, so that a list of
/// shortcuts in reading order (a help line) has theirs in that order, ahead of the views' own.
struct MenuBarCatalog: View, PrimitiveView {
    let menus: [MenuBarMenu]

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { MenuBarCatalogRenderer() }
        node.environment.commandPalette?.noteMenuBarCatalog(node)
        let items = HStack(spacing: 0) {
            ForEach(Array(menus.enumerated()), id: \.offset) { _, menu in
                MenuBarMenuContent(menu: menu).environment(\.commandPath, [menu.title])
            }
        }
        .environment(\.isMenuItem, true)
        .environment(\.isMenuBarCatalog, true)
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

/// A `Menu` among the catalog's items: its label is no item, and its items are titled under it.
struct MenuBarCatalogSubmenu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        var children = ChildReconciler(node)
        children.next(label)
        children.next(MenuBarCatalogSubmenuItems(content: content))
        children.finish()
    }
}

/// A catalog submenu's items, their menu path extended by the label made before them.
struct MenuBarCatalogSubmenuItems<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        // The label is the sibling before, evaluated first both when made and when updated.
        let title = node.parent?.children.first?.labelText ?? ""
        let path = node.environment.commandPath + (title.isEmpty ? [] : [title])
        ChildReconciler.reconcile(node, toChild: content.environment(\.commandPath, path))
    }
}

private struct IsMenuBarCatalogKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here are a menu bar's hidden items, where a nested `Menu` makes its items
    /// rather than a button that opens them.
    var isMenuBarCatalog: Bool {
        get { self[IsMenuBarCatalogKey.self] }
        set { self[IsMenuBarCatalogKey.self] = newValue }
    }
}
