import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorReflowTests {
    /// A shell-like screen: a prompt, a command's long line that wraps, another prompt.
    static let longLine = String(repeating: "0123456789", count: 3)

    @Test func aLongLineCutByANarrowPaneComesBackWholeWhenItWidens() {
        var terminal = TerminalEmulator(30, 4, "$ cat\r\n" + Self.longLine + "\r\n$ ")
        #expect(terminal.trimmedLines == ["$ cat", Self.longLine, "$", ""])
        terminal.resize(to: Size(width: 12, height: 4))
        #expect(terminal.trimmedLines == ["012345678901", "234567890123", "456789", "$"])
        #expect(terminal.scrollbackText(0) == "$ cat")
        #expect(terminal.cursor == Point(x: 2, y: 3))
        terminal.resize(to: Size(width: 30, height: 4))
        // The line is whole again; with the cursor on the last row the screen stays at the
        // bottom and takes "$ cat" back from the history.
        #expect(terminal.trimmedLines == ["$ cat", Self.longLine, "$", ""])
        #expect(terminal.cursor == Point(x: 2, y: 2))
        #expect(terminal.scrollbackCount == 0)
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func narrowingWrapsLinesAndKeepsTheCursorOnItsCharacter() {
        var terminal = TerminalEmulator(20, 5, "abcdefghijklmno\r\nxy" + VT.csi("1;12H"))
        terminal.resize(to: Size(width: 8, height: 5))
        #expect(terminal.trimmedLines == ["abcdefgh", "ijklmno", "xy", "", ""])
        // The cursor was on "l", the twelfth character.
        #expect(terminal.cursor == Point(x: 3, y: 1))
        terminal.feed("L")
        #expect(terminal.trimmedLines[1] == "ijkLmno")
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func textWrappedByTheProgramJoinsItsLineAndWidensBack() {
        var terminal = TerminalEmulator(5, 3, "abcdefgh\r\nz")
        #expect(terminal.trimmedLines == ["abcde", "fgh", "z"])
        terminal.resize(to: Size(width: 10, height: 3))
        #expect(terminal.trimmedLines == ["abcdefgh", "z", ""])
        #expect(terminal.cursor == Point(x: 1, y: 1))
        // The joined line copies as one, without a line break.
        #expect(terminal.text(from: Point(x: 0, y: 0), to: Point(x: 9, y: 1)) == "abcdefgh\nz")
    }

    @Test func theHistoryIsReflowedToo() {
        var terminal = TerminalEmulator(10, 2, "abcdefghijklmnop\r\n1\r\n2\r\n3")
        #expect(terminal.scrollbackCount == 3)
        terminal.resize(to: Size(width: 20, height: 2))
        #expect(terminal.scrollbackCount == 2)
        #expect(terminal.scrollbackText(0) == "abcdefghijklmnop")
        #expect(terminal.scrollbackText(1) == "1")
        #expect(terminal.trimmedLines == ["2", "3"])
        terminal.resize(to: Size(width: 4, height: 2))
        #expect((0..<terminal.scrollbackCount).map(terminal.scrollbackText) == ["abcd", "efgh", "ijkl", "mnop", "1"])
    }

    @Test func theHistoryStaysWithinItsLimit() {
        var terminal = TerminalEmulator(10, 2, "abcdefghij\r\nklmnopqrst\r\n1\r\n2", scrollbackLimit: 3)
        terminal.resize(to: Size(width: 2, height: 2))
        #expect(terminal.scrollbackCount == 3)
        #expect(terminal.droppedLineCount > 0)
        #expect(terminal.trimmedLines == ["1", "2"])
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func afterAClearTheScreenStaysWhereItIs() {
        var terminal = TerminalEmulator(10, 4, "one\r\ntwo\r\nthree\r\nfour" + VT.csi("H") + VT.csi("2J") + "$ ")
        terminal.resize(to: Size(width: 12, height: 4))
        #expect(terminal.trimmedLines == ["$", "", "", ""])
        #expect(terminal.cursor == Point(x: 2, y: 0))
    }

    @Test func theAlternateScreenIsNotReflowedButTheMainScreenUnderItIs() {
        var terminal = TerminalEmulator(6, 3, "abcdefgh\r\n$ " + VT.csi("?1049h") + VT.csi("H") + "vimvimvim")
        terminal.resize(to: Size(width: 3, height: 3))
        #expect(terminal.trimmedLines == ["vim", "vim", ""])
        terminal.resize(to: Size(width: 6, height: 3))
        #expect(terminal.trimmedLines == ["vim", "vim", ""])
        terminal.feed(VT.csi("?1049l"))
        #expect(terminal.trimmedLines == ["abcdef", "gh", "$"])
        #expect(terminal.cursor == Point(x: 2, y: 2))
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func stylesAndWideCharactersSurviveAReflow() {
        var terminal = TerminalEmulator(6, 2, VT.csi("31m") + "ab中cd中" + VT.csi("m"))
        terminal.resize(to: Size(width: 3, height: 4))
        #expect(terminal.invariantViolation() == nil)
        terminal.resize(to: Size(width: 6, height: 2))
        #expect(terminal.lines[0] == "ab中cd")
        #expect(terminal[0, 0].style.foreground == .red)
        #expect(terminal[2, 0].width == 2 && terminal[3, 0].isContinuation)
        #expect(terminal.invariantViolation() == nil)
    }
}
