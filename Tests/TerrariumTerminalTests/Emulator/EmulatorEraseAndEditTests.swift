import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorEraseAndEditTests {
    /// Three rows of ten letters, the cursor on the middle one's fifth column.
    func filled() -> TerminalEmulator {
        TerminalEmulator(10, 3, "abcdefghij" + "klmnopqrst" + "uvwxyz0123" + VT.csi("2;5H"))
    }

    @Test func eraseInDisplay() {
        var below = filled()
        below.feed(VT.csi("J"))
        #expect(below.trimmedLines == ["abcdefghij", "klmn", ""])
        var above = filled()
        above.feed(VT.csi("1J"))
        #expect(above.trimmedLines == ["", "     pqrst", "uvwxyz0123"])
        var all = filled()
        all.feed(VT.csi("2J"))
        #expect(all.trimmedLines == ["", "", ""])
        #expect(all.cursor == Point(x: 4, y: 1))
    }

    @Test func eraseInLine() {
        var right = filled()
        right.feed(VT.csi("K"))
        #expect(right.trimmedLines[1] == "klmn")
        var left = filled()
        left.feed(VT.csi("1K"))
        #expect(left.trimmedLines[1] == "     pqrst")
        var whole = filled()
        whole.feed(VT.csi("2K"))
        #expect(whole.trimmedLines == ["abcdefghij", "", "uvwxyz0123"])
    }

    @Test func eraseCharactersDoesNotMoveTheRest() {
        var terminal = filled()
        terminal.feed(VT.csi("3X"))
        #expect(terminal.trimmedLines[1] == "klmn   rst")
        terminal.feed(VT.csi("99X"))
        #expect(terminal.trimmedLines[1] == "klmn")
        #expect(terminal.cursor == Point(x: 4, y: 1))
    }

    @Test func erasingFillsWithTheBackgroundColourOnly() {
        var terminal = filled()
        terminal.feed(VT.csi("1;4;44m") + VT.csi("K"))
        #expect(terminal[6, 1] == .blank(Style(background: .ansi(4))))
        terminal.feed(VT.csi("m") + VT.csi("1K"))
        #expect(terminal[0, 1] == .blank)
    }

    @Test func insertAndDeleteCharacters() {
        var terminal = filled()
        terminal.feed(VT.csi("2@"))
        #expect(terminal.trimmedLines[1] == "klmn  opqr")
        terminal.feed(VT.csi("3P"))
        #expect(terminal.trimmedLines[1] == "klmnpqr")
        terminal.feed(VT.csi("99P"))
        #expect(terminal.trimmedLines[1] == "klmn")
        terminal.feed(VT.csi("99@"))
        #expect(terminal.trimmedLines[1] == "klmn")
        #expect(terminal.cursor == Point(x: 4, y: 1))
    }

    @Test func insertAndDeleteLines() {
        var terminal = filled()
        terminal.feed(VT.csi("L"))
        #expect(terminal.trimmedLines == ["abcdefghij", "", "klmnopqrst"])
        terminal.feed(VT.csi("2M"))
        #expect(terminal.trimmedLines == ["abcdefghij", "", ""])
        terminal.feed(VT.csi("H") + VT.csi("9L"))
        #expect(terminal.trimmedLines == ["", "", ""])
    }

    @Test func insertAndDeleteLinesStayInsideTheScrollRegion() {
        var terminal = TerminalEmulator(3, 5, "1\r\n2\r\n3\r\n4\r\n5" + VT.csi("2;4r") + VT.csi("2;1H"))
        terminal.feed(VT.csi("L"))
        #expect(terminal.trimmedLines == ["1", "", "2", "3", "5"])
        terminal.feed(VT.csi("2M"))
        #expect(terminal.trimmedLines == ["1", "3", "", "", "5"])
        // Outside the region they do nothing.
        terminal.feed(VT.csi("5;1H") + VT.csi("L") + VT.csi("1;1H") + VT.csi("M"))
        #expect(terminal.trimmedLines == ["1", "3", "", "", "5"])
    }

    @Test func scrollUpAndDown() {
        var terminal = TerminalEmulator(3, 4, "1\r\n2\r\n3\r\n4", scrollbackLimit: 0)
        terminal.feed(VT.csi("S"))
        #expect(terminal.trimmedLines == ["2", "3", "4", ""])
        terminal.feed(VT.csi("2T"))
        #expect(terminal.trimmedLines == ["", "", "2", "3"])
        // `CSI T` with several parameters is mouse highlight tracking, not a scroll.
        terminal.feed(VT.csi("1;2;3;4;5T"))
        #expect(terminal.trimmedLines == ["", "", "2", "3"])
        terminal.feed(VT.csi("2;3r") + VT.csi("S"))
        #expect(terminal.trimmedLines == ["", "2", "", "3"])
    }

    @Test func repeatRepeatsTheLastGraphicCharacter() {
        var terminal = TerminalEmulator(12, 2, "ab" + VT.csi("3b"))
        #expect(terminal.trimmedLines[0] == "abbbb")
        terminal.feed("中" + VT.csi("2b"))
        #expect(terminal.trimmedLines[0] == "abbbb中中中")
        // Nothing to repeat after another sequence.
        terminal.feed(VT.csi("2;1H") + VT.csi("5b"))
        #expect(terminal.trimmedLines[1] == "")
    }

    @Test func screenAlignmentFillsWithE() {
        let terminal = TerminalEmulator(3, 2, "ab" + VT.csi("2;2r") + VT.esc + "#8")
        #expect(terminal.trimmedLines == ["EEE", "EEE"])
        #expect(terminal.cursor == .zero)
    }
}
