public import TerrariumCore
import TerrariumTerminal

extension View {
    /// Lets Ctrl+P (`Command.commandPalette`) open a palette of everything that works now: the
    /// commands the focused view and the views around it handle, and the keyboard shortcuts of
    /// the buttons on screen, each with its key.
    ///
    /// Typing filters the list by the letters of a name in order (`sv` finds Save); ↑ ↓ choose,
    /// Return runs the choice as if its key were pressed where focus was, Escape closes. An app
    /// has one around its scene already.
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
                entries: graph.router.activeShortcuts.filter { $0.command != .commandPalette },
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
                            _ = graph.router.run(entry, from: focus)
                        }
                    }
                }))
        reconcile(node, content: wrapped)
        session.node = node
    }
}

/// What an open palette offers and where focus was when it opened.
@MainActor
final class CommandPaletteSession {
    private(set) var isOpen = false
    private(set) var entries: [ActiveShortcut] = []
    private(set) weak var focus: ViewNode?
    weak var node: ViewNode?

    func open(entries: [ActiveShortcut], focus: ViewNode?) {
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
    let run: @MainActor (ActiveShortcut) -> Void
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
                PaletteRow(title: entry.title, key: entry.keyPress.displayName, isChosen: index == chosen)
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
