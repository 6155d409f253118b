import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorResizeTests {
    @Test func sizesAreAtLeastOneByOne() {
        var terminal = TerminalEmulator(size: Size(width: 0, height: -3))
        #expect(terminal.size == Size(width: 1, height: 1))
        terminal.feed("abc中\r\n" + VT.csi("5;5H") + "x")
        #expect(terminal.invariantViolation() == nil)
        terminal.resize(to: .zero)
        #expect(terminal.size == Size(width: 1, height: 1))
    }

    @Test func narrowingReflowsAndAWideCharacterThatDoesNotFitMovesOn() {
        var terminal = TerminalEmulator(6, 2, "ab中de" + VT.csi("2;6H"))
        terminal.resize(to: Size(width: 3, height: 2))
        #expect(terminal.lines == ["e  ", "   "])
        #expect(terminal.scrollbackText(0) == "ab" && terminal.scrollbackText(1) == "中d")
        #expect(terminal.cursor == Point(x: 2, y: 1))
        #expect(terminal.invariantViolation() == nil)
        terminal.resize(to: Size(width: 6, height: 2))
        #expect(terminal.lines == ["ab中de", "      "])
        #expect(terminal.scrollbackCount == 0)
    }

    @Test func shorteningKeepsTheCursorRowByMovingTopLinesToHistory() {
        var terminal = TerminalEmulator(5, 5, "1\r\n2\r\n3\r\n4\r\n5")
        terminal.resize(to: Size(width: 5, height: 3))
        #expect(terminal.trimmedLines == ["3", "4", "5"])
        #expect(terminal.cursor == Point(x: 1, y: 2))
        #expect(terminal.scrollbackCount == 2)
        #expect(terminal.scrollbackText(1) == "2")
    }

    @Test func shorteningWithTheCursorHighDropsBottomLines() {
        var terminal = TerminalEmulator(5, 5, "1\r\n2" + VT.csi("5;1H") + "5" + VT.csi("2;2H"))
        terminal.resize(to: Size(width: 5, height: 3))
        #expect(terminal.trimmedLines == ["1", "2", ""])
        #expect(terminal.cursor == Point(x: 1, y: 1))
        #expect(terminal.scrollbackCount == 0)
    }

    @Test func growingWithTheCursorAtTheBottomTakesLinesBackFromHistory() {
        var terminal = TerminalEmulator(5, 3, "1\r\n2\r\n3\r\n4\r\n5")
        #expect(terminal.scrollbackCount == 2)
        terminal.resize(to: Size(width: 5, height: 6))
        #expect(terminal.trimmedLines == ["1", "2", "3", "4", "5", ""])
        #expect(terminal.cursor == Point(x: 1, y: 4))
        #expect(terminal.scrollbackCount == 0)
        terminal.resize(to: Size(width: 5, height: 3))
        #expect(terminal.trimmedLines == ["3", "4", "5"])
        #expect(terminal.scrollbackCount == 2)
    }

    @Test func growingWithTheCursorHighAddsBlankRows() {
        var terminal = TerminalEmulator(5, 3, "1\r\n2\r\n3\r\n4" + VT.csi("H"))
        terminal.resize(to: Size(width: 5, height: 5))
        #expect(terminal.trimmedLines == ["2", "3", "4", "", ""])
        #expect(terminal.scrollbackCount == 1)
        #expect(terminal.cursor == .zero)
    }

    @Test func theAlternateScreenIsCutAndExtendedAndTheMainScreenFollows() {
        var terminal = TerminalEmulator(
            5, 4, "1\r\n2\r\n3\r\n4" + VT.csi("?1049h") + VT.csi("H") + "alt" + VT.csi("4;1H") + "end")
        terminal.resize(to: Size(width: 5, height: 2))
        #expect(terminal.trimmedLines == ["alt", ""])
        #expect(terminal.cursor == Point(x: 3, y: 1))
        terminal.feed(VT.csi("?1049l"))
        #expect(terminal.trimmedLines == ["3", "4"])
        #expect(terminal.cursor == Point(x: 1, y: 1))
        #expect(terminal.scrollbackCount == 2)
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func theScrollRegionResetsAndPendingWrapClears() {
        var terminal = TerminalEmulator(5, 4, VT.csi("2;3r") + "abcde")
        terminal.resize(to: Size(width: 6, height: 4))
        #expect(terminal.scrollTop == 0 && terminal.scrollBottom == 3)
        terminal.feed("f")
        #expect(terminal.trimmedLines == ["abcdf", "", "", ""])
    }

    @Test func historyLinesComeBackAtTheNewWidth() {
        var terminal = TerminalEmulator(8, 2, "abcdef中\r\nx\r\ny")
        terminal.resize(to: Size(width: 7, height: 2))
        #expect(terminal.scrollbackLine(0).count == 7)
        #expect(terminal.scrollbackText(0) == "abcdef")
        #expect(terminal.scrollbackText(1) == "中")
        terminal.resize(to: Size(width: 7, height: 3))
        #expect(terminal.trimmedLines == ["中", "x", "y"])
        terminal.resize(to: Size(width: 8, height: 3))
        #expect(terminal.trimmedLines == ["abcdef中", "x", "y"])
        #expect(terminal.invariantViolation() == nil)
    }
}
