import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorSaveRestoreAndScreenTests {
    @Test func decscAndDecrcRestorePositionPenCharsetAndOriginMode() {
        var terminal = TerminalEmulator(10, 5, VT.csi("2;4r") + VT.csi("?6h") + VT.csi("2;3H") + VT.csi("1;31m"))
        terminal.feed(VT.esc + "(0" + VT.esc + "7")
        terminal.feed(VT.csi("?6l") + VT.csi("m") + VT.esc + "(B" + VT.csi("5;9H"))
        terminal.feed(VT.esc + "8" + "q")
        #expect(terminal.cursor == Point(x: 3, y: 2))
        #expect(terminal[2, 2].grapheme == "─")
        #expect(terminal[2, 2].style == Style(foreground: .red, attributes: .bold))
        #expect(terminal.modes.origin)
    }

    @Test func restoringKeepsAPendingWrap() {
        let terminal = TerminalEmulator(5, 2, "abcde" + VT.esc + "7" + VT.csi("H") + VT.esc + "8" + "f")
        #expect(terminal.trimmedLines == ["abcde", "f"])
    }

    @Test func scoSaveAndRestoreWithoutAPrivateMarker() {
        var terminal = TerminalEmulator(10, 3, VT.csi("2;5H") + VT.csi("s") + VT.csi("H") + VT.csi("u"))
        #expect(terminal.cursor == Point(x: 4, y: 1))
        // The kitty keyboard forms are not restores.
        terminal.feed(VT.csi("H") + VT.csi(">1u") + VT.csi("?u") + VT.csi("=1;1u") + VT.csi("<u"))
        #expect(terminal.cursor == .zero)
        #expect(terminal.takeReplies().isEmpty)
    }

    @Test func mode1048SavesAndRestoresTheCursor() {
        let terminal = TerminalEmulator(10, 3, VT.csi("3;3H") + VT.csi("?1048h") + VT.csi("H") + VT.csi("?1048l"))
        #expect(terminal.cursor == Point(x: 2, y: 2))
    }

    @Test func alternateScreenRoundTripKeepsTheMainScreen() {
        var terminal = TerminalEmulator(10, 3, "shell$ ls\r\nfile" + VT.csi("1;32m"))
        let main = terminal.lines
        let cursor = terminal.cursor
        terminal.feed(VT.csi("?1049h"))
        #expect(terminal.isAlternateScreen)
        #expect(terminal.trimmedLines == ["", "", ""])
        #expect(terminal.cursor == cursor)
        terminal.feed(VT.csi("H") + "vim" + VT.csi("3;1H") + "\n\n\n")
        #expect(terminal.scrollbackCount == 0)
        terminal.feed(VT.csi("?1049l"))
        #expect(!terminal.isAlternateScreen)
        #expect(terminal.lines == main)
        #expect(terminal.cursor == cursor)
        terminal.feed("x")
        #expect(terminal[4, 1].style == Style(foreground: .green, attributes: .bold))
    }

    @Test func enteringTheAlternateScreenAgainClearsItEachTime() {
        var terminal = TerminalEmulator(5, 2, VT.csi("?1049h") + "alt" + VT.csi("?1049l"))
        terminal.feed(VT.csi("?1049h"))
        #expect(terminal.trimmedLines == ["", ""])
        terminal.feed(VT.csi("?47l") + VT.csi("?47h") + VT.csi("?1047l"))
        #expect(!terminal.isAlternateScreen)
    }

    @Test func switchingScreensChangesTheVersion() {
        var terminal = TerminalEmulator(5, 2)
        let before = terminal.version
        terminal.feed(VT.csi("?47h"))
        #expect(terminal.version != before)
        #expect(terminal.isAlternateScreen)
        terminal.feed(VT.csi("?47l"))
        #expect(!terminal.isAlternateScreen)
    }

    @Test func fullResetClearsEverythingButTheHistoryAndTitle() {
        var terminal = TerminalEmulator(
            4, 2, "a\r\nb\r\nc" + VT.osc("2;kept") + VT.csi("?1h") + VT.csi("1m") + VT.csi("?25l"))
        terminal.feed(VT.csi("?1049h") + VT.esc + "c")
        #expect(!terminal.isAlternateScreen)
        #expect(terminal.trimmedLines == ["", ""])
        #expect(terminal.cursor == .zero)
        #expect(terminal.isCursorVisible)
        #expect(terminal.inputModes == TerminalInputModes())
        #expect(terminal.scrollbackCount == 1)
        #expect(terminal.title == "kept")
        terminal.feed("x")
        #expect(terminal[0, 0].style == .plain)
    }

    @Test func softResetKeepsTheScreen() {
        var terminal = TerminalEmulator(
            6, 3, "ab" + VT.csi("2;3r") + VT.csi("?6h") + VT.csi("4h") + VT.csi("?25l") + VT.csi("7m"))
        terminal.feed(VT.csi("!p"))
        #expect(terminal.trimmedLines == ["ab", "", ""])
        #expect(terminal.isCursorVisible)
        #expect(!terminal.modes.origin)
        #expect(!terminal.modes.insert)
        #expect(terminal.scrollTop == 0 && terminal.scrollBottom == 2)
        terminal.feed("c")
        #expect(terminal[0, 1].style == .plain)
    }
}
