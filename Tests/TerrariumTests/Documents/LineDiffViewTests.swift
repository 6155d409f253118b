import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct LineDiffViewTests {
    /// Twenty unchanged lines around one change: `line 10` became `line ten`.
    private let lines: [DiffLine] =
        (1...9).map { DiffLine(.unchanged, "line \($0)") } + [
            DiffLine(.removed, "line 10"), DiffLine(.added, "line ten"),
        ]
        + (11...20).map { DiffLine(.unchanged, "line \($0)") }

    @Test func longUnchangedRunsCollapseAroundTheChangeWithTwoLinesOfContext() {
        let host = TestHost(
            LineDiffView(title: "Differences: disk ↔ mine", lines: lines) {}, size: Size(width: 30, height: 10))
        assertInlineSnapshot(of: host, as: .styled) {
            """
            Differences: disk ↔ mine     \u{20}
            ⋯ 7 unchanged lines          \u{20}
              line 8                     \u{20}
              line 9                     \u{20}
            - line 10                    \u{20}
            + line ten                   \u{20}
              line 11                    \u{20}
              line 12                    \u{20}
            ⋯ 8 unchanged lines          \u{20}
                                         \u{20}
            ── styles ──
            row 0, cols 0–23: bold
            row 1, cols 0–18: dim
            row 4, cols 0–8: fg=red
            row 5, cols 0–9: fg=green
            row 8, cols 0–18: dim
            """
        }
    }

    @Test func collapsingKeepsShortRunsAndContextOnBothSidesOfAChange() {
        let diff = [
            DiffLine(.added, "a"), DiffLine(.unchanged, "1"), DiffLine(.unchanged, "2"), DiffLine(.unchanged, "3"),
            DiffLine(.unchanged, "4"), DiffLine(.unchanged, "5"), DiffLine(.removed, "b"),
            DiffLine(.unchanged, "6"), DiffLine(.unchanged, "7"), DiffLine(.unchanged, "8"),
            DiffLine(.unchanged, "9"), DiffLine(.unchanged, "10"), DiffLine(.unchanged, "11"),
        ]
        // Five lines between changes are shown whole: collapsing one would save nothing.
        let rows = LineDiffView.rows(diff, context: 2)
        #expect(rows.count == 10)
        #expect(rows[7] == .line(DiffLine(.unchanged, "6")))
        #expect(rows[9] == .collapsed(4))
        #expect(LineDiffView.rows(diff, context: nil).count == diff.count)
        #expect(LineDiffView.rows([DiffLine(.unchanged, "x")], context: 0) == [.line(DiffLine(.unchanged, "x"))])
    }

    @Test func withoutColourAddedLinesAreBoldAndRemovedOnesStruckThrough() {
        let host = TestHost(
            LineDiffView(lines: [DiffLine(.removed, "old"), DiffLine(.added, "new")], context: nil) {},
            size: Size(width: 12, height: 3), environment: monochrome())
        assertInlineSnapshot(of: host, as: .styled) {
            """
            Differences\u{20}
            - old      \u{20}
            + new      \u{20}
            ── styles ──
            row 0, cols 0–10: bold
            row 1, cols 0–4: strikethrough
            row 2, cols 0–4: bold
            """
        }
    }

    /// The rows on screen without the scroll indicator in the last column.
    private func rows(_ host: TestHost<LineDiffView>) -> [String] {
        host.lines().map { line in
            var row = line
            if row.hasSuffix("┃") { row.removeLast() }
            while row.hasSuffix(" ") { row.removeLast() }
            return row
        }
    }

    @Test func arrowsAndEndScrollTheLines() {
        let host = TestHost(LineDiffView(lines: lines, context: nil) {}, size: Size(width: 20, height: 4))
        #expect(rows(host) == ["Differences", "  line 1", "  line 2", "  line 3"])
        #expect(host.lines()[1].hasSuffix("┃"))
        host.press(.downArrow)
        #expect(rows(host)[1] == "  line 2")
        host.press(.end)
        #expect(rows(host)[1...] == ["  line 18", "  line 19", "  line 20"])
        host.press(.home)
        #expect(rows(host)[1] == "  line 1")
        host.press(.pageDown)
        #expect(rows(host)[1] == "+ line ten")
    }

    @Test func escapeAndQClose() {
        var closes = 0
        let host = TestHost(LineDiffView(lines: lines) { closes += 1 }, size: Size(width: 20, height: 4))
        host.press(.escape)
        host.press("q")
        #expect(closes == 2)
    }

    @Test func controlCharactersInLinesNeverReachTheScreen() {
        let host = TestHost(
            LineDiffView(title: "a\u{1B}b", lines: [DiffLine(.added, "x\u{1B}[2Jy\tz")], context: nil) {},
            size: Size(width: 20, height: 2))
        #expect(!screenHoldsControlCharacters(host))
        #expect(host.lines() == ["a␛b", "+ x␛[2Jy␉z"])
    }
}
