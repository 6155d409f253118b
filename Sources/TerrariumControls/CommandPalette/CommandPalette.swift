public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Lets Ctrl+P (`Command.commandPalette`) open a palette of everything that works now: the
    /// enabled items of the menu bar inside it, the commands the focused view and the views
    /// around it handle, and the keyboard shortcuts of the buttons on screen, each with its key.
    ///
    /// Typing filters the list by the letters of a name in order (`sv` finds Save); ↑ ↓ choose,
    /// Return runs the choice where focus was, as its key or a click on the item would, Escape
    /// closes. An app has one around its scene already.
    public func commandPalette() -> some View {
        modifier(CommandPaletteModifier())
    }
}

/// Opens the palette on its command, remembering what was on offer and where focus was.
struct CommandPaletteModifier: ViewModifier, PrimitiveModifier {
    func update(_ node: ViewNode, content: some View) {
        let session = node.stored("commandPalette", orMake: { CommandPaletteSession() })
        let graph = node.graph
        let wrapped = content.onCommand(.commandPalette) { [weak graph, weak session] in
            guard let graph, let session, !session.isOpen else { return }
            session.open(
                entries: CommandPaletteEntry.available(in: graph, menuBarCatalogs: session.menuBarCatalogs),
                focus: graph.focus.focusedNode)
        }
        .modifier(
            PresentationModifier(
                isPresented: Binding(get: { session.isOpen }, set: { if !$0 { session.close() } }),
                style: .palette, onDismiss: nil,
                presented: { [weak graph] in
                    CommandPaletteView(session: session) { entry in
                        session.close()
                        let focus = session.focus
                        // Run once the palette has left, so the key's view sees the focus it had.
                        graph?.scheduler.afterUpdate {
                            guard let graph else { return }
                            if let focus, focus.isAttached, focus.acceptsFocus { graph.focus.move(to: focus) }
                            entry.run(graph, focus)
                        }
                    }
                }))
        var environment = node.environment
        environment.commandPalette = session
        reconcile(node, content: wrapped, environment: environment)
        session.node = node
    }
}

/// What an open palette offers and where focus was when it opened, and the menu bars inside it.
@MainActor
final class CommandPaletteSession {
    private(set) var isOpen = false
    private(set) var entries: [CommandPaletteEntry] = []
    private(set) weak var focus: ViewNode?
    weak var node: ViewNode?
    private var catalogs: [WeakCatalog] = []

    /// A menu bar's hidden items, held without keeping them in the tree.
    private struct WeakCatalog {
        weak var node: ViewNode?
    }

    /// The hidden items of the menu bars inside the palette that are in the tree now.
    var menuBarCatalogs: [ViewNode] { catalogs.compactMap(\.node).filter(\.isAttached) }

    /// Remembers `catalog`, a menu bar's hidden items, whose items the palette lists.
    func noteMenuBarCatalog(_ catalog: ViewNode) {
        catalogs.removeAll { $0.node?.isAttached != true }
        guard !catalogs.contains(where: { $0.node === catalog }) else { return }
        catalogs.append(WeakCatalog(node: catalog))
    }

    func open(entries: [CommandPaletteEntry], focus: ViewNode?) {
        self.entries = entries
        self.focus = focus
        isOpen = true
        node?.setNeedsUpdate()
    }

    func close() {
        isOpen = false
        node?.setNeedsUpdate()
    }
}

/// The palette: a field to filter and the matching entries with their keys.
struct CommandPaletteView: View {
    let session: CommandPaletteSession
    let run: @MainActor (CommandPaletteEntry) -> Void
    @State private var query = ""
    @State private var chosen = 0

    /// The most rows shown; typing narrows the rest down.
    static let visibleRows = 10

    var body: some View {
        let matches = FuzzyMatch.rank(session.entries, by: query, key: \.title)
        let chosen = min(self.chosen, max(0, matches.count - 1))
        VStack(alignment: .leading, spacing: 0) {
            TextField("Type a command", text: $query)
                .onSubmit { if matches.indices.contains(chosen) { run(matches[chosen]) } }
                .onChange(of: query) { self.chosen = 0 }
            if matches.isEmpty {
                Text("No matching commands").dim()
            }
            ForEach(Array(matches.prefix(Self.visibleRows).enumerated()), id: \.offset) { index, entry in
                PaletteRow(title: entry.title, key: entry.key, isChosen: index == chosen)
            }
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            let last = min(matches.count, Self.visibleRows) - 1
            guard last >= 0 else { return .handled }
            self.chosen = press.key == .upArrow ? max(0, chosen - 1) : min(last, chosen + 1)
            return .handled
        }
    }
}

/// One entry: its title, its key at the right, reversed when it is the one Return runs.
struct PaletteRow: View {
    let title: String
    let key: String
    let isChosen: Bool

    var body: some View {
        HStack(spacing: 1) {
            Text(title)
            Spacer(minLength: 1)
            Text(key).dim()
        }
        .reverse(isChosen)
    }
}

private struct CommandPaletteKey: EnvironmentKey {
    static var defaultValue: CommandPaletteSession? { nil }
}

extension EnvironmentValues {
    /// The command palette around this view, if any: a menu bar inside tells it where its items are.
    var commandPalette: CommandPaletteSession? {
        get { self[CommandPaletteKey.self] }
        set { self[CommandPaletteKey.self] = newValue }
    }
}
