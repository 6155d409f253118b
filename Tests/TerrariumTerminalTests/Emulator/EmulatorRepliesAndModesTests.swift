import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorRepliesAndModesTests {
    @Test func deviceStatusReports() {
        var terminal = TerminalEmulator(10, 5, VT.csi("5n") + VT.csi("3;4H") + VT.csi("6n") + VT.csi("?6n"))
        #expect(terminal.takeReplyText() == "\u{1B}[0n\u{1B}[3;4R\u{1B}[?3;4R")
        #expect(terminal.takeReplies().isEmpty)
    }

    @Test func cursorReportsAreRelativeToTheRegionInOriginMode() {
        var terminal = TerminalEmulator(10, 6, VT.csi("3;5r") + VT.csi("?6h") + VT.csi("2;2H") + VT.csi("6n"))
        #expect(terminal.takeReplyText() == "\u{1B}[2;2R")
    }

    @Test func aReportWithAPendingWrapGivesTheLastColumn() {
        var terminal = TerminalEmulator(5, 2, "abcde" + VT.csi("6n"))
        #expect(terminal.takeReplyText() == "\u{1B}[1;5R")
    }

    @Test func deviceAttributesAndVersion() {
        var terminal = TerminalEmulator(10, 2, VT.csi("c") + VT.csi("0c") + VT.csi(">c") + VT.csi(">0c") + VT.csi(">q"))
        #expect(
            terminal.takeReplyText()
                == "\u{1B}[?62;22c\u{1B}[?62;22c\u{1B}[>1;10;0c\u{1B}[>1;10;0c\u{1B}P>|Terrarium\u{1B}\\")
        terminal.feed(VT.csi("1c") + VT.csi("=c") + VT.csi(">1c"))
        #expect(terminal.takeReplies().isEmpty)
    }

    @Test func modeRequestsReportSetResetAndUnknown() {
        var terminal = TerminalEmulator(10, 2, VT.csi("?2004h") + VT.csi("4h"))
        terminal.feed(VT.csi("?2004$p") + VT.csi("?1$p") + VT.csi("?9999$p") + VT.csi("?2026$p"))
        terminal.feed(VT.csi("4$p") + VT.csi("20$p") + VT.csi("99$p"))
        #expect(
            terminal.takeReplyText()
                == "\u{1B}[?2004;1$y\u{1B}[?1;2$y\u{1B}[?9999;0$y\u{1B}[?2026;2$y\u{1B}[4;1$y\u{1B}[20;2$y\u{1B}[99;0$y"
        )
    }

    @Test func windowSizeReportAndOtherWindowOperations() {
        var terminal = TerminalEmulator(12, 3, VT.csi("18t") + VT.csi("22;0;0t") + VT.csi("23;0;0t") + VT.csi("14t"))
        #expect(terminal.takeReplyText() == "\u{1B}[8;3;12t")
    }

    @Test func theReplyQueueIsBounded() {
        var terminal = TerminalEmulator(10, 2)
        terminal.feed(String(repeating: VT.csi("6n"), count: 2000))
        let replies = terminal.takeReplies()
        #expect(replies.count <= TerminalEmulator.maximumReplyBytes)
        #expect(replies.count > TerminalEmulator.maximumReplyBytes - 10)
    }

    @Test func inputModesFollowTheProgram() {
        var terminal = TerminalEmulator(10, 2)
        terminal.feed(VT.csi("?1h") + VT.esc + "=" + VT.csi("?2004h") + VT.csi("?1004h") + VT.csi("20h"))
        var expected = TerminalInputModes()
        expected.applicationCursorKeys = true
        expected.applicationKeypad = true
        expected.bracketedPaste = true
        expected.focusEvents = true
        expected.newLineMode = true
        #expect(terminal.inputModes == expected)
        terminal.feed(VT.csi("?1l") + VT.esc + ">" + VT.csi("?2004l") + VT.csi("?1004l") + VT.csi("20l"))
        #expect(terminal.inputModes == TerminalInputModes())
    }

    @Test func mouseTrackingAndEncodings() {
        var terminal = TerminalEmulator(10, 2)
        let tracking: [(String, TerminalInputModes.MouseTracking)] = [
            ("9", .x10), ("1000", .normal), ("1002", .buttonEvent), ("1003", .anyEvent),
        ]
        for (mode, value) in tracking {
            terminal.feed(VT.csi("?\(mode)h"))
            #expect(terminal.inputModes.mouseTracking == value)
        }
        terminal.feed(VT.csi("?1000l"))
        #expect(terminal.inputModes.mouseTracking == .none)
        terminal.feed(VT.csi("?1002;1006h"))
        #expect(terminal.inputModes.mouseTracking == .buttonEvent)
        #expect(terminal.inputModes.mouseEncoding == .sgr)
        terminal.feed(VT.csi("?1005h"))
        #expect(terminal.inputModes.mouseEncoding == .utf8)
        terminal.feed(VT.csi("?1006l"))
        #expect(terminal.inputModes.mouseEncoding == .utf8)
        terminal.feed(VT.csi("?1015h") + VT.csi("?1015l"))
        #expect(terminal.inputModes.mouseEncoding == .default)
    }

    @Test func synchronizedUpdate() {
        var terminal = TerminalEmulator(10, 2, VT.csi("?2026h"))
        #expect(terminal.isSynchronizedUpdate)
        terminal.feed(VT.csi("?2026$p"))
        #expect(terminal.takeReplyText() == "\u{1B}[?2026;1$y")
        terminal.feed(VT.csi("?2026l"))
        #expect(!terminal.isSynchronizedUpdate)
    }

    @Test func bellsAreCountedOutsideStrings() {
        var terminal = TerminalEmulator(10, 2, "\u{7}a\u{7}" + VT.esc + "]2;t\u{7}")
        #expect(terminal.bellCount == 2)
        terminal.feed(VT.csi("1\u{7}A"))
        #expect(terminal.bellCount == 3)
    }

    @Test func cursorStyleAndOtherAcceptedSequencesChangeNothing() {
        var terminal = TerminalEmulator(10, 2, "ab")
        let cursor = terminal.cursor
        terminal.feed(VT.csi("2 q") + VT.csi("?12h") + VT.csi("?12l") + VT.csi(">4;2m") + VT.csi("?5h") + VT.csi("?5l"))
        terminal.feed(VT.csi("?1034h") + VT.csi("4i") + VT.esc + "%G" + VT.esc + "*0" + VT.esc + "l")
        #expect(terminal.cursor == cursor)
        #expect(terminal.trimmedLines == ["ab", ""])
        #expect(terminal.takeReplies().isEmpty)
    }

    @Test func theVersionChangesWithVisibleChangesOnly() {
        var terminal = TerminalEmulator(10, 2)
        var version = terminal.version
        for input in ["a", "\r", VT.csi("2;2H"), VT.csi("K"), VT.osc("2;t"), VT.csi("?25l"), VT.csi("?1049h")] {
            terminal.feed(input)
            #expect(terminal.version != version, "\(input.debugDescription)")
            version = terminal.version
        }
        for input in [VT.csi("?1000h"), VT.csi("?2004h"), VT.csi("6n"), VT.csi("c"), VT.csi("?1h")] {
            terminal.feed(input)
            #expect(terminal.version == version, "\(input.debugDescription)")
        }
    }
}
