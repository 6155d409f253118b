import TerrariumCore
import TerrariumTerminal

/// The menu titles on the top row, each presenting its menu under it while it is open.
struct MenuBarRow: View, PrimitiveView {
    let menus: [MenuBarMenu]
    let session: MenuBarSession
    let openIndex: Int?

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { MenuBarRowRenderer() }
        let session = self.session
        let titles = HStack(spacing: 0) {
            ForEach(Array(menus.enumerated()), id: \.offset) { index, menu in
                MenuBarTitle(title: menu.title, isOpen: openIndex == index) { [weak session] in
                    guard let session else { return }
                    if session.openIndex == index { session.close() } else { session.open(index) }
                }
                .modifier(
                    PresentationModifier(
                        isPresented: session.isOpen(index), style: .menuBarMenu, onDismiss: nil,
                        presented: { MenuBarMenuItems(menu: menu, session: session) }))
            }
        }
        ChildReconciler.reconcile(node, toChild: titles)
    }
}

/// Lays the titles out from the left of the row, which it spans; the bar's role.
final class MenuBarRowRenderer: SingleChildLayout {
    var drawsContent: Bool { false }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: max(childSize.width, proposal.width ?? 0), height: min(1, childSize.height))
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .menuBar, label: "Menu bar", children: .contain)
    }
}

/// One title: a click opens its menu; drawn reversed while the menu is open.
struct MenuBarTitle: View, PrimitiveView {
    let title: String
    let isOpen: Bool
    let action: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { MenuBarTitleRenderer() }
        renderer.title = title
        renderer.isOpen = isOpen
        renderer.action = action
        ChildReconciler.reconcile(node, toChild: Text(title))
    }
}

/// A title with a column of space each side, clickable, reversed while open.
final class MenuBarTitleRenderer: SingleChildLayout {
    var title = ""
    var isOpen = false
    var action: @MainActor () -> Void = {}

    var drawsContent: Bool { true }
    var receivesPointer: Bool { true }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? { [title, isOpen ? "open" : "closed"] as [String] }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height)
    }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + 2, height: min(1, max(1, childSize.height)))
    }

    func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY, width: min(childSize.width, max(0, frame.width - 1)), height: 1)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        if isOpen { context.clipped(to: node.frame).restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }

    func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        action()
        return true
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(
            role: .button, label: title, value: isOpen ? "open" : nil, traits: .isButton, children: .ignore)
    }
}

/// An open menu's items, with ← → moving to the menus beside it and F10 closing the bar.
struct MenuBarMenuItems: View {
    let menu: MenuBarMenu
    let session: MenuBarSession

    var body: some View {
        MenuItems(content: MenuBarMenuContent(menu: menu))
            .environment(\.commandPath, [menu.title])
            .onKeyPress(keys: [.leftArrow, .rightArrow, .function(10)]) { [weak session] press in
                guard let session, press.modifiers.isEmpty else { return .ignored }
                switch press.key {
                case .leftArrow: session.move(by: -1)
                case .rightArrow: session.move(by: 1)
                default: session.close()
                }
                return .handled
            }
    }
}

/// A menu's groups of items, a divider between groups.
struct MenuBarMenuContent: View {
    let menu: MenuBarMenu

    var body: some View {
        ForEach(menu.sections.indices, id: \.self) { section in
            if section > 0 { Divider() }
            ForEach(menu.sections[section].indices, id: \.self) { index in
                MenuBarItem(menu: menu, section: section, index: index)
            }
        }
    }
}

/// One item of a menu, reconciled as the view type it is.
struct MenuBarItem: View, PrimitiveView {
    let menu: MenuBarMenu
    let section: Int
    let index: Int

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        ChildReconciler.reconcile(node, toChild: menu.sections[section][index])
    }
}
