import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorAutoWrapTests {
    static let eighty = String(repeating: "0123456789", count: 8)

    @Test func aFullLineLeavesTheCursorOnTheLastColumnWithAWrapPending() {
        var terminal = TerminalEmulator(80, 3, Self.eighty)
        #expect(terminal.cursor == Point(x: 79, y: 0))
        #expect(terminal.pendingWrap)
        terminal.feed("x")
        #expect(terminal.cursor == Point(x: 1, y: 1))
        #expect(terminal.trimmedLines == [Self.eighty, "x", ""])
    }

    @Test func unicodeAndWideCharactersThatFillTheLineLeaveAWrapPending() {
        var terminal = TerminalEmulator(4, 2, "éééé")
        #expect(terminal.cursor == Point(x: 3, y: 0))
        #expect(terminal.pendingWrap)
        terminal = TerminalEmulator(4, 2, "中中")
        #expect(terminal.cursor == Point(x: 3, y: 0))
        #expect(terminal.pendingWrap)
        terminal = TerminalEmulator(4, 2, "中é")
        #expect(terminal.cursor == Point(x: 3, y: 0))
        #expect(!terminal.pendingWrap)
        terminal.feed(VT.csi("?7l") + VT.csi("1;3H") + "中")
        #expect(terminal.cursor == Point(x: 3, y: 0))
        #expect(!terminal.pendingWrap, "without auto-wrap nothing is pending")
    }

    @Test func carriageReturnAndMovesClearThePendingWrap() {
        var terminal = TerminalEmulator(80, 3, Self.eighty + "\r")
        #expect(terminal.cursor == Point(x: 0, y: 0))
        terminal.feed("y")
        #expect(terminal.trimmedLines[0].hasPrefix("y1234"))
        terminal.feed(VT.csi("1;80H") + "z" + VT.csi("C") + "w")
        #expect(terminal.trimmedLines[0].hasSuffix("8w"))
        #expect(terminal.cursor == Point(x: 79, y: 0))
    }

    @Test func aLineFeedWithAPendingWrapMovesDownOnce() {
        let terminal = TerminalEmulator(80, 3, Self.eighty + "\r\nnext")
        #expect(terminal.trimmedLines == [Self.eighty, "next", ""])
    }

    @Test func withoutAutoWrapTheLastColumnIsOverwritten() {
        var terminal = TerminalEmulator(5, 2, VT.csi("?7l") + "abcdefg")
        #expect(terminal.trimmedLines == ["abcdg", ""])
        #expect(terminal.cursor == Point(x: 4, y: 0))
        terminal.feed(VT.csi("?7h") + "hi")
        #expect(terminal.trimmedLines == ["abcdh", "i"])
    }

    @Test func wrappingAtTheBottomScrolls() {
        let terminal = TerminalEmulator(3, 2, "abcdefgh")
        #expect(terminal.trimmedLines == ["def", "gh"])
        #expect(terminal.scrollbackText(0) == "abc")
    }

    @Test func backspaceFromThePendingWrapLandsBeforeTheLastColumn() {
        let terminal = TerminalEmulator(5, 2, "abcde\u{8}X")
        #expect(terminal.trimmedLines == ["abcXe", ""])
    }

    @Test func eraseInLineWithAPendingWrapErasesTheLastColumn() {
        var terminal = TerminalEmulator(5, 2, "abcde" + VT.csi("K"))
        #expect(terminal.trimmedLines == ["abcd", ""])
        terminal.feed("x")
        #expect(terminal.trimmedLines == ["abcdx", ""])
    }

    @Test func insertModeShiftsTheLineRight() {
        var terminal = TerminalEmulator(6, 1, "abcd" + VT.csi("1G") + VT.csi("4h") + "XY")
        #expect(terminal.trimmedLines == ["XYabcd"])
        terminal.feed("中")
        #expect(terminal.trimmedLines == ["XY中ab"])
        terminal.feed(VT.csi("4l") + "Z")
        #expect(terminal.trimmedLines == ["XY中Zb"])
    }
}
