import Foundation
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumCore

/// The key stages as data: the document's table follows the code's list, and shortcuts are
/// found in a table that follows the tree.
@MainActor @Suite struct KeyStageTableTests {
    /// The stage column of `Docs/Architecture.md`'s key table, in order, without the rows the
    /// graph does not own.
    static func documentedStages() throws -> [String] {
        try ArchitectureDocument.rows(ofTableWithHeader: "| # | stage | who | what it does with the key |")
            .filter { $0.count >= 2 && $0[1] != "—" }
            .map { $0[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
    }

    @Test func theArchitectureDocumentListsTheStagesInTheirOrder() throws {
        let stages = InputRouter.keyStages
        for stage in stages { #expect(stage.name == String(describing: stage)) }
        #expect(try Self.documentedStages() == stages.map { $0.name })
    }

    struct Shortcuts: View {
        let log: EventLog
        let shown: Handle<Bool>
        let key: Handle<Character>
        @State private var isShown = true
        @State private var letter: Character = "a"

        var body: some View {
            let _ = shown.capture($isShown)
            let _ = key.capture($letter)
            VStack(alignment: .leading) {
                if isShown {
                    Button("First") { log.events.append("first") }.keyboardShortcut(KeyEquivalent(letter))
                }
                Button("Second") { log.events.append("second") }.keyboardShortcut("z")
                Button("Also Z") { log.events.append("also z") }.keyboardShortcut("z")
            }
        }
    }

    @Test func shortcutsFollowTheTreeAsViewsComeGoAndChangeTheirKeys() {
        let log = EventLog()
        let shown = Handle<Bool>()
        let key = Handle<Character>()
        let host = TestHost(Shortcuts(log: log, shown: shown, key: key), size: Size(width: 20, height: 3))
        let table = host.host.graph.shortcuts
        #expect(table.count == 3)
        host.send(.key(KeyPress("a", modifiers: .control)))
        // Two views declare Ctrl+Z: the first in the tree's order runs, as a walk would find.
        host.send(.key(KeyPress("z", modifiers: .control)))
        #expect(log.events == ["first", "second"])

        key.value = "b"
        host.render()
        host.send(.key(KeyPress("a", modifiers: .control)))
        host.send(.key(KeyPress("b", modifiers: .control)))
        #expect(log.events == ["first", "second", "first"])
        #expect(host.host.activeShortcuts.map(\.label).prefix(3) == ["^B First", "^Z Second", "^Z Also Z"])

        shown.value = false
        host.render()
        #expect(table.count == 2)
        host.send(.key(KeyPress("b", modifiers: .control)))
        #expect(log.events == ["first", "second", "first"])
        #expect(host.host.activeShortcuts.map(\.label).prefix(2) == ["^Z Second", "^Z Also Z"])
    }
}
