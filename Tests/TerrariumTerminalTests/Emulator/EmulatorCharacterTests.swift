import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorCharacterTests {
    @Test func decSpecialGraphicsInG0AndG1() {
        let drawn = TerminalEmulator(
            40, 1, VT.esc + "(0" + "`abcdefghijklmnopqrstuvwxyz{|}~_+,-.0" + VT.esc + "(B" + "q")
        #expect(drawn.trimmedLines == ["◆▒␉␌␍␊°±␤␋┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£· →←↑↓█q"])
        let shifted = TerminalEmulator(10, 1, VT.esc + ")0" + "q\u{E}q\u{F}q")
        #expect(shifted.trimmedLines == ["q─q"])
        let british = TerminalEmulator(10, 1, VT.esc + "(A" + "#1")
        #expect(british.trimmedLines == ["£1"])
    }

    @Test func wideCharactersTakeTwoCells() {
        let terminal = TerminalEmulator(6, 1, "a中b")
        #expect(terminal.trimmedLines == ["a中b"])
        #expect(terminal[1, 0].width == 2)
        #expect(terminal[2, 0].isContinuation)
        #expect(terminal.cursor.x == 4)
    }

    @Test func aWideCharacterAtTheLastColumnWrapsFirst() {
        let terminal = TerminalEmulator(5, 2, "abcd中")
        #expect(terminal.trimmedLines == ["abcd", "中"])
        #expect(terminal.invariantViolation() == nil)
        #expect(terminal.text(from: Point(x: 0, y: 0), to: Point(x: 4, y: 1)) == "abcd中")
    }

    @Test func aWideCharacterThatDoesNotFitIsDroppedWithoutAutoWrap() {
        let terminal = TerminalEmulator(5, 2, VT.csi("?7l") + "abcd中")
        #expect(terminal.trimmedLines == ["abcd", ""])
        #expect(terminal.cursor == Point(x: 4, y: 0))
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var terminal = TerminalEmulator(6, 2, "中文字" + VT.csi("2G") + "x")
        #expect(terminal.lines[0] == " x文字")
        terminal.feed(VT.csi("4G") + "y")
        #expect(terminal.lines[0] == " x y字")
        terminal.feed("\r\n中中" + VT.csi("2;2H") + "文")
        #expect(terminal.lines[1] == " 文   ")
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func erasingAndEditingCutWideCharactersWhole() {
        var terminal = TerminalEmulator(6, 1, "中文字" + VT.csi("2G") + VT.csi("X"))
        #expect(terminal.lines[0] == "  文字")
        terminal.feed(VT.csi("4G") + VT.csi("P"))
        #expect(terminal.lines[0] == "   字 ")
        terminal.feed(VT.csi("5G") + VT.csi("@"))
        #expect(terminal.lines[0] == "      ")
        #expect(terminal.invariantViolation() == nil)
    }

    @Test func combiningMarksJoinThePreviousCell() {
        let terminal = TerminalEmulator(6, 1, "e\u{301}x")
        #expect(terminal[0, 0].grapheme == "e\u{301}")
        #expect(terminal[1, 0].grapheme == "x")
        #expect(terminal.cursor.x == 2)
    }

    @Test func aMarkAfterTheLastColumnJoinsTheCellUnderThePendingWrap() {
        let terminal = TerminalEmulator(3, 2, "abc\u{301}d")
        #expect(terminal[2, 0].grapheme == "c\u{301}")
        #expect(terminal.trimmedLines[1] == "d")
    }

    @Test func aMarkAfterAWideCharacterJoinsIt() {
        let terminal = TerminalEmulator(6, 1, "中\u{302}")
        #expect(terminal[0, 0].grapheme == "中\u{302}")
        #expect(terminal[0, 0].width == 2)
    }

    @Test func aMarkWithNothingBeforeItIsDropped() {
        let terminal = TerminalEmulator(4, 1, "\u{301}a")
        #expect(terminal.trimmedLines == ["a"])
    }

    @Test func marksBeyondWhatACellHoldsAreDropped() {
        let terminal = TerminalEmulator(4, 1, "a" + String(repeating: "\u{301}", count: 20) + "b")
        #expect(terminal[0, 0].grapheme.utf8.count <= 15)
        #expect(Array(terminal[0, 0].grapheme.unicodeScalars.prefix(2)) == ["a", "\u{301}"])
        #expect(terminal[1, 0].grapheme == "b")
    }

    @Test func zeroWidthJoinerJoinsTheNextCharacter() {
        let family = "👩\u{200D}👧"
        let terminal = TerminalEmulator(6, 1, family + "x")
        #expect(terminal[0, 0].grapheme == family)
        #expect(terminal[2, 0].grapheme == "x")
        let flagged = TerminalEmulator(6, 1, "❤\u{FE0F}x")
        #expect(flagged[0, 0].grapheme == "❤\u{FE0F}")
    }

    @Test func utf8SplitAcrossFeedsDecodesWhole() {
        var terminal = TerminalEmulator(6, 1)
        let bytes = Array("中é😀".utf8)
        for byte in bytes { terminal.feed([byte]) }
        #expect(terminal.trimmedLines == ["中é😀"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        var terminal = TerminalEmulator(20, 1)
        terminal.feed([0x61, 0xFF, 0x62, 0xC3, 0x63, 0xE4, 0xB8, 0x64, 0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xF4, 0x90])
        #expect(terminal.trimmedLines == ["a\u{FFFD}b\u{FFFD}c\u{FFFD}d" + String(repeating: "\u{FFFD}", count: 7)])
    }

    @Test func anIncompleteSequenceBeforeAControlIsReplaced() {
        var terminal = TerminalEmulator(10, 2)
        terminal.feed([0x61, 0xE4, 0xB8, 0x0D, 0x0A, 0x62, 0xE4, 0x1B, 0x5B, 0x43, 0x63])
        #expect(terminal.trimmedLines == ["a\u{FFFD}", "b\u{FFFD} c"])
    }

    @Test func c1ControlsInUTF8AreNotControlsAndNotShown() {
        // U+009B is CSI as a C1 control; in UTF-8 it is text, and not a printable one.
        let terminal = TerminalEmulator(10, 1, "a\u{9B}31mb\u{85}c")
        #expect(terminal.trimmedLines == ["a31mbc"])
        #expect(terminal[1, 0].style == .plain)
    }

    @Test func controlCharactersNeverReachCells() {
        var input: [UInt8] = []
        for byte in UInt8(0)...UInt8(0x1F) where byte != 0x1B && byte != 0x18 && byte != 0x1A {
            input += [0x61, byte]
        }
        input += [0x7F, 0x62]
        let terminal = TerminalEmulator(80, 30, String(decoding: input, as: UTF8.self))
        for line in terminal.lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func commonCJKBlocksHaveTheWidthsOfTheTables() {
        for range in [0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA] {
            for value in range {
                let scalar = Unicode.Scalar(UInt32(value))!
                #expect(TerminalEmulator.width(of: scalar) == scalar.displayWidth, "U+\(String(value, radix: 16))")
            }
        }
    }
}
