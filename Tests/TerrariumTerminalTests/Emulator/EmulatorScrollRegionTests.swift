import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorScrollRegionTests {
    /// Five numbered rows, the scroll region on rows 2–4.
    func regioned() -> TerminalEmulator {
        TerminalEmulator(3, 5, "1\r\n2\r\n3\r\n4\r\n5" + VT.csi("2;4r"))
    }

    @Test func settingTheRegionHomesTheCursorAndBadRegionsAreIgnored() {
        var terminal = regioned()
        #expect(terminal.cursor == .zero)
        terminal.feed(VT.csi("3;3H") + VT.csi("4;2r"))
        #expect(terminal.cursor == Point(x: 2, y: 2))
        terminal.feed(VT.csi("3;3r"))
        #expect(terminal.cursor == Point(x: 2, y: 2))
    }

    @Test func lineFeedAtTheBottomMarginScrollsOnlyTheRegion() {
        var terminal = regioned()
        terminal.feed(VT.csi("4;1H") + "\n")
        #expect(terminal.trimmedLines == ["1", "3", "4", "", "5"])
        #expect(terminal.cursor == Point(x: 0, y: 3))
        #expect(terminal.scrollbackCount == 0)
    }

    @Test func reverseIndexAtTheTopMarginScrollsTheRegionDown() {
        var terminal = regioned()
        terminal.feed(VT.csi("2;1H") + VT.esc + "M")
        #expect(terminal.trimmedLines == ["1", "", "2", "3", "5"])
        #expect(terminal.cursor == Point(x: 0, y: 1))
    }

    @Test func lineFeedBelowTheRegionDoesNotScroll() {
        var terminal = regioned()
        terminal.feed(VT.csi("5;1H") + "\n\n")
        #expect(terminal.trimmedLines == ["1", "2", "3", "4", "5"])
        #expect(terminal.cursor == Point(x: 0, y: 4))
    }

    @Test func cursorUpAndDownStopAtTheMarginsFromInside() {
        var terminal = regioned()
        terminal.feed(VT.csi("3;1H") + VT.csi("9A"))
        #expect(terminal.cursor.y == 1)
        terminal.feed(VT.csi("9B"))
        #expect(terminal.cursor.y == 3)
        // From outside the region they go to the screen's edges.
        terminal.feed(VT.csi("1;1H") + VT.csi("A"))
        #expect(terminal.cursor.y == 0)
        terminal.feed(VT.csi("5;1H") + VT.csi("9A"))
        #expect(terminal.cursor.y == 1)
    }

    @Test func originModeAddressesRowsWithinTheRegion() {
        var terminal = regioned()
        terminal.feed(VT.csi("?6h"))
        #expect(terminal.cursor == Point(x: 0, y: 1))
        terminal.feed(VT.csi("2;2H"))
        #expect(terminal.cursor == Point(x: 1, y: 2))
        terminal.feed(VT.csi("9;1H"))
        #expect(terminal.cursor == Point(x: 0, y: 3))
        terminal.feed(VT.csi("1d"))
        #expect(terminal.cursor == Point(x: 0, y: 1))
        terminal.feed(VT.csi("?6l"))
        #expect(terminal.cursor == .zero)
    }

    @Test func linesLeaveForTheHistoryOnlyWhenTheRegionStartsAtTheTop() {
        var terminal = TerminalEmulator(3, 3, "a\r\nb\r\nc" + VT.csi("2;3r") + VT.csi("3;1H") + "\n")
        #expect(terminal.scrollbackCount == 0)
        terminal.feed(VT.csi("1;2r") + VT.csi("2;1H") + "\n")
        #expect(terminal.scrollbackCount == 1)
        #expect(terminal.scrollbackText(0) == "a")
        #expect(terminal.trimmedLines == ["c", "", ""])
    }

    @Test func scrollUpAndDownMoveOnlyTheRegionAndStopAtItsHeight() {
        var terminal = regioned()
        terminal.feed(VT.csi("2S"))
        #expect(terminal.trimmedLines == ["1", "4", "", "", "5"])
        terminal = regioned()
        terminal.feed(VT.csi("2T"))
        #expect(terminal.trimmedLines == ["1", "", "", "2", "5"])
        for command in ["9S", "9T"] {
            terminal = regioned()
            terminal.feed(VT.csi(command))
            #expect(terminal.trimmedLines == ["1", "", "", "", "5"], "\(command)")
        }
    }
}
