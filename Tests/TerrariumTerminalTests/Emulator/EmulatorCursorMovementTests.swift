import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorCursorMovementTests {
    @Test func cupAndHvpAddressOneBasedRowsAndColumnsWithDefaults() {
        var terminal = TerminalEmulator(10, 5, VT.csi("3;4H"))
        #expect(terminal.cursor == Point(x: 3, y: 2))
        terminal.feed(VT.csi("H"))
        #expect(terminal.cursor == .zero)
        terminal.feed(VT.csi("2;5f"))
        #expect(terminal.cursor == Point(x: 4, y: 1))
        terminal.feed(VT.csi(";7H"))
        #expect(terminal.cursor == Point(x: 6, y: 0))
        terminal.feed(VT.csi("0;0H"))
        #expect(terminal.cursor == .zero)
    }

    @Test func addressingIsClampedToTheScreenEvenWithHugeParameters() {
        var terminal = TerminalEmulator(10, 5, VT.csi("99;99H"))
        #expect(terminal.cursor == Point(x: 9, y: 4))
        terminal.feed(VT.csi("99999999999A"))
        #expect(terminal.cursor == Point(x: 9, y: 0))
        terminal.feed(VT.csi("99999999999D"))
        #expect(terminal.cursor == .zero)
        terminal.feed(VT.csi("99999999999B") + VT.csi("99999999999C"))
        #expect(terminal.cursor == Point(x: 9, y: 4))
    }

    @Test func relativeMovesDefaultToOne() {
        var terminal = TerminalEmulator(10, 5, VT.csi("3;3H"))
        terminal.feed(VT.csi("A"))
        #expect(terminal.cursor == Point(x: 2, y: 1))
        terminal.feed(VT.csi("B") + VT.csi("0B"))
        #expect(terminal.cursor == Point(x: 2, y: 3))
        terminal.feed(VT.csi("C") + VT.csi("2C"))
        #expect(terminal.cursor == Point(x: 5, y: 3))
        terminal.feed(VT.csi("D"))
        #expect(terminal.cursor == Point(x: 4, y: 3))
    }

    @Test func nextAndPrecedingLineGoToTheFirstColumn() {
        var terminal = TerminalEmulator(10, 5, VT.csi("3;5H") + VT.csi("E"))
        #expect(terminal.cursor == Point(x: 0, y: 3))
        terminal.feed(VT.csi("5G") + VT.csi("2F"))
        #expect(terminal.cursor == Point(x: 0, y: 1))
    }

    @Test func absoluteAndRelativeColumnAndRowPositions() {
        var terminal = TerminalEmulator(10, 5, VT.csi("4G"))
        #expect(terminal.cursor == Point(x: 3, y: 0))
        terminal.feed(VT.csi("7`"))
        #expect(terminal.cursor == Point(x: 6, y: 0))
        terminal.feed(VT.csi("2a"))
        #expect(terminal.cursor == Point(x: 8, y: 0))
        terminal.feed(VT.csi("3d"))
        #expect(terminal.cursor == Point(x: 8, y: 2))
        terminal.feed(VT.csi("e"))
        #expect(terminal.cursor == Point(x: 8, y: 3))
        terminal.feed(VT.csi("20a") + VT.csi("20e"))
        #expect(terminal.cursor == Point(x: 9, y: 4))
    }

    @Test func carriageReturnBackspaceAndLineFeed() {
        var terminal = TerminalEmulator(10, 5, "abc\u{8}\u{8}X")
        #expect(terminal.trimmedLines[0] == "aXc")
        terminal.feed("\r\nline")
        #expect(terminal.cursor == Point(x: 4, y: 1))
        terminal.feed("\u{8}\u{8}\u{8}\u{8}\u{8}\u{8}")
        #expect(terminal.cursor == Point(x: 0, y: 1))
        terminal.feed("\n\u{B}\u{C}")
        #expect(terminal.cursor == Point(x: 0, y: 4))
        #expect(terminal.trimmedLines == ["aXc", "line", "", "", ""])
    }

    @Test func lineFeedKeepsTheColumnUnlessNewLineModeIsSet() {
        var terminal = TerminalEmulator(10, 4, "ab\n")
        #expect(terminal.cursor == Point(x: 2, y: 1))
        terminal.feed(VT.csi("20h") + "cd\n")
        #expect(terminal.cursor == Point(x: 0, y: 2))
        #expect(terminal.inputModes.newLineMode)
        terminal.feed(VT.csi("20l") + "ef\n")
        #expect(terminal.cursor == Point(x: 2, y: 3))
        #expect(!terminal.inputModes.newLineMode)
    }

    @Test func indexNextLineAndReverseIndex() {
        var terminal = TerminalEmulator(6, 3, "ab" + VT.esc + "D")
        #expect(terminal.cursor == Point(x: 2, y: 1))
        terminal.feed(VT.esc + "E")
        #expect(terminal.cursor == Point(x: 0, y: 2))
        terminal.feed(VT.esc + "M" + VT.esc + "M" + "top" + VT.esc + "M")
        #expect(terminal.cursor == Point(x: 3, y: 0))
        #expect(terminal.trimmedLines == ["", "top", ""])
    }

    @Test func cursorVisibility() {
        var terminal = TerminalEmulator(4, 2)
        #expect(terminal.isCursorVisible)
        let before = terminal.version
        terminal.feed(VT.csi("?25l"))
        #expect(!terminal.isCursorVisible)
        #expect(terminal.version != before)
        terminal.feed(VT.csi("?25h"))
        #expect(terminal.isCursorVisible)
    }
}
