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
        // The commands' bodies are read here, tracked, so a model they read updates the bar.
        let menus = node.readTracked { commands?.menus(appName: appName) } ?? []
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
        _ = node.renderer { MenuBarLayoutRenderer() }
        var children = ChildReconciler(node)
        children.next(MenuBarRow(menus: menus, session: session, openIndex: openIndex))
        children.next(content)
        children.next(MenuBarCatalog(menus: menus))
        children.finish()
    }
}

/// Gives the bar the top row and the content the rest; the catalog is laid out but never drawn
/// or hit.
final class MenuBarLayoutRenderer: NodeRenderer {
    var drawsContent: Bool { false }
    /// The bar and the content draw themselves.
    var drawsOnlyChildren: Bool { true }

    private func parts(_ node: ViewNode) -> (bar: ViewNode, content: ViewNode, catalog: ViewNode)? {
        let children = node.children
        guard children.count == 3 else { return nil }
        return (children[0], children[1], children[2])
    }

    /// Keys with nothing focused go on to the content's own handlers, as without a bar.
    func keyContent(_ node: ViewNode) -> ViewNode? { parts(node)?.content }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        guard let (_, content, _) = parts(node) else { return .zero }
        let size = content.sizeThatFits(Self.contentProposal(proposal))
        return Size(width: max(proposal.width ?? size.width, size.width), height: size.height + 1)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard let (bar, content, catalog) = parts(node) else { return }
        let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(1, frame.height))
        bar.place(in: barFrame, proposal: ProposedViewSize(barFrame.size))
        // The content stands under the bar as it would stand alone at the top: at its own size.
        let inner = Self.contentProposal(proposal)
        let size = content.sizeThatFits(inner)
        let rest = Rect(
            x: frame.minX, y: frame.minY + barFrame.height, width: min(size.width, frame.width),
            height: min(size.height, max(0, frame.height - barFrame.height)))
        content.place(in: rest, proposal: inner)
        catalog.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), proposal: .zero)
    }

    /// The proposal less the bar's row.
    private static func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        guard let (bar, content, _) = parts(node) else { return }
        content.draw(in: context)
        bar.draw(in: context)
    }

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        guard let (bar, content, _) = parts(node) else { return [] }
        return [bar, content]
    }
}
