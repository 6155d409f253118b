import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct DocumentBannerTests {
    /// What the banner's buttons did, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    /// The conflict banner, its buttons writing to `log`.
    private func conflict(_ log: Log) -> DocumentBanner {
        DocumentBanner(
            .warning, message: "notes.md changed on disk.",
            actions: [
                DocumentBannerAction("Keep Mine") { log.entries.append("mine") },
                DocumentBannerAction("Take Theirs") { log.entries.append("theirs") },
                DocumentBannerAction("Show Differences") { log.entries.append("differences") },
            ])
    }

    @Test func anErrorWrapsItsMessageOnRed() {
        let banner = DocumentBanner(
            .error,
            message: "Couldn't save notes.md: the disk is full. Your edits are kept in memory and in recovery.")
        let host = TestHost(banner, size: Size(width: 60, height: 2))
        assertInlineSnapshot(of: host, as: .styled) {
            """
             Error: Couldn't save notes.md: the disk is full. Your     \u{20}
                    edits are kept in memory and in recovery.          \u{20}
            ── styles ──
            rows 0–1, cols 0–59: bg=red
            row 0, cols 1–6: bold fg=brightWhite
            row 0, cols 8–53: fg=brightWhite
            row 1, cols 8–48: fg=brightWhite
            """
        }
    }

    @Test func aConflictShowsItsButtonsOnYellow() {
        let host = TestHost(conflict(Log()), size: Size(width: 80, height: 2))
        assertInlineSnapshot(of: host, as: .styled) {
            """
             Warning: notes.md changed on disk.                                            \u{20}
                                         [ Keep Mine ] [ Take Theirs ] [ Show Differences ]\u{20}
            ── styles ──
            rows 0–1, cols 0–79: bg=yellow
            row 0, cols 1–8: bold fg=black
            row 0, cols 10–34: fg=black
            row 1, cols 29–41: fg=black
            row 1, cols 43–57: fg=black
            row 1, cols 59–78: fg=black
            """
        }
    }

    @Test func readOnlyInformationIsBlue() {
        let banner = DocumentBanner(.info, message: "Opened read-only: notes.md is being edited by process 1234")
        let host = TestHost(banner, size: Size(width: 70, height: 1))
        assertInlineSnapshot(of: host, as: .styled) {
            """
             Note: Opened read-only: notes.md is being edited by process 1234    \u{20}
            ── styles ──
            row 0, cols 0–69: bg=blue
            row 0, cols 1–5: bold fg=brightWhite
            row 0, cols 7–64: fg=brightWhite
            """
        }
    }

    @Test func aRecoveryOfferShowsItsButtonsUnderTheMessage() {
        let banner = DocumentBanner(
            .warning, message: "Unsaved edits to notes.md were recovered from 14:02.",
            actions: [
                DocumentBannerAction("Restore") {}, DocumentBannerAction("Discard") {},
                DocumentBannerAction("Show Differences") {},
            ])
        let host = TestHost(banner, size: Size(width: 70, height: 2))
        assertInlineSnapshot(of: host, as: .text) {
            """
             Warning: Unsaved edits to notes.md were recovered from 14:02.       \u{20}
                                     [ Restore ] [ Discard ] [ Show Differences ]\u{20}
            """
        }
    }

    @Test func withoutColourTheKindsDifferByAttributes() {
        let kinds: [(DocumentBanner.Kind, TextAttributes)] = [
            (.error, [.bold, .reverse]), (.warning, [.bold, .underline]), (.info, .bold),
        ]
        for (kind, attributes) in kinds {
            let host = TestHost(
                DocumentBanner(kind, message: "m"), size: Size(width: 20, height: 1), environment: monochrome())
            let label = DocumentBanner(kind, message: "m").label
            #expect(host.lines() == [" \(label) m"])
            #expect(host.buffer[1, 0]?.style.attributes == attributes)
            #expect(host.buffer[1, 0]?.style.background == .default)
            #expect(host.buffer[label.count + 2, 0]?.style.attributes == [])
        }
    }

    @Test func clickingAButtonRunsItsAction() {
        let log = Log()
        let host = TestHost(conflict(log), size: Size(width: 80, height: 2))
        host.click(on: "Take Theirs")
        host.click(on: "Keep Mine")
        #expect(log.entries == ["theirs", "mine"])
    }

    @Test func tabReachesTheButtonsAndReturnPressesThem() {
        let log = Log()
        let host = TestHost(conflict(log), size: Size(width: 80, height: 2))
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["differences"])
    }

    @Test func controlCharactersInTheMessageNeverReachTheScreen() {
        let banner = DocumentBanner(
            .error, message: "Couldn't save \u{1B}[31mred\u{1B}[0m\r\nx\u{85}.md",
            actions: [DocumentBannerAction("Re\u{07}try") {}])
        let host = TestHost(banner, size: Size(width: 60, height: 2))
        #expect(!screenHoldsControlCharacters(host))
        #expect(host.lines()[0].contains("Couldn't save ␛[31mred␛[0m␍␊x\u{FFFD}.md"))
        #expect(host.lines()[1].contains("[ Re␇try ]"))
    }
}
