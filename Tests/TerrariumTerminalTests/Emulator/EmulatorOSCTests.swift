import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorOSCTests {
    @Test func titlesEndedByBelOrST() {
        var terminal = TerminalEmulator(10, 1, VT.esc + "]0;first\u{7}")
        #expect(terminal.title == "first")
        terminal.feed(VT.osc("2;second"))
        #expect(terminal.title == "second")
        terminal.feed(VT.osc("1;icon name"))
        #expect(terminal.title == "second")
        terminal.feed(VT.osc("2;"))
        #expect(terminal.title == "")
        #expect(terminal.trimmedLines == [""])
    }

    @Test func titlesLoseControlCharactersAndAreBounded() {
        var terminal = TerminalEmulator(10, 1, VT.osc("2;a\u{1}b\u{7F}c\u{85}d\u{9B}e"))
        #expect(terminal.title == "abcde")
        terminal.feed(VT.osc("2;" + String(repeating: "é", count: 1500)))
        #expect(terminal.title.count == TerminalEmulator.maximumTitleLength)
        let before = terminal.version
        terminal.feed(VT.osc("2;new"))
        #expect(terminal.version != before)
    }

    @Test func titleInUTF8SplitAcrossFeeds() {
        var terminal = TerminalEmulator(10, 1)
        for byte in Array((VT.osc("2;日本") + "x").utf8) { terminal.feed([byte]) }
        #expect(terminal.title == "日本")
        #expect(terminal.trimmedLines == ["x"])
    }

    @Test func hyperlinksApplyToCellsPrintedUntilTheyEnd() {
        let terminal = TerminalEmulator(
            20, 1, "a" + VT.osc("8;id=doc;https://example.com/a") + "link" + VT.osc("8;;") + "b")
        #expect(terminal[0, 0].style.hyperlink == nil)
        #expect(terminal[1, 0].style.hyperlink == Hyperlink("https://example.com/a", id: "doc"))
        #expect(terminal[4, 0].style.hyperlink == Hyperlink("https://example.com/a", id: "doc"))
        #expect(terminal[5, 0].style.hyperlink == nil)
        #expect(terminal.trimmedLines == ["alinkb"])
    }

    @Test func hyperlinksWithoutAnIdAndWithSemicolonsInTheURI() {
        let terminal = TerminalEmulator(10, 1, VT.esc + "]8;;http://x/?a=1;b=2\u{7}z")
        #expect(terminal[0, 0].style.hyperlink == Hyperlink("http://x/?a=1;b=2"))
    }

    @Test func sgrResetKeepsTheLink() {
        let terminal = TerminalEmulator(10, 1, VT.osc("8;;http://x") + VT.csi("1m") + "a" + VT.csi("0m") + "b")
        #expect(terminal[1, 0].style == Style(hyperlink: Hyperlink("http://x")))
    }

    @Test func otherCommandsAreIgnored() {
        var terminal = TerminalEmulator(10, 1)
        terminal.feed(VT.osc("52;c;aGVsbG8="))
        terminal.feed(VT.osc("4;1;rgb:ff/00/00"))
        terminal.feed(VT.osc("7;file://host/tmp"))
        terminal.feed(VT.osc("133;A"))
        terminal.feed(VT.osc("104"))
        terminal.feed(VT.osc("x;y"))
        terminal.feed("ok")
        #expect(terminal.trimmedLines == ["ok"])
        #expect(terminal.title == "")
        #expect(terminal.takeReplies().isEmpty)
    }

    @Test func colourQueriesAreAnswered() {
        var terminal = TerminalEmulator(10, 1, VT.osc("10;?") + VT.esc + "]11;?\u{7}")
        #expect(terminal.takeReplyText() == "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
    }

    @Test func colourQueriesAreAnsweredWithTheColoursTheHostGives() {
        var terminal = TerminalEmulator(10, 1)
        terminal.defaultColors = TerminalColors(
            foreground: .init(red: 0x20, green: 0x21, blue: 0x0A), background: .init(red: 0xFD, green: 0xF6, blue: 0xE3)
        )
        terminal.feed(VT.osc("10;?") + VT.osc("11;?"))
        #expect(terminal.takeReplyText() == "\u{1B}]10;rgb:2020/2121/0a0a\u{1B}\\\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\")
        // A program's reset does not forget the real terminal's colours.
        terminal.feed(VT.esc + "c" + VT.osc("11;?"))
        #expect(terminal.takeReplyText() == "\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\")
    }

    @Test func anOversizedStringIsIgnoredWhole() {
        var terminal = TerminalEmulator(10, 1, VT.osc("2;ok"))
        terminal.feed(VT.osc("2;" + String(repeating: "x", count: 1 << 20)) + "after")
        #expect(terminal.title == "ok")
        #expect(terminal.trimmedLines == ["after"])
        #expect(terminal.parser.oscData.count <= EscapeSequenceParser.maximumStringLength)
    }

    @Test func stringsThatAreNotOSCAreConsumed() {
        var terminal = TerminalEmulator(20, 1)
        terminal.feed(VT.esc + "P1$r0m" + VT.esc + "\\")
        terminal.feed(VT.esc + "Psixel\u{7}data" + VT.esc + "\\")
        terminal.feed(VT.esc + "_Gkitty=1;AAAA" + VT.esc + "\\")
        terminal.feed(VT.esc + "^privacy" + VT.esc + "\\")
        terminal.feed(VT.esc + "Xstart of string" + VT.esc + "\\")
        terminal.feed("shown")
        #expect(terminal.trimmedLines == ["shown"])
    }

    @Test func cancelAbortsAString() {
        let terminal = TerminalEmulator(10, 1, VT.esc + "]2;never\u{18}shown")
        #expect(terminal.title == "")
        #expect(terminal.trimmedLines == ["shown"])
    }
}
