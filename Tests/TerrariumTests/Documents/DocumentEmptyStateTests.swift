import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct DocumentEmptyStateTests {
    /// What the empty state asked for, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    /// The empty state of "Notes", asking `log` for what the user wants.
    private func host(
        _ log: Log, recents: [String] = [], error: String? = nil, environment: EnvironmentValues = EnvironmentValues()
    ) -> TestHost<DocumentEmptyState> {
        TestHost(
            DocumentEmptyState(
                appName: "Notes", recentPaths: recents, errorMessage: error,
                onNew: { log.entries.append("new") }, onOpen: { log.entries.append("open \($0)") }),
            size: Size(width: 40, height: 10), environment: environment)
    }

    @Test func withoutRecentsTheListSaysSo() {
        let host = host(Log())
        assertInlineSnapshot(of: host, as: .styled) {
            """
            Notes                                  \u{20}
                                                   \u{20}
            [ New Document ] ^N                    \u{20}
                                                   \u{20}
            Open: Path to a document               \u{20}
                                                   \u{20}
            Recent Documents                       \u{20}
            No recent documents                    \u{20}
                                                   \u{20}
                                                   \u{20}
            ── styles ──
            row 0, cols 0–4: bold
            row 2, cols 17–18: dim
            row 4, cols 6–23: dim
            row 6, cols 0–15: bold
            row 7, cols 0–18: dim
            """
        }
    }

    @Test func recentsAndAnErrorAreListed() {
        let host = host(Log(), recents: ["~/notes.md", "/tmp/todo.txt"], error: "No such file: x.md")
        assertInlineSnapshot(of: host, as: .styled) {
            """
            Notes                                  \u{20}
                                                   \u{20}
            [ New Document ] ^N                    \u{20}
                                                   \u{20}
            Open: Path to a document               \u{20}
            No such file: x.md                     \u{20}
                                                   \u{20}
            Recent Documents                       \u{20}
            [ ~/notes.md ]                         \u{20}
            [ /tmp/todo.txt ]                      \u{20}
            ── styles ──
            row 0, cols 0–4: bold
            row 2, cols 17–18: dim
            row 4, cols 6–23: dim
            row 5, cols 0–17: fg=red
            row 7, cols 0–15: bold
            """
        }
    }

    @Test func withoutColourTheErrorIsBold() throws {
        let host = host(Log(), error: "No such file: x.md", environment: monochrome())
        let row = try #require(host.lines().firstIndex(of: "No such file: x.md"))
        #expect(host.columns(inRow: row, with: .bold) == Array(0..<18))
        #expect(host.buffer[0, row]?.style.foreground == .default)
    }

    @Test func controlNAndTheButtonStartANewDocument() {
        let log = Log()
        let host = host(log)
        host.press("n", modifiers: .control)
        host.click(on: "New Document")
        #expect(log.entries == ["new", "new"])
    }

    @Test func returnInTheFieldOpensTheTypedPathButNotABlankOne() {
        let log = Log()
        let host = host(log)
        host.click(on: "Path to a document")
        host.press(.return)
        #expect(log.entries.isEmpty)
        host.type("drafts/plan.md")
        host.press(.return)
        #expect(log.entries == ["open drafts/plan.md"])
    }

    @Test func tabCompletesThePathFromTheFolderAndThenMovesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("projects"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = FileManager.default.createFile(
            atPath: folder.appendingPathComponent("projects/garden-plan.md").path, contents: nil)
        let log = Log()
        let host = host(log, recents: ["~/notes.md"])
        host.click(on: "Path to a document")
        host.type(folder.path + "/pro")
        host.press(.tab)
        host.type("gar")
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["open \(folder.path)/projects/garden-plan.md"])
        // With nothing left to complete, Tab moves on to the recent documents.
        host.press(.tab)
        host.press(.return)
        #expect(log.entries.last == "open ~/notes.md")
    }

    @Test func clickingARecentDocumentOpensIt() {
        let log = Log()
        let host = host(log, recents: ["~/notes.md", "/tmp/todo.txt"])
        host.click(on: "/tmp/todo.txt")
        #expect(log.entries == ["open /tmp/todo.txt"])
    }

    @Test func controlCharactersInPathsAndTheErrorNeverReachTheScreen() {
        let host = host(Log(), recents: ["/tmp/\u{1B}[2J.md"], error: "No such file: \u{1B}]8;;x\u{07}")
        #expect(!screenHoldsControlCharacters(host))
        #expect(host.lines().contains("[ /tmp/␛[2J.md ]"))
        #expect(host.lines().contains("No such file: ␛]8;;x␇"))
    }
}

@MainActor @Suite struct DocumentNamePromptTests {
    /// What the prompt committed or cancelled, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    /// A prompt for the name of `notes.md` (its path with `completesPaths`), telling `log`.
    private func host(_ log: Log, completesPaths: Bool = false, error: String? = nil) -> TestHost<DocumentNamePrompt> {
        TestHost(
            DocumentNamePrompt(
                completesPaths ? "Move to:" : "Rename to:", text: "notes.md", completesPaths: completesPaths,
                errorMessage: error, onCommit: { log.entries.append("commit \($0)") },
                onCancel: { log.entries.append("cancel") }),
            size: Size(width: 40, height: 2))
    }

    @Test func thePromptShowsTheCurrentNameFocusedWithTheError() {
        let host = host(Log(), error: "notes.md already exists.")
        assertInlineSnapshot(of: host, as: .styled) {
            """
            Rename to: notes.md                    \u{20}
            notes.md already exists.               \u{20}
            ── styles ──
            row 0, cols 0–9: bold
            row 0, col 19: reverse
            row 1, cols 0–23: fg=red
            """
        }
    }

    @Test func returnCommitsTheEditedName() {
        let log = Log()
        let host = host(log)
        for _ in 0..<2 { host.press(.delete) }
        host.type("txt")
        host.press(.return)
        #expect(log.entries == ["commit notes.txt"])
    }

    @Test func escapeCancels() {
        let log = Log()
        let host = host(log)
        host.type("x")
        host.press(.escape)
        #expect(log.entries == ["cancel"])
    }

    @Test func tabCompletesOnlyWhenAskedTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("name-prompt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for completesPaths in [true, false] {
            let log = Log()
            let host = host(log, completesPaths: completesPaths)
            for _ in 0..<"notes.md".count { host.press(.delete) }
            host.type(folder.path + "/arc")
            host.press(.tab)
            host.press(.return)
            #expect(log.entries == ["commit \(folder.path)/arc" + (completesPaths ? "hive/" : "")])
        }
    }
}
