import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A title bar over a line that shows whether its menu is open.
private struct TitleBarScreen: View {
    var title = "notes.md"
    var isEdited = false
    var isReadOnly = false
    @State var isMenuOpen = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            DocumentTitleBar(title: title, isEdited: isEdited, isReadOnly: isReadOnly, isMenuOpen: $isMenuOpen)
            Text(isMenuOpen ? "menu open" : "menu closed")
        }
    }
}

/// Whether any cell of `host` holds a control character, which a terminal would obey.
@MainActor
func screenHoldsControlCharacters(_ host: TestHost<some View>) -> Bool {
    host.lines().joined().unicodeScalars.contains { Sanitizer.substitute(for: $0) != nil }
}

/// The environment of a terminal that shows no colour, as under `NO_COLOR`.
func monochrome() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorCapability = .monochrome
    return environment
}

@MainActor @Suite struct DocumentTitleBarTests {
    @Test func aCleanTitleIsCentredBoldOnBlueWithTheMenuMark() {
        let host = TestHost(TitleBarScreen(), size: Size(width: 30, height: 2))
        assertInlineSnapshot(of: host, as: .styled) {
            """
                      notes.md ▾         \u{20}
            menu closed                  \u{20}
            ── styles ──
            row 0, cols 0–29: bg=blue
            row 0, cols 9–20: bold fg=white
            """
        }
    }

    @Test func anEditedOrReadOnlyTitleSaysSo() {
        let edited = TestHost(TitleBarScreen(isEdited: true), size: Size(width: 30, height: 1))
        #expect(edited.lines() == ["     notes.md — Edited ▾"])
        let readOnly = TestHost(TitleBarScreen(isEdited: true, isReadOnly: true), size: Size(width: 30, height: 1))
        #expect(readOnly.lines() == ["    notes.md — Read-Only ▾"])
    }

    @Test func aLongNameIsCutKeepingTheState() {
        let host = TestHost(
            TitleBarScreen(title: "a-very-long-document-name.md", isEdited: true), size: Size(width: 24, height: 1))
        assertInlineSnapshot(of: host, as: .text) {
            """
             a-very-lon… — Edited ▾\u{20}
            """
        }
    }

    @Test func withoutColourTheBarIsReversed() {
        let host = TestHost(TitleBarScreen(isEdited: true), size: Size(width: 30, height: 1), environment: monochrome())
        assertInlineSnapshot(of: host, as: .styled) {
            """
                 notes.md — Edited ▾     \u{20}
            ── styles ──
            row 0, cols 4–24: bold reverse
            """
        }
    }

    @Test func returnSpaceAndAClickToggleTheMenu() {
        let host = TestHost(TitleBarScreen(), size: Size(width: 30, height: 2))
        host.press(.tab)
        host.press(.return)
        #expect(host.lines()[1] == "menu open")
        #expect(host.lines()[0].contains("▴"))
        host.press(" ")
        #expect(host.lines()[1] == "menu closed")
        host.click(on: "notes.md")
        #expect(host.lines()[1] == "menu open")
    }

    @Test func theFocusedBarUnderlinesItsTitle() {
        let host = TestHost(TitleBarScreen(), size: Size(width: 30, height: 1))
        #expect(host.columns(inRow: 0, with: .underline).isEmpty)
        host.press(.tab)
        #expect(host.columns(inRow: 0, with: .underline) == Array(10..<18))
    }

    @Test func controlCharactersInTheTitleNeverReachTheScreen() {
        let host = TestHost(
            TitleBarScreen(title: "evil\u{1B}]0;pwned\u{07}\nname\u{9B}2J.md"), size: Size(width: 60, height: 2))
        #expect(!screenHoldsControlCharacters(host))
        #expect(host.lines()[0].contains("evil␛]0;pwned␇␊name\u{FFFD}2J.md"))
    }
}

@MainActor @Suite struct DocumentTitleMenuTests {
    /// What the menu's items and dismissal did, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    /// A menu of the host's four items, Duplicate disabled when `duplicateEnabled` is false.
    private func host(_ log: Log, duplicateEnabled: Bool = true) -> TestHost<some View> {
        let items = [
            DocumentMenuItem("Rename…", shortcut: "^R") { log.entries.append("rename") },
            DocumentMenuItem("Duplicate", isEnabled: duplicateEnabled) { log.entries.append("duplicate") },
            DocumentMenuItem("Move To…") { log.entries.append("move") },
            DocumentMenuItem("Revert to Saved") { log.entries.append("revert") },
        ]
        return TestHost(
            DocumentTitleMenu(items: items) { log.entries.append("dismiss") }, size: Size(width: 30, height: 6))
    }

    @Test func theMenuIsABoxWithTheFirstItemHighlighted() {
        let host = host(Log())
        assertInlineSnapshot(of: host, as: .styled) {
            """
            ┌─────────────────────┐      \u{20}
            │ Rename…          ^R │      \u{20}
            │ Duplicate           │      \u{20}
            │ Move To…            │      \u{20}
            │ Revert to Saved     │      \u{20}
            └─────────────────────┘      \u{20}
            ── styles ──
            row 1, cols 1–18: reverse
            row 1, cols 19–20: dim reverse
            row 1, col 21: reverse
            """
        }
    }

    @Test func downAndReturnChooseTheSecondItemAndDismiss() {
        let log = Log()
        let host = host(log)
        host.press(.downArrow)
        #expect(host.columns(inRow: 2, with: .reverse) == Array(1..<22))
        host.press(.return)
        #expect(log.entries == ["dismiss", "duplicate"])
    }

    @Test func upAndDownSkipDisabledItemsAndStopAtTheEnds() {
        let log = Log()
        let host = host(log, duplicateEnabled: false)
        host.press(.upArrow)
        host.press(.downArrow)
        #expect(host.columns(inRow: 3, with: .reverse) == Array(1..<22))
        #expect(host.columns(inRow: 2, with: .dim) == Array(1..<22))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(log.entries == ["dismiss", "revert"])
    }

    @Test func escapeDismissesWithoutChoosing() {
        let log = Log()
        let host = host(log)
        host.press(.escape)
        #expect(log.entries == ["dismiss"])
    }

    @Test func aClickChoosesTheItemUnderItButNotADisabledOne() {
        let log = Log()
        let host = host(log, duplicateEnabled: false)
        host.click(on: "Duplicate")
        #expect(log.entries.isEmpty)
        host.click(on: "Move To…")
        #expect(log.entries == ["dismiss", "move"])
    }

    @Test func controlCharactersInItemsNeverReachTheScreen() {
        let host = TestHost(
            DocumentTitleMenu(items: [DocumentMenuItem("Open\u{1B}[2J", shortcut: "\u{7F}") {}]) {},
            size: Size(width: 20, height: 3))
        #expect(!screenHoldsControlCharacters(host))
        #expect(host.lines()[1] == "│ Open␛[2J  ␡ │")
    }
}
