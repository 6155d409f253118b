import TerrariumTerminal

/// Draws a frame as an SVG picture of a terminal window; see ``CellBuffer/svg(_:)``.
///
/// The picture is built in layers, each a list of lines: the window, the backgrounds (one
/// rectangle per run of cells with the same colour in a row), the cursor block, the text (one
/// `<text>` per run of cells with the same colour and attributes in a row, every character given
/// the x of its cell, so the grid holds whatever the font's advance) and the underlines,
/// overlines and strikethroughs, drawn as thin rectangles so they reach across spaces and line up
/// with cells: a double underline as two, a dotted or dashed one as a row of short ones, a curly
/// one as a zigzag path. Concealed text (SGR 8) is drawn as blanks, as a terminal shows it.
struct SVGRenderer {
    let buffer: CellBuffer
    let options: SVGOptions
    let geometry: SVGGeometry
    /// The cell the cursor block is on, moved to the start of a wide character.
    let cursor: Point?
    /// The glyphs of each row, left to right.
    let rows: [[Glyph]]

    /// One character of the grid as drawn: where it is, how wide, what shows, in what colours.
    struct Glyph {
        var column: Int
        var width: Int
        /// The text drawn: the cell's grapheme with control characters as their pictures.
        var text: String
        var style: Style
        var paint: Paint
        var isCursor: Bool

        /// Whether the text is one scalar of the Basic Multilingual Plane.
        ///
        /// Such characters share a `<text>` with their neighbours, each placed by an entry of its
        /// `x` list. Longer clusters get a `<text>` of their own, since browsers may count their
        /// scalars or their UTF-16 units against the list.
        var isSingleScalar: Bool {
            text.unicodeScalars.count == 1 && text.unicodeScalars.first!.value < 0x10000
        }

        var isSpace: Bool { text == " " }

        /// Whether the glyph is a half block (`▀`, `▄`), which the picture paints as a rectangle:
        /// a font's half block rarely meets the next row's, and pictures drawn with them (an
        /// `Image`'s pixels) would show seams.
        var isHalfBlock: Bool { text == "▀" || text == "▄" }
    }

    /// The colours and attributes a cell is drawn with, reverse video resolved.
    struct Paint: Equatable {
        var foreground: String
        /// Nil where the window's own colour shows through.
        var background: String?
        var bold = false
        var italic = false
        var dim = false
        /// The underline's shape, nil for none.
        var underline: UnderlineStyle?
        /// The underline's colour: its own, or the text's.
        var underlineColor: String
        var strikethrough = false
        var overline = false

        init(_ style: Style, inverted: Bool) {
            var foreground = TerminalPalette.hex(style.foreground) ?? TerminalPalette.defaultForeground
            var background = TerminalPalette.hex(style.background)
            if style.attributes.contains(.reverse) != inverted {
                (foreground, background) = (background ?? TerminalPalette.defaultBackground, foreground)
            }
            self.foreground = foreground
            self.background = background
            underlineColor = TerminalPalette.hex(style.underlineColor) ?? foreground
            bold = style.attributes.contains(.bold)
            italic = style.attributes.contains(.italic)
            dim = style.attributes.contains(.dim)
            underline = style.attributes.contains(.underline) ? style.underlineStyle : nil
            strikethrough = style.attributes.contains(.strikethrough)
            overline = style.attributes.contains(.overline)
        }

        /// Whether text in this paint and in `other` can share a `<text>` element.
        func drawsText(like other: Paint) -> Bool {
            (foreground, bold, italic, dim) == (other.foreground, other.bold, other.italic, other.dim)
        }
    }

    init(buffer: CellBuffer, options: SVGOptions) {
        self.buffer = buffer
        self.options = options
        geometry = SVGGeometry(titleBar: options.title != nil)
        let size = buffer.size
        var cursor = options.cursor.flatMap { point in buffer[point.x, point.y] != nil ? point : nil }
        if let point = cursor, point.x > 0, buffer[point.x, point.y]!.isContinuation,
            buffer[point.x - 1, point.y]!.width == 2
        {
            cursor = Point(x: point.x - 1, y: point.y)
        }
        self.cursor = cursor
        rows = (0..<size.height).map { y in
            var glyphs: [Glyph] = []
            var x = 0
            while x < size.width {
                let cell = buffer[x, y]!
                let width = max(1, min(Int(cell.width), size.width - x))
                let isCursor = cursor == Point(x: x, y: y)
                glyphs.append(
                    Glyph(
                        column: x, width: width, text: Self.drawnText(of: cell, width: width),
                        style: cell.style, paint: Paint(cell.style, inverted: isCursor), isCursor: isCursor))
                x += width
            }
            return glyphs
        }
    }

    /// What a cell shows in `width` columns: its grapheme with each control character as its
    /// picture, a space for a continuation cell left without its wide character, and replacement
    /// characters for a grapheme that would not fill its columns exactly.
    private static func drawnText(of cell: Cell, width: Int) -> String {
        if cell.isContinuation { return " " }
        if cell.style.attributes.contains(.hidden) { return String(repeating: " ", count: width) }
        let text = Sanitizer.sanitize(cell.grapheme)
        guard text.count == 1, text.displayWidth == width else {
            return String(repeating: "\u{FFFD}", count: width)
        }
        return text
    }

    func render() -> String {
        let (width, height) = geometry.pictureSize(for: buffer.size)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(px(width))\" height=\"\(px(height))\""
                + " viewBox=\"0 0 \(px(width)) \(px(height))\""
                + " font-family=\"\(SVGGeometry.fontFamily)\""
                + " font-size=\"\(SVGGeometry.fontSize)\" xml:space=\"preserve\">",
            trace.element,
        ]
        lines += window(width: width, height: height)
        lines += group(backgrounds + halfBlocks)
        lines += cursorBlock
        lines += texts
        lines += group(decorations)
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// The cells as drawn, for the picture's metadata.
    private var trace: SVGTrace {
        let cells = CellBuffer(size: buffer.size)
        for (y, glyphs) in rows.enumerated() {
            for glyph in glyphs {
                var style = glyph.style
                style.hyperlink = nil
                let index = y * buffer.size.width + glyph.column
                if glyph.text.count == 1 {
                    cells.set(Cell(unchecked: glyph.text, width: UInt8(glyph.width), style: style), at: index)
                    if glyph.width == 2 { cells.set(.continuation(style), at: index + 1) }
                } else {
                    for (offset, character) in glyph.text.enumerated() {
                        cells.set(Cell(unchecked: String(character), width: 1, style: style), at: index + offset)
                    }
                }
            }
        }
        return SVGTrace(cells: cells, cursor: cursor, geometry: geometry)
    }

    /// The window: a rounded dark rectangle, and the title bar when there is a title.
    private func window(width: Int, height: Int) -> [String] {
        var lines = [
            "<rect width=\"\(px(width))\" height=\"\(px(height))\" rx=\"8\" fill=\"\(TerminalPalette.defaultBackground)\"/>"
        ]
        guard let title = options.title else { return lines }
        let bar = SVGGeometry.titleBarHeight
        lines.append(
            "<path d=\"M0 8a8 8 0 0 1 8-8h\(px(width - 160))a8 8 0 0 1 8 8v\(px(bar - 80))H0z\" fill=\"#323232\"/>")
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            lines.append("<circle cx=\"\(18 + 20 * index)\" cy=\"14\" r=\"6\" fill=\"\(color)\"/>")
        }
        // Centred between the buttons and the right edge, so that it clears the buttons.
        let buttonsEnd = 720
        let center = (buttonsEnd + width - SVGGeometry.padding) / 2
        lines.append(
            "<text x=\"\(px(center))\" y=\"19\" font-size=\"13\" text-anchor=\"middle\" fill=\"#a0a0a0\">"
                + "\(MarkupText.escape(title))</text>")
        return lines
    }

    /// One rectangle per run of cells with the same background, the cursor's cell left out.
    private var backgrounds: [String] {
        var lines: [String] = []
        for (y, glyphs) in rows.enumerated() {
            for run in runs(of: glyphs, by: { $0.isCursor ? nil : $0.paint.background }) {
                lines.append(
                    rectangle(row: y, from: run.start, to: run.end, top: 0, height: geometry.cellHeight, fill: run.key))
            }
        }
        return lines
    }

    /// One rectangle per run of the same half block in the same colour: the upper or lower half
    /// of the cells, in the colour of their text.
    private var halfBlocks: [String] {
        var lines: [String] = []
        let half = geometry.cellHeight / 2
        for (y, glyphs) in rows.enumerated() {
            let painted = runs(of: glyphs) { glyph -> [String]? in
                glyph.isHalfBlock && !glyph.isCursor ? [glyph.text, glyph.paint.foreground] : nil
            }
            for run in painted {
                let upper = run.key[0] == "▀"
                lines.append(
                    rectangle(
                        row: y, from: run.start, to: run.end, top: upper ? 0 : half,
                        height: upper ? half : geometry.cellHeight - half, fill: run.key[1]))
            }
        }
        return lines
    }

    /// The cursor: a block in the colour the cell's text would have, under its inverted text.
    private var cursorBlock: [String] {
        for (y, glyphs) in rows.enumerated() {
            guard let glyph = glyphs.first(where: \.isCursor) else { continue }
            let fill = glyph.paint.background ?? TerminalPalette.defaultBackground
            return [
                "<rect class=\"cursor\" x=\"\(px(geometry.x(glyph.column)))\" y=\"\(px(geometry.y(y)))\""
                    + " width=\"\(px(glyph.width * geometry.cellWidth))\" height=\"\(px(geometry.cellHeight))\""
                    + " fill=\"\(fill)\"/>"
            ]
        }
        return []
    }

    /// One `<text>` per run of characters drawn alike.
    ///
    /// Single spaces join whatever run they are in, since they show no colour, and are dropped
    /// at a run's ends. Two spaces in a row
    /// end the run: browsers collapse them whatever `xml:space` says, which would move every
    /// character after them to the wrong `x`.
    private var texts: [String] {
        var lines: [String] = []
        for (y, glyphs) in rows.enumerated() {
            var run: [Glyph] = []
            func flush() {
                while run.last?.isSpace == true { run.removeLast() }
                if !run.isEmpty { lines.append(text(run, row: y)) }
                run = []
            }
            for glyph in glyphs {
                if glyph.isHalfBlock, !glyph.isCursor {
                    flush()
                } else if glyph.isSpace {
                    if run.last?.isSpace == true {
                        flush()
                    } else if !run.isEmpty {
                        run.append(glyph)
                    }
                } else if glyph.isSingleScalar {
                    if let first = run.first, !first.paint.drawsText(like: glyph.paint) { flush() }
                    run.append(glyph)
                } else {
                    flush()
                    lines.append(text([glyph], row: y))
                }
            }
            flush()
        }
        return lines
    }

    /// The `<text>` element of a run, each character at its column's x.
    private func text(_ run: [Glyph], row: Int) -> String {
        let paint = run[0].paint
        // A run of several scalars is one cluster, placed by its first scalar; the rest follow.
        let xs = run.map { px(geometry.x($0.column)) }.joined(separator: " ")
        var attributes = "x=\"\(xs)\" y=\"\(px(geometry.y(row) + SVGGeometry.baseline))\" fill=\"\(paint.foreground)\""
        if paint.bold { attributes += " font-weight=\"bold\"" }
        if paint.italic { attributes += " font-style=\"italic\"" }
        if paint.dim { attributes += " fill-opacity=\"0.5\"" }
        return "<text \(attributes)>\(MarkupText.escape(run.map(\.text).joined()))</text>"
    }

    /// Underlines, overlines and strikethroughs: a one-pixel rectangle per run of cells that have
    /// one, in the colour of their text (an underline in its own colour when it has one).
    private var decorations: [String] {
        var lines: [String] = []
        for (y, glyphs) in rows.enumerated() {
            for run in runs(of: glyphs, by: { $0.paint.underline == nil ? nil : $0.paint }) {
                lines += underline(row: y, from: run.start, to: run.end, paint: run.key)
            }
            for (isOn, top): ((Paint) -> Bool, Int) in [({ $0.strikethrough }, 90), ({ $0.overline }, 10)] {
                for run in runs(of: glyphs, by: { isOn($0.paint) ? $0.paint : nil }) {
                    lines.append(
                        rectangle(
                            row: y, from: run.start, to: run.end, top: top, height: 10, fill: run.key.foreground,
                            dim: run.key.dim))
                }
            }
        }
        return lines
    }

    /// An underline of `paint`'s shape under columns `start..<end` of `row`.
    private func underline(row: Int, from start: Int, to end: Int, paint: Paint) -> [String] {
        let fill = paint.underlineColor
        func bar(_ top: Int) -> String {
            rectangle(row: row, from: start, to: end, top: top, height: 10, fill: fill, dim: paint.dim)
        }
        switch paint.underline ?? .single {
        case .single:
            return [bar(150)]
        case .double:
            return [bar(140), bar(160)]
        case .dotted, .dashed:
            // Dots of one pixel every two, dashes of three every five, cell by cell.
            let (length, period) = paint.underline == .dotted ? (10, 20) : (30, 50)
            var marks: [String] = []
            var x = geometry.x(start)
            while x < geometry.x(end) {
                let width = min(length, geometry.x(end) - x)
                marks.append(
                    "<rect x=\"\(px(x))\" y=\"\(px(geometry.y(row) + 150))\" width=\"\(px(width))\""
                        + " height=\"\(px(10))\" fill=\"\(fill)\"/>")
                x += period
            }
            return marks
        case .curly:
            // A zigzag of half-cell strokes between two heights.
            var path = "M\(px(geometry.x(start))) \(px(geometry.y(row) + 160))"
            let step = geometry.cellWidth / 2
            var up = true
            var x = geometry.x(start)
            while x < geometry.x(end) {
                x = min(x + step, geometry.x(end))
                path += "L\(px(x)) \(px(geometry.y(row) + (up ? 140 : 160)))"
                up.toggle()
            }
            return ["<path d=\"\(path)\" fill=\"none\" stroke=\"\(fill)\" stroke-width=\"1\"/>"]
        }
    }

    /// The runs of neighbouring glyphs for which `key` gives the same value, with the columns
    /// each starts at and ends before; glyphs whose key is nil are in no run.
    private func runs<Key: Equatable>(
        of glyphs: [Glyph], by key: (Glyph) -> Key?
    ) -> [(key: Key, start: Int, end: Int)] {
        var runs: [(key: Key, start: Int, end: Int)] = []
        var current: (key: Key, start: Int, end: Int)?
        for glyph in glyphs {
            let value = key(glyph)
            if let open = current, open.key == value {
                current?.end = glyph.column + glyph.width
                continue
            }
            if let open = current { runs.append(open) }
            current = value.map { ($0, glyph.column, glyph.column + glyph.width) }
        }
        if let open = current { runs.append(open) }
        return runs
    }

    /// A rectangle over columns `start..<end` of `row`, from `top` tenths below the row's top.
    private func rectangle(
        row: Int, from start: Int, to end: Int, top: Int, height: Int, fill: String, dim: Bool = false
    ) -> String {
        "<rect x=\"\(px(geometry.x(start)))\" y=\"\(px(geometry.y(row) + top))\""
            + " width=\"\(px((end - start) * geometry.cellWidth))\" height=\"\(px(height))\" fill=\"\(fill)\""
            + (dim ? " fill-opacity=\"0.5\"/>" : "/>")
    }

    /// The elements in a group whose edges are drawn without smoothing, so that neighbouring
    /// rectangles leave no seam; nothing when there are none.
    private func group(_ lines: [String]) -> [String] {
        lines.isEmpty ? [] : ["<g shape-rendering=\"crispEdges\">"] + lines + ["</g>"]
    }

    private func px(_ tenths: Int) -> String { SVGGeometry.pixels(tenths) }
}
