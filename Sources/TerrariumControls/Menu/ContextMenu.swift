public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Offers `menuItems` as a menu for this view: a secondary (right) click on it, or Shift+F10
    /// or the Menu key while it or a view inside has focus, opens the menu under it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, items: menuItems())
    }
}

/// A view with a context menu: it opens the menu on a secondary click or Shift+F10.
struct ContextMenuHost<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    @State private var isOpen = false

    var body: some View {
        content
            .onKeyPress(keys: [.function(10), .menu]) { press in
                guard press.key == .menu ? press.modifiers.isEmpty : press.modifiers == .shift else { return .ignored }
                isOpen = true
                return .handled
            }
            .modifier(SecondaryClickModifier { isOpen = true })
            .modifier(
                PresentationModifier(
                    isPresented: $isOpen, style: .menu(nested: false), onDismiss: nil,
                    presented: { MenuItems(content: items) }))
    }
}

/// Runs an action on a secondary click on its content.
struct SecondaryClickModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func update(_ node: ViewNode, content: some View) {
        node.renderer { SecondaryClickRenderer() }.action = action
        reconcile(node, content: content)
    }
}

/// Lays its child out as it is and hears secondary clicks on it.
final class SecondaryClickRenderer: SingleChildLayout {
    var action: @MainActor () -> Void = {}

    var drawsContent: Bool { false }
    /// The child draws itself; the menu is presented apart.
    var drawsOnlyChildren: Bool { true }
    package var onlyWrapsChild: Bool { true }

    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.right) = mouse.kind else { return false }
        action()
        return true
    }
}
