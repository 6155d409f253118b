import Terrarium
import TerrariumTerminal
import Testing

@Suite struct TextLayoutTests {
    let bold = Style(attributes: .bold)

    func layout(
        _ text: String,
        width: Int?,
        height: Int? = nil,
        lineLimit: Int? = nil,
        truncation: TruncationMode = .tail,
        alignment: TextAlignment = .leading
    ) -> TextLayout {
        layout(
            [TextRun(text, style: .plain)],
            width: width,
            height: height,
            lineLimit: lineLimit,
            truncation: truncation,
            alignment: alignment
        )
    }

    func layout(
        _ runs: [TextRun],
        width: Int?,
        height: Int? = nil,
        lineLimit: Int? = nil,
        truncation: TruncationMode = .tail,
        alignment: TextAlignment = .leading
    ) -> TextLayout {
        TextLayout(
            runs: runs,
            width: width,
            height: height,
            lineLimit: lineLimit,
            truncationMode: truncation,
            alignment: alignment
        )
    }

    /// The text of each line, styles ignored.
    func texts(_ layout: TextLayout) -> [String] {
        layout.lines.map { $0.map(\.text).joined() }
    }

    /// The rows of a buffer `layout` was drawn into, as big as the layout or `size`.
    func drawn(_ layout: TextLayout, size: Size? = nil) -> [String] {
        let buffer = CellBuffer(size: size ?? layout.size)
        layout.draw(in: GraphicsContext(buffer))
        return buffer.lines
    }

    // MARK: Fitting and wrapping

    @Test func textThatFitsIsOneUnchangedLine() {
        let result = layout("  Hello, world  ", width: 20)
        #expect(texts(result) == ["  Hello, world  "])
        #expect(result.size == Size(width: 16, height: 1))
        #expect(texts(layout("exact", width: 5)) == ["exact"])
    }

    @Test func wrapsAtSpacesAndDropsThem() {
        let result = layout("the quick brown fox", width: 10)
        #expect(texts(result) == ["the quick", "brown fox"])
        #expect(result.size == Size(width: 9, height: 2))
        #expect(texts(layout("a    b", width: 3)) == ["a", "b"])
        #expect(texts(layout("one two three", width: 7)) == ["one two", "three"])
        // Trailing spaces that overflow do not make an extra line.
        #expect(texts(layout("word      ", width: 6)) == ["word"])
    }

    @Test func wrapsAfterAHyphenInsideAWord() {
        #expect(texts(layout("well-known fact", width: 6)) == ["well-", "known", "fact"])
        #expect(texts(layout("a -5 b", width: 3)) == ["a", "-5", "b"])
    }

    @Test func breaksWordsWiderThanTheLine() {
        #expect(texts(layout("abcdefghij", width: 4)) == ["abcd", "efgh", "ij"])
        #expect(texts(layout("hi abcdefghij", width: 4)) == ["hi", "abcd", "efgh", "ij"])
    }

    @Test func leadingSpacesThatOverflowAreDropped() {
        #expect(texts(layout("      abc", width: 3)) == ["abc"])
        #expect(texts(layout("  indented", width: nil)) == ["  indented"])
    }

    @Test func wideCharactersNeverStraddleALineEnd() {
        let result = layout("日本語のテキスト", width: 5)
        #expect(texts(result) == ["日本", "語の", "テキ", "スト"])
        #expect(result.size == Size(width: 4, height: 4))
        #expect(texts(layout("日本語", width: 6)) == ["日本語"])
        #expect(texts(layout("ab日本", width: 3)) == ["ab", "日", "本"])
    }

    @Test func cjkTextBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        #expect(texts(layout("hello 日本語", width: 9)) == ["hello 日", "本語"])
        #expect(texts(layout("日本語。", width: 7)) == ["日本", "語。"])
        #expect(texts(layout("「日本」", width: 5)) == ["「日", "本」"])
    }

    @Test func emojiSequencesStayWhole() {
        let family = "👨‍👩‍👧"
        let result = layout("ab\(family)cd", width: 3)
        #expect(texts(result) == ["ab", "\(family)c", "d"])
        #expect(texts(layout("🇯🇵🇺🇸", width: 3)) == ["🇯🇵", "🇺🇸"])
        #expect(texts(layout("e\u{301}e\u{301}", width: 1)) == ["e\u{301}", "e\u{301}"])
    }

    @Test func combiningMarksJoinTheirBaseAcrossRunsOfOneStyle() {
        let joined = layout([TextRun("e", style: .plain), TextRun("\u{301}x", style: .plain)], width: nil)
        #expect(texts(joined) == ["e\u{301}x"])
        #expect(joined.size.width == 2)
        // In another style the accent has no base of its own, so it is shown on a dotted circle.
        let apart = layout([TextRun("e", style: .plain), TextRun("\u{301}", style: bold)], width: nil)
        #expect(texts(apart) == ["e\u{25CC}\u{301}"])
        #expect(apart.size.width == 2)
    }

    // MARK: Hard line breaks and the ideal size

    @Test func newlinesAreHardLineBreaks() {
        #expect(texts(layout("one\ntwo\r\nthree", width: nil)) == ["one", "two", "three"])
        #expect(texts(layout("a\n\nb", width: 10)) == ["a", "", "b"])
        #expect(texts(layout("a\n", width: 10)) == ["a", ""])
        #expect(texts(layout("a\u{2028}b", width: 10)) == ["a", "b"])
    }

    @Test func nilWidthGivesOneLinePerHardLine() {
        let result = layout("short\na much longer line that does not wrap", width: nil)
        #expect(texts(result) == ["short", "a much longer line that does not wrap"])
        #expect(result.size == Size(width: 37, height: 2))
    }

    @Test func emptyTextIsOneEmptyLine() {
        let result = layout("", width: 10)
        #expect(result.lines == [[]])
        #expect(result.size == Size(width: 0, height: 1))
        #expect(layout([], width: nil).size == Size(width: 0, height: 1))
    }

    // MARK: Truncation

    @Test func lineLimitTruncatesTheLastLineInEachMode() {
        let text = "The quick brown fox jumps"
        #expect(texts(layout(text, width: 10)) == ["The quick", "brown fox", "jumps"])
        #expect(texts(layout(text, width: 10, lineLimit: 2, truncation: .tail)) == ["The quick", "brown fox…"])
        #expect(texts(layout(text, width: 10, lineLimit: 2, truncation: .head)) == ["The quick", "…fox jumps"])
        #expect(texts(layout(text, width: 10, lineLimit: 2, truncation: .middle)) == ["The quick", "brown…umps"])
        #expect(layout(text, width: 10, lineLimit: 2).size == Size(width: 10, height: 2))
    }

    @Test func singleLineTruncationInEachMode() {
        #expect(texts(layout("abcdefghij", width: 6, lineLimit: 1, truncation: .tail)) == ["abcde…"])
        #expect(texts(layout("abcdefghij", width: 6, lineLimit: 1, truncation: .head)) == ["…fghij"])
        #expect(texts(layout("abcdefghij", width: 6, lineLimit: 1, truncation: .middle)) == ["abc…ij"])
        #expect(texts(layout("hello wonderful world", width: 12, lineLimit: 1, truncation: .middle)) == ["hello…world"])
        // Spaces next to the ellipsis are dropped.
        #expect(texts(layout("hello wonderful", width: 7, lineLimit: 1, truncation: .tail)) == ["hello…"])
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(texts(layout("日本語テキスト", width: 6, lineLimit: 1, truncation: .tail)) == ["日本…"])
        #expect(texts(layout("日本語テキスト", width: 6, lineLimit: 1, truncation: .head)) == ["…スト"])
        #expect(texts(layout("日本語テキスト", width: 6, lineLimit: 1, truncation: .middle)) == ["日…ト"])
    }

    @Test func textThatFitsTheLimitIsNotTruncated() {
        #expect(texts(layout("fits", width: 10, lineLimit: 1)) == ["fits"])
        #expect(texts(layout("a b", width: 1, lineLimit: 2)) == ["a", "b"])
    }

    @Test func heightLimitsTheLinesLikeALineLimit() {
        #expect(texts(layout("aa bb cc", width: 3, height: 2)) == ["aa", "bb…"])
        #expect(texts(layout("aa bb cc", width: 3, height: 3, lineLimit: 2)) == ["aa", "bb…"])
        #expect(texts(layout("aa bb cc", width: 3, height: 1, lineLimit: 5)) == ["aa…"])
        #expect(layout("aa bb cc", width: 3, height: 2).size == Size(width: 3, height: 2))
    }

    @Test func idealWidthWithOneLineTruncatesAtTheFirstLineEnd() {
        #expect(texts(layout("first\nsecond", width: nil, lineLimit: 1, truncation: .tail)) == ["first…"])
        #expect(texts(layout("first\nsecond", width: nil, lineLimit: 1, truncation: .head)) == ["…second"])
        #expect(texts(layout("first\nsecond", width: nil, lineLimit: 1, truncation: .middle)) == ["first…second"])
        #expect(layout("first\nsecond", width: nil, lineLimit: 1).size == Size(width: 6, height: 1))
        // A first line that fits still makes room for the ellipsis.
        #expect(texts(layout("abc\ndef", width: 3, lineLimit: 1)) == ["ab…"])
    }

    // MARK: Styles

    @Test func stylesSurviveWrapping() {
        let result = layout([TextRun("hello wor", style: bold), TextRun("ld again", style: .plain)], width: 6)
        #expect(
            result.lines == [
                [TextRun("hello", style: bold)],
                [TextRun("wor", style: bold), TextRun("ld", style: .plain)],
                [TextRun("again", style: .plain)],
            ]
        )
    }

    @Test func neighbouringRunsOfOneStyleAreMerged() {
        let runs = [TextRun("ab", style: bold), TextRun("cd", style: bold), TextRun("ef", style: .plain)]
        let result = layout(runs, width: nil)
        #expect(result.lines == [[TextRun("abcd", style: bold), TextRun("ef", style: .plain)]])
    }

    @Test func theEllipsisTakesTheStyleOfTheTextBeforeIt() {
        let runs = [TextRun("bold", style: bold), TextRun(" plain text", style: .plain)]
        #expect(layout(runs, width: 5, lineLimit: 1).lines == [[TextRun("bold…", style: bold)]])
        #expect(
            layout(runs, width: 6, lineLimit: 1, truncation: .head).lines == [[TextRun("…text", style: .plain)]]
        )
        let drawnStyle = CellBuffer(size: Size(width: 5, height: 1))
        layout(runs, width: 5, lineLimit: 1).draw(in: GraphicsContext(drawnStyle))
        #expect(drawnStyle[4, 0]?.style == bold)
        #expect(drawnStyle[0, 0]?.style == bold)
    }

    // MARK: Drawing and alignment

    @Test func drawPlacesLinesByAlignment() {
        let text = "ab\nabcd\na"
        #expect(drawn(layout(text, width: nil, alignment: .leading)) == ["ab  ", "abcd", "a   "])
        #expect(drawn(layout(text, width: nil, alignment: .center)) == [" ab ", "abcd", " a  "])
        #expect(drawn(layout(text, width: nil, alignment: .trailing)) == ["  ab", "abcd", "   a"])
    }

    @Test func alignmentIsWithinTheTextWidthNotTheCanvas() {
        let result = layout("ab\nabcd", width: 10, alignment: .trailing)
        #expect(result.size == Size(width: 4, height: 2))
        #expect(drawn(result, size: Size(width: 6, height: 2)) == ["  ab  ", "abcd  "])
    }

    @Test func drawKeepsWideCharactersWholeAndStyled() {
        let result = layout([TextRun("日本", style: bold), TextRun("x", style: .plain)], width: 3, alignment: .center)
        #expect(drawn(result) == ["日 ", "本x"])
        let buffer = CellBuffer(size: result.size)
        result.draw(in: GraphicsContext(buffer))
        #expect(buffer[0, 0]?.width == 2)
        #expect(buffer[1, 0]?.isContinuation == true)
        #expect(buffer[0, 1]?.style == bold)
        #expect(buffer[2, 1]?.style == .plain)
    }

    // MARK: Hostile input and edge cases

    @Test func controlCharactersAreSanitised() {
        let result = layout("\u{1b}]0;pwned\u{7}", width: nil)
        #expect(texts(result) == ["\u{241B}]0;pwned\u{2407}"])
        #expect(result.size == Size(width: 10, height: 1))
        #expect(drawn(result) == ["␛]0;pwned␇"])
        #expect(texts(layout("a\rb\u{9b}c\u{7f}", width: nil)) == ["a\u{240D}b\u{FFFD}c\u{2421}"])
    }

    /// All-ASCII text is split a byte at a time; it must come out as splitting by clusters does.
    @Test func asciiTextSplitsAsClustersDo() {
        let ascii = "a\rb\u{1b}c\u{7f}d\te\r\nf\ng h\u{0}"
        #expect(texts(layout(ascii, width: nil)) == ["a\u{240D}b\u{241B}c\u{2421}d e", "f", "g h\u{2400}"])
        // The same text with one cluster that is not ASCII takes the other path.
        #expect(texts(layout(ascii + "é", width: nil)) == ["a\u{240D}b\u{241B}c\u{2421}d e", "f", "g h\u{2400}é"])
    }

    @Test func aTabIsOneSpace() {
        #expect(texts(layout("a\tb", width: nil)) == ["a b"])
        #expect(texts(layout("ab\tcd", width: 3)) == ["ab", "cd"])
    }

    @Test func zeroWidthClustersWithNothingToShowAreLeftOut() {
        let result = layout("a\u{200B}b", width: nil)
        #expect(texts(result) == ["ab"])
        #expect(result.size.width == 2)
    }

    @Test func zeroWidthOrHeightGivesNothing() {
        for result in [
            layout("text", width: 0),
            layout("text", width: 10, height: 0),
            layout("text", width: 10, lineLimit: 0),
            layout("", width: 0),
            layout("text", width: -3),
        ] {
            #expect(result.lines.isEmpty)
            #expect(result.size == .zero)
            #expect(drawn(result, size: Size(width: 2, height: 1)) == ["  "])
        }
    }

    @Test func oneColumnLeavesOutWideCharactersAndTerminates() {
        #expect(texts(layout("a日b", width: 1)) == ["a", "b"])
        let wide = layout("日本", width: 1)
        #expect(texts(wide) == [""])
        #expect(wide.size == Size(width: 0, height: 1))
        #expect(texts(layout("abc", width: 1)) == ["a", "b", "c"])
        #expect(texts(layout("abc", width: 1, lineLimit: 1)) == ["…"])
        #expect(texts(layout("a b", width: 1, lineLimit: 1, truncation: .middle)) == ["…"])
        #expect(layout(String(repeating: "日 ", count: 1000), width: 1).size == Size(width: 0, height: 1))
    }

    @Test func hugeProposalsBehaveLikeTheIdealSize() {
        let result = layout("a b\nc", width: .max, height: .max, lineLimit: .max)
        #expect(texts(result) == ["a b", "c"])
        #expect(result.size == Size(width: 3, height: 2))
    }

    @Test func randomTextKeepsItsInvariants() {
        let pieces = ["a", "bc", " ", "  ", "日", "本", "👨‍👩‍👧", "\n", "-", "e\u{301}", "\u{1b}", "。", "\t", "🇯🇵"]
        // A fixed linear congruential generator keeps failures reproducible.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = next(13)
            let lineLimit = next(4) == 0 ? nil : next(4)
            let mode = [TruncationMode.head, .middle, .tail][next(3)]
            let result = layout(text, width: width, lineLimit: lineLimit, truncation: mode)
            let lineWidths = texts(result).map(\.displayWidth)
            #expect(lineWidths.allSatisfy { $0 <= width }, "\(text.debugDescription) at \(width)")
            #expect(result.size == Size(width: lineWidths.max() ?? 0, height: lineWidths.count))
            #expect(result.lines.count <= lineLimit ?? .max)
            if lineLimit == nil, width >= 2 {
                // Without truncation, wrapping only ever drops spaces.
                let shown = texts(result).joined().filter { $0 != " " }
                let expected = text.replacing("\u{1b}", with: "\u{241B}")
                    .filter { $0 != " " && $0 != "\t" && $0 != "\n" }
                #expect(shown == expected, "\(text.debugDescription) at \(width)")
            }
        }
    }

    // MARK: Long text

    @Test func aLongParagraphWrapsIntoLinesThatRejoinToIt() {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"]
        var pieces: [String] = []
        var count = 0
        while count < 10_000 {
            pieces.append(words[pieces.count % words.count])
            count += pieces[pieces.count - 1].count + 1
        }
        let text = pieces.joined(separator: " ")
        let lines = texts(layout(text, width: 80))
        #expect(lines.count > 100)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.joined(separator: " ") == text)
    }
}
