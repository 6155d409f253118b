public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Puts a menu bar of `commands` on the top row, above this view: the terminal's own way to
    /// show what a scene's `commands(content:)` declare, which an app's run loop applies itself.
    ///
    /// ```swift
    /// try await TerminalRunLoop().run(ContentView().menuBar(PlantCommands(), appName: "Plants"))
    /// ```
    ///
    /// The bar holds the app's menu (titled `appName`, with Quit), Edit (Undo, Redo, Cut, Copy,
    /// Paste, Delete, Select All, Find, sent along the focus chain as commands), the app's own
    /// menus and the standard menus that `CommandGroup`s fill. F10 or a click on a title opens
    /// a menu; ← → move between menus; ↑ ↓, Return and Escape work as in a ``Menu``. The items'
    /// keyboard shortcuts work with the bar closed and are listed in the command palette.
    public func menuBar(_ commands: some Commands, appName: String = "App") -> some View {
        modifier(MenuBarModifier(commands: MenuBarCommands(commands), appName: appName))
    }

    /// Puts a menu bar of the commands `content` declares on the top row, above this view.
    public func menuBar(appName: String = "App", @CommandsBuilder content: () -> some Commands) -> some View {
        menuBar(content(), appName: appName)
    }

    /// A menu bar of a scene's commands, or this view as it is without any.
    package func menuBar(_ commands: MenuBarCommands?, appName: String) -> some View {
        modifier(MenuBarModifier(commands: commands, appName: appName))
    }
}

/// Shows the bar above the content, opens its first menu on F10, and keeps the items ready
/// for their shortcuts and the command palette.
struct MenuBarModifier: ViewModifier, PrimitiveModifier {
    let commands: MenuBarCommands?
    let appName: String

    func update(_ node: ViewNode, content: some View) {
        let menus = commands?.menus(appName: appName) ?? []
        guard !menus.isEmpty else {
            // Without menus the view is as it would be without a bar: keys and layout reach the
            // content as before.
            reconcile(node, content: content)
            return
        }
        let session = node.stored("menuBar", orMake: { MenuBarSession() })
        session.node = node
        session.menuCount = menus.count
        let layout = MenuBarLayout(menus: menus, session: session, openIndex: session.openIndex, content: content)
            .onKeyPress(.function(10)) { [weak session] press in
                guard let session, press.modifiers.isEmpty, session.menuCount > 0 else { return .ignored }
                session.open(0)
                return .handled
            }
        var environment = node.environment
        environment.menuBarSession = session
        reconcile(node, content: layout, environment: environment)
    }
}

/// The bar on the top row, the content under it, and the items kept for their shortcuts.
struct MenuBarLayout<Content: View>: View, PrimitiveView {
    let menus: [MenuBarMenu]
    let session: MenuBarSession
    let openIndex: Int?
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { MenuBarLayoutRenderer() }
        renderer.hasBar = !menus.isEmpty
        var children = ChildReconciler(node)
        if renderer.hasBar {
            children.next(MenuBarRow(menus: menus, session: session, openIndex: openIndex), id: "bar")
        }
        children.next(content, id: "content")
        if renderer.hasBar { children.next(MenuBarCatalog(menus: menus), id: "catalog") }
        children.finish()
    }
}

/// Gives the bar the top row and the content the rest; the catalog is laid out but never drawn
/// or hit.
final class MenuBarLayoutRenderer: NodeRenderer {
    var hasBar = false

    var drawsContent: Bool { false }

    private func parts(_ node: ViewNode) -> (bar: ViewNode?, content: ViewNode?, catalog: ViewNode?) {
        guard hasBar else { return (nil, node.children.first, nil) }
        let children = node.children
        return (
            children.first, children.count > 1 ? children[1] : nil, children.count > 2 ? children[2] : nil
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let (bar, content, _) = parts(node)
        guard bar != nil else { return content?.sizeThatFits(proposal) ?? .zero }
        let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })
        let size = content?.sizeThatFits(inner) ?? .zero
        return Size(width: max(proposal.width ?? size.width, size.width), height: size.height + 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let (bar, content, catalog) = parts(node)
        guard let bar else {
            content?.place(in: frame, proposal: proposal)
            return
        }
        let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(1, frame.height))
        bar.place(in: barFrame, proposal: ProposedViewSize(barFrame.size))
        if let content {
            // The content stands under the bar as it would stand alone at the top: at its own size.
            let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })
            let size = content.sizeThatFits(inner)
            let rest = Rect(
                x: frame.minX, y: frame.minY + barFrame.height, width: min(size.width, frame.width),
                height: min(size.height, max(0, frame.height - barFrame.height)))
            content.place(in: rest, proposal: inner)
        }
        catalog?.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), proposal: .zero)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let (bar, content, _) = parts(node)
        content?.draw(in: context)
        bar?.draw(in: context)
    }

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let (bar, content, _) = parts(node)
        return [bar, content].compactMap { $0 }
    }
}
