import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorTabStopTests {
    @Test func tabsStopEveryEightColumnsAndAtTheLastColumn() {
        var terminal = TerminalEmulator(20, 1, "\t")
        #expect(terminal.cursor.x == 8)
        terminal.feed("\t")
        #expect(terminal.cursor.x == 16)
        terminal.feed("\t\t")
        #expect(terminal.cursor.x == 19)
    }

    @Test func tabDoesNotWriteCells() {
        let terminal = TerminalEmulator(20, 1, "abcdefghij" + VT.csi("1G") + "\tX")
        #expect(terminal.trimmedLines == ["abcdefghXj"])
    }

    @Test func setAndClearStops() {
        var terminal = TerminalEmulator(20, 1, VT.csi("4G") + VT.esc + "H" + VT.csi("1G") + "\t")
        #expect(terminal.cursor.x == 3)
        terminal.feed("\t")
        #expect(terminal.cursor.x == 8)
        terminal.feed(VT.csi("g") + VT.csi("1G") + "\t\t")
        #expect(terminal.cursor.x == 16)
        terminal.feed(VT.csi("3g") + VT.csi("1G") + "\t")
        #expect(terminal.cursor.x == 19)
    }

    @Test func forwardAndBackwardTabulation() {
        var terminal = TerminalEmulator(30, 1, VT.csi("2I"))
        #expect(terminal.cursor.x == 16)
        terminal.feed(VT.csi("Z"))
        #expect(terminal.cursor.x == 8)
        terminal.feed(VT.csi("5Z"))
        #expect(terminal.cursor.x == 0)
        terminal.feed(VT.csi("9I"))
        #expect(terminal.cursor.x == 29)
    }

    @Test func resizingKeepsStopsAndAddsDefaultsInNewColumns() {
        var terminal = TerminalEmulator(10, 1, VT.csi("3g") + VT.csi("3G") + VT.esc + "H")
        terminal.resize(to: Size(width: 20, height: 1))
        terminal.feed(VT.csi("1G") + "\t")
        #expect(terminal.cursor.x == 2)
        terminal.feed("\t")
        #expect(terminal.cursor.x == 16)
    }
}
