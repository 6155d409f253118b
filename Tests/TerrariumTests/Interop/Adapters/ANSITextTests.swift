import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ANSITextTests {
    private typealias Run = ANSIText.Run

    /// The style of the first run of `sequence` followed by "x".
    private func style(_ sequence: String) -> Style {
        ANSIText("\u{1B}[\(sequence)x").lines[0][0].style
    }

    // MARK: - Lines

    @Test func plainTextSplitsIntoLinesAndATrailingLineFeedAddsNoLine() {
        #expect(ANSIText("").lines.isEmpty)
        #expect(ANSIText("one\ntwo\n").lines == [[Run("one")], [Run("two")]])
        #expect(ANSIText("one\n\n").lines == [[Run("one")], []])
        #expect(ANSIText("a\r\nb").plainText == "a\nb")
        #expect(ANSIText("wide 中\nx").size == Size(width: 7, height: 2))
    }

    @Test func carriageReturnOverwritesAsAProgressLineExpects() {
        #expect(ANSIText("10%\r20%\r100%\n").plainText == "100%")
        #expect(ANSIText("abcdef\rXY").plainText == "XYcdef")
        // Half of a wide cluster overwritten leaves a blank, never half a glyph.
        #expect(ANSIText("中文\rA").plainText == "A 文")
        // The cursor-forward sequence is not acted on, so "a" overwrites column 0.
        #expect(ANSIText("ab中\r\u{1B}[Ca").plainText == "ab中")
        #expect(ANSIText("a中\rxyz").plainText == "xyz")
    }

    @Test func tabsMoveToTheNextMultipleOfEight() {
        #expect(ANSIText("a\tb").plainText == "a       b")
        #expect(ANSIText("12345678\tb").plainText == "12345678        b")
        #expect(ANSIText("中\tb").lines[0] == [Run("中      b")])
        // The cells a tab passes over are blank, not painted in the current style.
        #expect(ANSIText("\u{1B}[41ma\tb").lines[0].map(\.style.background) == [.red, .default, .red])
    }

    @Test func aCombiningMarkAfterAStyleChangeJoinsTheClusterBeforeIt() {
        let text = ANSIText("e\u{1B}[1m\u{301}x")
        #expect(text.lines[0] == [Run("e\u{301}"), Run("x", style: Style(attributes: .bold))])
        #expect(text.size.width == 2)
    }

    // MARK: - SGR

    @Test func eachAttributeAndItsReset() {
        let attributes: [(String, TextAttributes, String)] = [
            ("1", .bold, "22"), ("2", .dim, "22"), ("3", .italic, "23"), ("4", .underline, "24"),
            ("5", .blink, "25"), ("7", .reverse, "27"), ("9", .strikethrough, "29"),
        ]
        for (on, attribute, off) in attributes {
            #expect(style("\(on)m") == Style(attributes: attribute), "SGR \(on)")
            #expect(
                style("1;2;3;4;5;7;9;\(off)m").attributes
                    == TextAttributes(rawValue: 0x7F).subtracting(
                        off == "22" ? [.bold, .dim] : attribute), "SGR \(off)")
        }
        #expect(style("4:3m").attributes == .underline)
        #expect(style("4;4:0m").attributes == [])
        #expect(style("6m").attributes == .blink)
    }

    @Test func resetsClearEverythingAndStylesCarryAcrossLines() {
        let styled = Style(foreground: .red, background: .blue, attributes: [.bold, .italic])
        #expect(style("1;3;31;44m") == styled)
        #expect(style("1;3;31;44;0m") == .plain)
        #expect(style("1;3;31;44m\u{1B}[m") == .plain)
        // An empty parameter is 0: this resets, then sets bold.
        #expect(style("31m\u{1B}[;1m") == Style(attributes: .bold))
        let lines = ANSIText("\u{1B}[32mgreen\nstill green\u{1B}[0m plain").lines
        #expect(lines[1] == [Run("still green", style: Style(foreground: .green)), Run(" plain")])
    }

    @Test func theSixteenColoursAndDefaults() {
        for n in 0..<8 {
            #expect(style("\(30 + n)m").foreground == .ansi(UInt8(n)))
            #expect(style("\(90 + n)m").foreground == .ansi(UInt8(n + 8)))
            #expect(style("\(40 + n)m").background == .ansi(UInt8(n)))
            #expect(style("\(100 + n)m").background == .ansi(UInt8(n + 8)))
        }
        #expect(style("31;42;39m") == Style(background: .green))
        #expect(style("31;42;49m") == Style(foreground: .red))
    }

    @Test func indexedAndTrueColourInSemicolonAndColonForms() {
        #expect(style("38;5;208m").foreground == .indexed(208))
        #expect(style("48;5;17m").background == .indexed(17))
        #expect(style("38;2;1;2;3m").foreground == .rgb(1, 2, 3))
        #expect(style("48;2;250;128;0m").background == .rgb(250, 128, 0))
        #expect(style("38:5:208m").foreground == .indexed(208))
        #expect(style("48:2::10:20:30m").background == .rgb(10, 20, 30))
        #expect(style("38:2:0:10:20:30m").foreground == .rgb(10, 20, 30))
        #expect(style("38:2:10:20:30m").foreground == .rgb(10, 20, 30))
        // The arguments of an extended colour are not codes: 5 here is no blink, 1 no bold.
        #expect(style("38;5;1;4m") == Style(foreground: .indexed(1), attributes: .underline))
        #expect(style("58;2;1;5;7m") == .plain)
        #expect(style("58:5:9;1m") == Style(attributes: .bold))
    }

    @Test func invalidOrTruncatedColoursChangeNothing() {
        #expect(style("38;5;256m") == .plain)
        #expect(style("38;2;1;2;999m") == .plain)
        #expect(style("38;5m") == .plain)
        #expect(style("48;2;1;2m") == .plain)
        #expect(style("38:5m") == .plain)
        #expect(style("38;7;1m") == Style(attributes: .bold))
        #expect(style("99999999999999999999999;1m") == Style(attributes: .bold))
    }

    // MARK: - Everything else is dropped

    @Test func cursorMovesErasesAndModesAreDropped() {
        let text = ANSIText("\u{1B}[2J\u{1B}[Ha\u{1B}[10;5Hb\u{1B}[?25l\u{1B}[?1049hc\u{1B}[3Ad\u{1B}[K\u{1B}[1$me")
        #expect(text.lines == [[Run("abcde")]])
    }

    @Test func stringSequencesAreDroppedWithTheirContent() {
        #expect(ANSIText("a\u{1B}]0;pwned\u{7}b").plainText == "ab")
        #expect(ANSIText("a\u{1B}]8;;https://x.example\u{1B}\\link\u{1B}]8;;\u{1B}\\b").plainText == "alinkb")
        #expect(ANSIText("a\u{1B}P1$r0m\u{1B}\\b").lines == [[Run("ab")]])
        // An escape inside a string ends it and starts a sequence of its own.
        #expect(ANSIText("a\u{1B}]0;t\u{1B}[1mb").lines == [[Run("a"), Run("b", style: Style(attributes: .bold))]])
        #expect(ANSIText("a\u{1B}_apc\u{1B}\\b\u{1B}^pm\u{1B}\\c\u{1B}Xsos\u{9C}d").plainText == "abcd")
        // BEL ends only an OSC; a DCS swallows it.
        #expect(ANSIText("a\u{1B}Pq\u{7}still dcs\u{1B}\\b").plainText == "ab")
        // An unterminated string swallows the rest, as a terminal would.
        #expect(ANSIText("a\u{1B}]2;title\nnever shown").plainText == "a")
    }

    @Test func otherEscapesLoneEscapeAndControlsAreDropped() {
        #expect(ANSIText("a\u{1B}(Bb\u{1B}7c\u{1B}8d\u{1B}#8e\u{1B}").plainText == "abcde")
        #expect(ANSIText("a\u{7}b\u{8}c\u{0}d\u{7F}e\u{1B}").plainText == "abcde")
        // 8-bit CSI is a CSI, and other C1 controls are dropped.
        #expect(
            ANSIText("a\u{9B}31mb\u{85}c\u{9D}0;t\u{7}d").lines == [
                [Run("a"), Run("bcd", style: Style(foreground: .red))]
            ])
        // An escape followed by text that cannot continue a sequence leaves the text.
        #expect(ANSIText("a\u{1B}é\u{1B}[3ü").plainText == "aéü")
        // CAN and SUB abandon a sequence.
        #expect(ANSIText("\u{1B}[31\u{18}x").lines == [[Run("x")]])
        #expect(ANSIText("\u{1B}]0;t\u{1A}x").plainText == "x")
        // Line feeds inside a sequence still break the line.
        #expect(ANSIText("a\u{1B}[3\n1mb").lines == [[Run("a")], [Run("b", style: Style(foreground: .red))]])
    }

    @Test func privateMarkersAndIntermediatesAreNotSGR() {
        #expect(style("?1m") == .plain)
        #expect(style(">4;2m") == .plain)
        #expect(style("1;?3m") == .plain)
        #expect(style("1 m") == .plain)
    }

    @Test func invalidUTF8IsReadLossily() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xFF, 0x61, 0xC2, 0x9B, 0x41, 0x62, 0xE4, 0xB8]
        let text = ANSIText(decoding: bytes)
        // 0xC2 0x9B is U+009B, an 8-bit CSI, whose final byte "A" is dropped with it.
        #expect(text.lines == [[Run("\u{FFFD}ab\u{FFFD}", style: Style(foreground: .red))]])
    }

    @Test func runsOfTheSameStyleAreJoined() {
        let text = ANSIText("\u{1B}[1ma\u{1B}[1mb\u{1B}[22mc")
        #expect(text.lines == [[Run("ab", style: Style(attributes: .bold)), Run("c")]])
    }

    // MARK: - Fuzzing

    /// Random bytes heavy in the ones escape sequences are made of.
    private func randomBytes(_ random: inout SplitMix64) -> [UInt8] {
        let alphabet: [UInt8] =
            Array("[]P_^X\\;:?$ 0123456789mHJKABCDa\u{7}\u{8}\t\r\n\u{18}\u{1A}".utf8) + [
                0x1B, 0x1B, 0x1B, 0x7F, 0xC2, 0x80, 0x9B, 0x9C, 0x9D, 0x90, 0xE4, 0xB8, 0xAD, 0xCC, 0x81, 0xFF, 0xF0,
                0x9F,
            ]
        let count = Int(random.next() % 48)
        return (0..<count).map { _ in
            random.next() % 4 == 0
                ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
    }

    @Test func fuzzedInputNeverLeaksControlsAndKeepsWidthsExact() {
        var random = SplitMix64(seed: 0x7E44A_12)
        let buffer = CellBuffer(size: Size(width: 40, height: 6))
        for _ in 0..<3_000 {
            let bytes = randomBytes(&random)
            let text = ANSIText(decoding: bytes)
            for run in text.lines.joined() {
                let control = run.text.unicodeScalars.first { Sanitizer.substitute(for: $0) != nil }
                #expect(control == nil, "\(bytes)")
                #expect(run.width == run.text.displayWidth, "\(bytes)")
                #expect(run.width > 0)
            }
            GraphicsContext(buffer).fill()
            GraphicsContext(buffer).draw(text, at: Point(x: 1, y: 1))
            #expect(buffer.cells.allSatisfy { Sanitizer.isSafe($0.grapheme) })
            for (row, runs) in text.lines.prefix(5).enumerated() {
                let drawn = buffer.lines[row + 1].dropFirst()
                let expected = runs.map { $0.text }.joined()
                if expected.displayWidth <= 39 { #expect(drawn.hasPrefix(expected), "\(bytes)") }
            }
        }
    }
}

@MainActor @Suite struct ANSITextViewTests {
    struct Log: View {
        @State var output = "\u{1B}[1;31mfail\u{1B}[0m 2\n\u{1B}[4mnext\u{1B}[2J\u{1B}[H"
        @State var unrelated = 0

        var body: some View {
            VStack(alignment: .leading) {
                ANSITextView(output)
                Text("unrelated \(unrelated)")
                Button("bump") { unrelated += 1 }
                Button("change") { output = "\u{1B}[7mdone\u{1B}[0m" }
            }
        }
    }

    @Test func showsTheOutputInItsStylesWithItsControlsDropped() {
        let host = TestHost(Log(), size: Size(width: 12, height: 5))
        #expect(Array(host.lines().prefix(3)) == ["fail 2", "next", "unrelated 0"])
        #expect(host.buffer[0, 0]?.style == Style(foreground: .red, attributes: .bold))
        #expect(host.buffer[3, 0]?.style == Style(foreground: .red, attributes: .bold))
        #expect(host.buffer[4, 0]?.style == .plain)
        #expect(host.buffer[0, 1]?.style == Style(attributes: .underline))
        #expect(!host.text.contains("\u{1B}"))
    }

    @Test func updatesOnlyWhenTheOutputChanges() {
        let host = TestHost(Log(), size: Size(width: 12, height: 5))
        #expect(
            host.takeLifecycle() == [
                "ANSITextView makeCoordinator", "ANSITextView make", "ANSITextView update(initial)",
            ])
        host.click(on: "[ bump ]")
        #expect(host.lines()[2] == "unrelated 1")
        #expect(host.takeLifecycle() == [])
        host.click(on: "[ change ]")
        #expect(host.takeLifecycle() == ["ANSITextView update(properties)"])
        // The view shrank to one line, so the rows below moved up.
        #expect(Array(host.lines().prefix(2)) == ["done", "unrelated 1"])
        #expect(host.buffer[0, 0]?.style == Style(attributes: .reverse))
    }

    @Test func sizesToTheTextAndClipsToWhatItIsOffered() {
        let text = "\u{1B}[32mgreen line\u{1B}[0m\nsecond\nthird"
        let ideal = TestHost(ANSITextView(text).border(), size: Size(width: 20, height: 6))
        #expect(ideal.lines() == ["┌──────────┐", "│green line│", "│second    │", "│third     │", "└──────────┘", ""])
        let clipped = TestHost(
            ANSITextView(ANSIText(text)).frame(width: 4, height: 2, alignment: .topLeading),
            size: Size(width: 8, height: 3))
        #expect(clipped.lines() == ["gree", "seco", ""])
        #expect(clipped.buffer[3, 0]?.style == Style(foreground: .green))
        #expect(clipped.buffer[4, 0]?.style == .plain)
    }
}
