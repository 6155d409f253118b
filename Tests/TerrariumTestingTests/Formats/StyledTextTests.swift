import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@Suite struct StyledTextTests {
    /// A box filled with a background, with linked bold text drawn over it.
    private func panel() -> CellBuffer {
        let buffer = CellBuffer(size: Size(width: 8, height: 3))
        let context = GraphicsContext(buffer)
        context.fill(style: Style(background: .rgb(0x10, 0x20, 0x30)))
        context.draw(
            "Saved", at: Point(x: 1, y: 1),
            style: Style(foreground: .green, attributes: .bold, hyperlink: Hyperlink("https://example.com")))
        return buffer
    }

    @Test func aBackgroundAndTheTextOverItAreSeparateLayers() {
        #expect(
            panel().styledText == """
                \("        ")
                 Saved\("  ")
                \("        ")
                ── styles ──
                rows 0–2, cols 0–7: bg=#102030
                row 1, cols 1–5: bold fg=green link=https://example.com
                """)
    }

    @Test func aRectangleInBothLayersIsOneLine() {
        let buffer = CellBuffer(size: Size(width: 4, height: 2))
        let context = GraphicsContext(buffer)
        context.fill(Rect(x: 1, y: 0, width: 2, height: 2), style: Style(background: .indexed(236)))
        context.draw("ab", at: Point(x: 1, y: 0), style: Style(foreground: .ansi(20), attributes: [.italic, .dim]))
        context.draw("cd", at: Point(x: 1, y: 1), style: Style(foreground: .ansi(20), attributes: [.italic, .dim]))
        #expect(
            buffer.styledText == """
                 ab\(" ")
                 cd\(" ")
                ── styles ──
                rows 0–1, cols 1–2: dim italic fg=ansi:20 bg=indexed:236
                """)
    }

    @Test func aPlainBufferHasAnEmptyStyleList() {
        let buffer = CellBuffer(size: Size(width: 3, height: 1))
        GraphicsContext(buffer).draw("hi", at: .zero)
        #expect(buffer.styledText == "hi \n── styles ──")
    }

    @Test func wideCharactersCoverTwoColumns() throws {
        let buffer = CellBuffer(size: Size(width: 5, height: 1))
        GraphicsContext(buffer).draw("漢x", at: Point(x: 1, y: 0), style: Style(attributes: .underline))
        #expect(buffer.styledText == " 漢x \n── styles ──\nrow 0, cols 1–3: underline")
        let parsed = try CellBuffer(styledText: buffer.styledText)
        #expect(parsed.cells == buffer.cells)
    }

    @Test func everyPartOfAStyleSurvivesARoundTrip() throws {
        let styles = [
            Style(foreground: .brightMagenta, background: .black),
            Style(foreground: .rgb(0xAB, 0xCD, 0xEF), attributes: [.blink, .reverse, .strikethrough]),
            Style(attributes: TextAttributes(rawValue: 0x8000 | 0x01)),
            Style(attributes: [.hidden, .overline]),
            Style(attributes: .underline, underlineStyle: .curly, underlineColor: .rgb(0xFF, 0, 0)),
            Style(attributes: .underline, underlineStyle: .dotted, underlineColor: .indexed(9)),
            Style(hyperlink: Hyperlink("https://example.com/a b?c=d", id: "x:y")),
            Style(background: .ansi(200)),
        ]
        for style in styles {
            let buffer = CellBuffer(size: Size(width: 3, height: 1))
            GraphicsContext(buffer).fill(style: style)
            let parsed = try CellBuffer(styledText: buffer.styledText)
            #expect(parsed.cells == buffer.cells, "\(buffer.styledText)")
        }
    }

    @Test func randomBuffersSurviveARoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED)
        let texts = ["hello", "漢字", "a😀b", "é", "─┼─", "  ", "x"]
        let colors: [Color] = [.default, .red, .brightCyan, .indexed(17), .rgb(1, 2, 3), .ansi(99)]
        for _ in 0..<200 {
            let size = Size(
                width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...5, using: &random))
            let buffer = CellBuffer(size: size)
            let context = GraphicsContext(buffer)
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let style = Style(
                    foreground: colors.randomElement(using: &random)!,
                    background: colors.randomElement(using: &random)!,
                    attributes: TextAttributes(rawValue: UInt16.random(in: 0...0x1FF, using: &random)),
                    underlineStyle: UnderlineStyle.allCases.randomElement(using: &random)!,
                    underlineColor: colors.randomElement(using: &random)!,
                    hyperlink: Bool.random(using: &random)
                        ? nil : Hyperlink("https://e.x/\(Int.random(in: 0...3, using: &random))"))
                let point = Point(
                    x: Int.random(in: -2..<size.width, using: &random),
                    y: Int.random(in: 0..<size.height, using: &random))
                if Bool.random(using: &random) {
                    context.draw(texts.randomElement(using: &random)!, at: point, style: style)
                } else {
                    context.fill(Rect(origin: point, size: Size(width: 3, height: 2)), style: style)
                }
            }
            let text = buffer.styledText
            let parsed = try CellBuffer(styledText: text)
            #expect(parsed.size == buffer.size)
            #expect(parsed.cells == buffer.cells, "\(text)")
            #expect(parsed.styledText == text)
        }
    }

    @Test func concealedOverlinedAndShapedUnderlinesAreWrittenAsWords() throws {
        let buffer = CellBuffer(size: Size(width: 6, height: 1))
        let context = GraphicsContext(buffer)
        context.draw("ab", at: .zero, style: Style(attributes: .hidden))
        context.draw("cd", at: Point(x: 2, y: 0), style: Style(attributes: .overline))
        context.draw(
            "ef", at: Point(x: 4, y: 0),
            style: Style(attributes: .underline, underlineStyle: .curly, underlineColor: .red))
        #expect(
            buffer.styledText == """
                abcdef
                ── styles ──
                row 0, cols 0–1: hidden
                row 0, cols 2–3: overline
                row 0, cols 4–5: underline underline=curly underline-color=red
                """)
        #expect(try CellBuffer(styledText: buffer.styledText).cells == buffer.cells)
        // A plain underline is written as before, so older references still read the same.
        let plain = CellBuffer(size: Size(width: 1, height: 1))
        GraphicsContext(plain).draw("u", at: .zero, style: Style(attributes: .underline))
        #expect(plain.styledText.hasSuffix("row 0, col 0: underline"))
    }

    @Test func theStyleListMayContainTheSeparatorTextInTheGrid() throws {
        let buffer = CellBuffer(size: Size(width: 12, height: 2))
        GraphicsContext(buffer).draw("── styles ──", at: .zero, style: Style(attributes: .bold))
        let parsed = try CellBuffer(styledText: buffer.styledText)
        #expect(parsed.cells == buffer.cells)
    }

    @Test func malformedTextIsRejectedWithItsLine() {
        #expect(throws: StyledTextError(line: 1, reason: "no \"── styles ──\" line")) {
            try CellBuffer(styledText: "abc")
        }
        #expect(throws: StyledTextError(line: 2, reason: "row is 2 columns wide, not 3")) {
            try CellBuffer(styledText: "abc\nab\n── styles ──")
        }
        #expect(throws: StyledTextError(line: 3, reason: "unknown attribute \"shiny\"")) {
            try CellBuffer(styledText: "abc\n── styles ──\nrow 0, col 1: bold shiny")
        }
        #expect(throws: StyledTextError(line: 3, reason: "unknown colour \"mauve\"")) {
            try CellBuffer(styledText: "abc\n── styles ──\nrow 0, col 1: fg=mauve")
        }
        #expect(throws: StyledTextError(line: 3, reason: "the area lies outside the 3x1 grid")) {
            try CellBuffer(styledText: "abc\n── styles ──\nrow 0, cols 1–3: bold")
        }
        #expect(
            throws: StyledTextError(
                line: 3, reason: "expected \"row R\" or \"rows R1–R2\", then \"col C\" or \"cols C1–C2\"")
        ) {
            try CellBuffer(styledText: "abc\n── styles ──\nline 0, col 1: bold")
        }
    }

    @Test func asciiHyphensAreAcceptedInRanges() throws {
        let buffer = try CellBuffer(styledText: "abc\nabc\n── styles ──\nrows 0-1, cols 1-2: bold")
        #expect(buffer[1, 1]?.style == Style(attributes: .bold))
        #expect(buffer[0, 1]?.style == .plain)
    }
}
