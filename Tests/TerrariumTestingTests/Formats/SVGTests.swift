import TerrariumTerminal
import TerrariumTesting
import Testing

/// Pictures of frames: the exact markup of a small one, then each way a cell can be drawn.
///
/// Without a title bar the grid starts at (12, 12) and cells are 8.4 × 17 pixels, so column `c`
/// of row `r` is at x = 12 + 8.4c, y = 12 + 17r, its text's baseline at y + 13.
@Suite struct SVGTests {
    /// A buffer of `width` × `height` with `draw` applied.
    private func buffer(_ width: Int, _ height: Int, _ draw: (GraphicsContext) -> Void = { _ in }) -> CellBuffer {
        let buffer = CellBuffer(size: Size(width: width, height: height))
        draw(GraphicsContext(buffer))
        return buffer
    }

    /// The lines of `svg` that are elements named `name`.
    private func elements(_ name: String, in svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<\(name) ") }
    }

    @Test func aSmallFrameIsDrawnExactly() {
        let frame = buffer(4, 2) { context in
            context.fill(Rect(x: 0, y: 0, width: 4, height: 1), style: Style(background: .blue))
            context.draw("Hi", at: Point(x: 0, y: 0), style: Style(foreground: .yellow, background: .blue))
            context.draw("漢", at: Point(x: 1, y: 1), style: Style(attributes: .bold))
        }
        let svg = frame.svg(SVGOptions(title: "a<b", cursor: Point(x: 3, y: 1)))
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="57.6" height="86" viewBox="0 0 57.6 86" \
                font-family="ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="14" \
                xml:space="preserve">
                <metadata class="terrarium-cells" data-grid="12 40 8.4 17" data-cursor="3 1">Hi \u{20}
                 漢\u{20}
                ── styles ──
                row 0, cols 0–3: bg=blue
                row 0, cols 0–1: fg=yellow
                row 1, cols 1–2: bold</metadata>
                <rect width="57.6" height="86" rx="8" fill="#1e1e1e"/>
                <path d="M0 8a8 8 0 0 1 8-8h41.6a8 8 0 0 1 8 8v20H0z" fill="#323232"/>
                <circle cx="18" cy="14" r="6" fill="#ff5f57"/>
                <circle cx="38" cy="14" r="6" fill="#febc2e"/>
                <circle cx="58" cy="14" r="6" fill="#28c840"/>
                <text x="58.8" y="19" font-size="13" text-anchor="middle" fill="#a0a0a0">a&lt;b</text>
                <g shape-rendering="crispEdges">
                <rect x="12" y="40" width="33.6" height="17" fill="#2472c8"/>
                </g>
                <rect class="cursor" x="37.2" y="57" width="8.4" height="17" fill="#d4d4d4"/>
                <text x="12 20.4" y="53" fill="#e5e510">Hi</text>
                <text x="20.4" y="70" fill="#d4d4d4" font-weight="bold">漢</text>
                </svg>
                """)
        // Nothing the picture would load or run.
        #expect(svg.ranges(of: "http").count == 1)
        #expect(!svg.contains("href") && !svg.contains("<script") && !svg.contains("foreignObject"))
    }

    @Test func everyKindOfColourHasItsFill() {
        let frame = buffer(7, 1) { context in
            let foregrounds: [Color] = [.default, .red, .brightBlue, .indexed(9), .indexed(196), .indexed(244)]
            for (x, color) in foregrounds.enumerated() {
                context.draw("x", at: Point(x: x, y: 0), style: Style(foreground: color))
            }
            context.draw("x", at: Point(x: 6, y: 0), style: Style(foreground: .rgb(1, 2, 0xAB)))
        }
        let fills = elements("text", in: frame.svg()).map { $0.split(separator: "fill=\"")[1].prefix(7) }
        // Default, ANSI red and bright blue, indexes 9 (an ANSI colour), 196 (the cube) and 244
        // (the greys), then 24-bit.
        #expect(fills == ["#d4d4d4", "#cd3131", "#3b8eea", "#f14c4c", "#ff0000", "#808080", "#0102ab"])

        let backgrounds = buffer(3, 1) { context in
            context.fill(Rect(x: 0, y: 0, width: 1, height: 1), style: Style(background: .green))
            context.fill(Rect(x: 1, y: 0, width: 1, height: 1), style: Style(background: .indexed(236)))
            context.fill(Rect(x: 2, y: 0, width: 1, height: 1), style: Style(background: .rgb(0x10, 0x20, 0x30)))
        }
        #expect(
            elements("rect", in: backgrounds.svg()).dropFirst() == [
                "<rect x=\"12\" y=\"12\" width=\"8.4\" height=\"17\" fill=\"#0dbc79\"/>",
                "<rect x=\"20.4\" y=\"12\" width=\"8.4\" height=\"17\" fill=\"#303030\"/>",
                "<rect x=\"28.8\" y=\"12\" width=\"8.4\" height=\"17\" fill=\"#102030\"/>",
            ])
    }

    @Test func cellsOfOneBackgroundShareOneRectangle() {
        let frame = buffer(6, 2) { context in
            context.fill(Rect(x: 1, y: 0, width: 4, height: 2), style: Style(background: .blue))
            context.draw("ab", at: Point(x: 2, y: 0), style: Style(foreground: .red, background: .blue))
        }
        #expect(
            elements("rect", in: frame.svg()).dropFirst() == [
                "<rect x=\"20.4\" y=\"12\" width=\"33.6\" height=\"17\" fill=\"#2472c8\"/>",
                "<rect x=\"20.4\" y=\"29\" width=\"33.6\" height=\"17\" fill=\"#2472c8\"/>",
            ])
    }

    @Test func attributesAreDrawn() {
        let frame = buffer(5, 1) { context in
            context.draw("b", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
            context.draw("i", at: Point(x: 1, y: 0), style: Style(attributes: .italic))
            context.draw("d", at: Point(x: 2, y: 0), style: Style(attributes: .dim))
            context.draw("u ", at: Point(x: 3, y: 0), style: Style(foreground: .cyan, attributes: .underline))
        }
        let struck = buffer(2, 1) { context in
            context.draw("s", at: Point(x: 1, y: 0), style: Style(attributes: .strikethrough))
        }
        let svg = frame.svg()
        #expect(
            elements("text", in: svg) == [
                "<text x=\"12\" y=\"25\" fill=\"#d4d4d4\" font-weight=\"bold\">b</text>",
                "<text x=\"20.4\" y=\"25\" fill=\"#d4d4d4\" font-style=\"italic\">i</text>",
                "<text x=\"28.8\" y=\"25\" fill=\"#d4d4d4\" fill-opacity=\"0.5\">d</text>",
                "<text x=\"37.2\" y=\"25\" fill=\"#11a8cd\">u</text>",
            ])
        // An underline runs under the underlined space too, 15 pixels below the row's top.
        #expect(
            elements("rect", in: svg).last == "<rect x=\"37.2\" y=\"27\" width=\"16.8\" height=\"1\" fill=\"#11a8cd\"/>"
        )
        // A strikethrough crosses the middle of the cell.
        #expect(
            elements("rect", in: struck.svg()).last
                == "<rect x=\"20.4\" y=\"21\" width=\"8.4\" height=\"1\" fill=\"#d4d4d4\"/>")
    }

    @Test func overlinesConcealedTextAndUnderlineShapesAreDrawn() {
        let svg = buffer(6, 1) { context in
            context.draw("o", at: Point(x: 0, y: 0), style: Style(attributes: .overline))
            context.draw("h", at: Point(x: 1, y: 0), style: Style(attributes: .hidden))
            context.draw(
                "c", at: Point(x: 2, y: 0),
                style: Style(attributes: .underline, underlineStyle: .curly, underlineColor: .red))
            context.draw("d", at: Point(x: 3, y: 0), style: Style(attributes: .underline, underlineStyle: .double))
            context.draw("t", at: Point(x: 4, y: 0), style: Style(attributes: .underline, underlineStyle: .dotted))
        }.svg()
        // Concealed text is not drawn.
        #expect(elements("text", in: svg).allSatisfy { !$0.contains(">h<") })
        let rects = elements("rect", in: svg)
        // An overline along the top of the cell.
        #expect(rects.contains("<rect x=\"12\" y=\"13\" width=\"8.4\" height=\"1\" fill=\"#d4d4d4\"/>"))
        // A double underline is two lines; a dotted one a row of one-pixel dots.
        #expect(rects.contains("<rect x=\"37.2\" y=\"26\" width=\"8.4\" height=\"1\" fill=\"#d4d4d4\"/>"))
        #expect(rects.contains("<rect x=\"37.2\" y=\"28\" width=\"8.4\" height=\"1\" fill=\"#d4d4d4\"/>"))
        // Dots every two pixels along the cell's 8.4, the last one cut at its edge.
        #expect(rects.filter { $0.contains("y=\"27\" width=\"1\"") }.count == 4)
        #expect(rects.contains("<rect x=\"53.6\" y=\"27\" width=\"0.4\" height=\"1\" fill=\"#d4d4d4\"/>"))
        // A curly underline is a zigzag in the underline's own colour.
        let paths = elements("path", in: svg)
        #expect(paths.count == 1)
        #expect(paths.first?.hasPrefix("<path d=\"M28.8 28L33 26L37.2 28\"") == true)
        #expect(paths.first?.contains("stroke=\"#cd3131\"") == true)
    }

    @Test func reverseVideoSwapsTheColours() {
        let frame = buffer(2, 1) { context in
            context.draw(
                "r", at: Point(x: 0, y: 0), style: Style(foreground: .red, background: .green, attributes: .reverse))
            context.draw("d", at: Point(x: 1, y: 0), style: Style(attributes: .reverse))
        }
        let svg = frame.svg()
        #expect(
            elements("rect", in: svg).dropFirst() == [
                "<rect x=\"12\" y=\"12\" width=\"8.4\" height=\"17\" fill=\"#cd3131\"/>",
                "<rect x=\"20.4\" y=\"12\" width=\"8.4\" height=\"17\" fill=\"#d4d4d4\"/>",
            ])
        #expect(
            elements("text", in: svg) == [
                "<text x=\"12\" y=\"25\" fill=\"#0dbc79\">r</text>",
                "<text x=\"20.4\" y=\"25\" fill=\"#1e1e1e\">d</text>",
            ])
    }

    @Test func aWideCharacterTakesTwoCells() {
        let frame = buffer(4, 1) { context in
            context.draw("漢", at: Point(x: 0, y: 0), style: Style(background: .blue))
            context.draw("xy", at: Point(x: 2, y: 0), style: Style(background: .red))
        }
        let svg = frame.svg()
        // The character after it is two columns on, at 12 + 2 × 8.4.
        #expect(elements("text", in: svg) == ["<text x=\"12 28.8 37.2\" y=\"25\" fill=\"#d4d4d4\">漢xy</text>"])
        #expect(
            elements("rect", in: svg).dropFirst() == [
                "<rect x=\"12\" y=\"12\" width=\"16.8\" height=\"17\" fill=\"#2472c8\"/>",
                "<rect x=\"28.8\" y=\"12\" width=\"16.8\" height=\"17\" fill=\"#cd3131\"/>",
            ])
        // A cluster of several scalars is a text of its own at its cell.
        let emoji = buffer(4, 1) { context in context.draw("a👍🏽b", at: Point(x: 0, y: 0)) }
        #expect(
            elements("text", in: emoji.svg()) == [
                "<text x=\"12\" y=\"25\" fill=\"#d4d4d4\">a</text>",
                "<text x=\"20.4\" y=\"25\" fill=\"#d4d4d4\">👍🏽</text>",
                "<text x=\"37.2\" y=\"25\" fill=\"#d4d4d4\">b</text>",
            ])
    }

    @Test func theCursorIsABlockUnderItsInvertedCharacter() {
        let frame = buffer(4, 2) { context in
            context.draw("ab", at: Point(x: 0, y: 1), style: Style(foreground: .green))
            context.draw("字", at: Point(x: 2, y: 1))
        }
        let svg = frame.svg(SVGOptions(cursor: Point(x: 1, y: 1)))
        #expect(
            elements("rect", in: svg).contains(
                "<rect class=\"cursor\" x=\"20.4\" y=\"29\" width=\"8.4\" height=\"17\" fill=\"#0dbc79\"/>"))
        #expect(
            elements("text", in: svg) == [
                "<text x=\"12\" y=\"42\" fill=\"#0dbc79\">a</text>",
                "<text x=\"20.4\" y=\"42\" fill=\"#1e1e1e\">b</text>",
                "<text x=\"28.8\" y=\"42\" fill=\"#d4d4d4\">字</text>",
            ])
        // On the right half of a wide character, the block covers all of it.
        let onWide = frame.svg(SVGOptions(cursor: Point(x: 3, y: 1)))
        #expect(
            elements("rect", in: onWide).contains(
                "<rect class=\"cursor\" x=\"28.8\" y=\"29\" width=\"16.8\" height=\"17\" fill=\"#d4d4d4\"/>"))
        #expect(onWide.contains("data-cursor=\"2 1\""))
        // Outside the frame there is no cursor.
        #expect(!frame.svg(SVGOptions(cursor: Point(x: 4, y: 0))).contains("cursor"))
    }

    @Test func markupAndControlCharactersAreEscaped() {
        let frame = buffer(5, 1) { context in context.draw("<&>\"", at: Point(x: 0, y: 0)) }
        frame.set(Cell(unchecked: "\u{7}", width: 1, style: .plain), at: 4)
        let svg = frame.svg(SVGOptions(title: "\u{1B}]0;t\u{7}'"))
        #expect(
            elements("text", in: svg).last
                == "<text x=\"12 20.4 28.8 37.2 45.6\" y=\"53\" fill=\"#d4d4d4\">&lt;&amp;&gt;&quot;␇</text>")
        #expect(svg.contains(">␛]0;t␇&#39;</text>"))
        #expect(svg.contains(">&lt;&amp;&gt;&quot;␇\n── styles ──</metadata>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func twoSpacesInARowEndARunSoThatBrowsersCannotCollapseThem() {
        let frame = buffer(12, 1) { context in context.draw("a b  c   d", at: Point(x: 0, y: 0)) }
        #expect(
            elements("text", in: frame.svg()) == [
                "<text x=\"12 20.4 28.8\" y=\"25\" fill=\"#d4d4d4\">a b</text>",
                "<text x=\"54\" y=\"25\" fill=\"#d4d4d4\">c</text>",
                "<text x=\"87.6\" y=\"25\" fill=\"#d4d4d4\">d</text>",
            ])
    }

    @Test func theSameCellsGiveTheSameBytes() {
        func frame(_ text: String) -> String {
            buffer(6, 2) { context in
                context.draw(text, at: Point(x: 1, y: 0), style: Style(foreground: .indexed(100), attributes: .bold))
                context.draw("漢字", at: Point(x: 0, y: 1), style: Style(background: .rgb(9, 8, 7)))
            }.svg(SVGOptions(title: "t", cursor: Point(x: 2, y: 1)))
        }
        #expect(frame("fern") == frame("fern"))
        #expect(frame("fern") != frame("ferm"))
        #expect(buffer(2, 1).svg(SVGOptions(cursor: .zero)) != buffer(2, 1).svg(SVGOptions(cursor: Point(x: 1, y: 0))))
    }

    @Test func thePictureKeepsItsCellsForReports() throws {
        let frame = buffer(6, 2) { context in
            context.draw("漢 ok", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: [.bold, .reverse]))
            context.draw("<a>", at: Point(x: 1, y: 1), style: Style(background: .indexed(30)))
        }
        let trace = try SVGTrace(svg: frame.svg(SVGOptions(title: "x", cursor: Point(x: 4, y: 1))))
        #expect(trace.cells.styledText == frame.styledText)
        #expect(trace.cursor == Point(x: 4, y: 1))
        #expect(trace.geometry == SVGGeometry(left: 120, top: 400, cellWidth: 84, cellHeight: 170))
    }
}
