import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorScrollbackTests {
    /// `count` numbered lines, each ended by CR LF.
    static func numbered(_ count: Int) -> String {
        (1...count).map { "line \($0)\r\n" }.joined()
    }

    @Test func linesScrolledOffTheTopAreKept() {
        let terminal = TerminalEmulator(10, 3, Self.numbered(5))
        #expect(terminal.scrollbackCount == 3)
        #expect(terminal.droppedLineCount == 0)
        #expect((0..<3).map { terminal.scrollbackText($0) } == ["line 1", "line 2", "line 3"])
        #expect(terminal.trimmedLines == ["line 4", "line 5", ""])
        #expect(terminal.scrollbackLine(0).count == 10)
        #expect(terminal.scrollbackLine(3).isEmpty)
        #expect(terminal.scrollbackLine(-1).isEmpty)
    }

    @Test func theLimitDropsTheOldestAndCountsThem() {
        let terminal = TerminalEmulator(10, 2, Self.numbered(10), scrollbackLimit: 4)
        #expect(terminal.scrollbackCount == 4)
        #expect(terminal.droppedLineCount == 5)
        #expect((0..<4).map { terminal.scrollbackText($0) } == ["line 6", "line 7", "line 8", "line 9"])
        let none = TerminalEmulator(10, 2, Self.numbered(10), scrollbackLimit: 0)
        #expect(none.scrollbackCount == 0)
        #expect(none.droppedLineCount == 9)
    }

    @Test func historyKeepsStylesAndWideCharacters() {
        let terminal = TerminalEmulator(6, 1, VT.csi("31m") + "中x\r\n")
        let line = terminal.scrollbackLine(0)
        #expect(line[0].grapheme == "中")
        #expect(line[1].isContinuation)
        #expect(line[2].style.foreground == .red)
    }

    @Test func shortLinesAreKeptWithoutTrailingBlanksAndReadBackWhole() {
        let terminal = TerminalEmulator(10, 1, "ab\r\n" + VT.csi("44m") + "c" + VT.csi("K") + "\r\n")
        #expect(terminal.scrollback[0].cells.count == 2)
        #expect(terminal.scrollbackLine(0).count == 10)
        #expect(terminal.scrollbackLine(0)[9] == .blank)
        // Blanks in a colour show on screen, so they stay.
        #expect(terminal.scrollback[1].cells.count == 10)
        #expect(terminal.scrollbackLine(1)[9] == .blank(Style(background: .ansi(4))))
    }

    @Test func theAlternateScreenAddsNothing() {
        let terminal = TerminalEmulator(10, 2, VT.csi("?1049h") + Self.numbered(10) + VT.csi("?1049l"))
        #expect(terminal.scrollbackCount == 0)
    }

    @Test func eraseDisplay3ClearsTheHistoryOnly() {
        var terminal = TerminalEmulator(10, 2, Self.numbered(5) + "x")
        terminal.feed(VT.csi("3J"))
        #expect(terminal.scrollbackCount == 0)
        #expect(terminal.droppedLineCount == 4)
        #expect(terminal.trimmedLines == ["line 5", "x"])
    }

    @Test func drawingCopiesCellsAndScrollsBack() {
        let terminal = TerminalEmulator(8, 2, Self.numbered(3) + VT.csi("1;32m") + "中" + VT.osc("8;;http://x") + "go")
        let buffer = CellBuffer(size: Size(width: 8, height: 2))
        terminal.draw(in: GraphicsContext(buffer))
        #expect(buffer.lines == ["line 3  ", "中go    "])
        #expect(buffer[0, 1]?.style == Style(foreground: .green, attributes: .bold))
        #expect(buffer[1, 1]?.isContinuation == true)
        #expect(buffer[2, 1]?.style.hyperlink == Hyperlink("http://x"))
        terminal.draw(in: GraphicsContext(buffer), scrolledBack: 2)
        #expect(buffer.lines == ["line 1  ", "line 2  "])
        terminal.draw(in: GraphicsContext(buffer), scrolledBack: 99)
        #expect(buffer.lines == ["line 1  ", "line 2  "])
        terminal.draw(in: GraphicsContext(buffer), scrolledBack: -5)
        #expect(buffer.lines == ["line 3  ", "中go    "])
    }

    @Test func drawingClipsToTheContextAndLeavesTheRestAlone() {
        let terminal = TerminalEmulator(6, 3, "abcdef" + "中文字" + "ghijkl")
        let buffer = CellBuffer(
            size: Size(width: 10, height: 4), filling: Cell(unchecked: "#", width: 1, style: .plain))
        let context = GraphicsContext(buffer)
        terminal.draw(in: context.subcontext(Rect(x: 1, y: 1, width: 3, height: 2)))
        #expect(buffer.lines == ["##########", "#abc######", "#中 ######", "##########"])
        terminal.draw(in: context.subcontext(Rect(x: 2, y: 0, width: 8, height: 4)))
        #expect(buffer.lines == ["##abcdef##", "#a中文字##", "# ghijkl##", "##########"])
    }

    @Test func selectionTextJoinsWrappedLinesAndTrimsOthers() {
        let terminal = TerminalEmulator(5, 5, "hello world\r\nab   \r\n中文")
        #expect(terminal.trimmedLines == ["hello", " worl", "d", "ab", "中文"])
        let all = terminal.text(from: Point(x: 0, y: 0), to: Point(x: 4, y: 4))
        #expect(all == "hello world\nab\n中文")
        #expect(terminal.text(from: Point(x: 4, y: 4), to: Point(x: 0, y: 0)) == all)
        #expect(terminal.text(from: Point(x: 2, y: 0), to: Point(x: 2, y: 1)) == "llo wo")
        #expect(terminal.text(from: Point(x: 1, y: 2), to: Point(x: 1, y: 2)) == "")
        // Blanks at the end of a wrapped line are the text's own.
        let spaced = TerminalEmulator(5, 2, "abcd  efgh")
        #expect(spaced.text(from: Point(x: 0, y: 0), to: Point(x: 4, y: 1)) == "abcd  efgh")
    }

    @Test func selectionTextReachesIntoHistoryAndTakesWideCharactersWhole() {
        let terminal = TerminalEmulator(6, 2, "one\r\n中文字\r\nlast")
        #expect(terminal.scrollbackCount == 1)
        #expect(terminal.text(from: Point(x: 0, y: 0), to: Point(x: 9, y: 2)) == "one\n中文字\nlast")
        #expect(terminal.text(from: Point(x: 1, y: 1), to: Point(x: 2, y: 1)) == "中文")
        #expect(terminal.text(from: Point(x: -3, y: -3), to: Point(x: 99, y: 99)) == "one\n中文字\nlast")
    }
}
