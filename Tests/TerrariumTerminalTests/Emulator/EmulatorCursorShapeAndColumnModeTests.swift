import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorCursorShapeAndColumnModeTests {
    @Test(arguments: [
        ("1", CursorShape(.block, blinking: true)), ("2", CursorShape(.block, blinking: false)),
        ("3", CursorShape(.underline, blinking: true)), ("4", CursorShape(.underline, blinking: false)),
        ("5", CursorShape(.bar, blinking: true)), ("6", CursorShape(.bar, blinking: false)),
    ])
    func decscusrSetsTheCursorShape(parameter: String, shape: CursorShape) {
        let terminal = TerminalEmulator(10, 1, VT.csi("4 q") + VT.csi("\(parameter) q"))
        #expect(terminal.cursorShape == shape)
        #expect(shape.decscusrParameter == Int(parameter))
    }

    @Test(arguments: ["0", ""]) func theDefaultShapeIsTheTerminals(parameter: String) {
        let terminal = TerminalEmulator(10, 1, VT.csi("4 q") + VT.csi("\(parameter) q"))
        #expect(terminal.cursorShape == nil)
        #expect(TerminalEmulator(10, 1).cursorShape == nil)
    }

    @Test func anUnknownShapeIsIgnoredAndAResetForgetsTheShape() {
        var terminal = TerminalEmulator(10, 1, VT.csi("6 q") + VT.csi("7 q"))
        #expect(terminal.cursorShape == CursorShape(.bar, blinking: false))
        terminal.feed(VT.esc + "c")
        #expect(terminal.cursorShape == nil)
    }

    @Test(arguments: ["h", "l"]) func deccolmClearsTheScreenAndHomesTheCursorKeepingTheSize(final: String) {
        var terminal = TerminalEmulator(10, 3, "one\r\ntwo\r\nthree" + VT.csi("2;3r"))
        terminal.feed(VT.csi("?3" + final))
        #expect(terminal.trimmedLines == ["", "", ""])
        #expect(terminal.cursor == Point(x: 0, y: 0))
        #expect(terminal.size == Size(width: 10, height: 3))
        // The scroll region is the whole screen again: three line feeds scroll once.
        terminal.feed("a\n\n\nb")
        #expect(terminal.trimmedLines == ["", "", " b"])
        terminal.feed(VT.csi("?3$p"))
        #expect(terminal.takeReplyText() == "\u{1B}[?3;\(final == "h" ? 1 : 2)$y")
    }
}
