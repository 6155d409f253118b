package import TerrariumTerminal

/// The `.styled` snapshot format: the text grid, then the styled areas of the grid as a list.
///
/// ```text
/// ┌──────┐
/// │Saved │
/// └──────┘
/// ── styles ──
/// rows 0–2, cols 0–7: bg=#102030
/// row 1, cols 1–5: bold fg=green link=https://example.com
/// ```
///
/// The grid is one line per row, trailing spaces kept, the right half of a wide character left
/// out (as ``CellBuffer/lines`` gives it). After the `── styles ──` line, each line names a
/// rectangle — `row R` or `rows R1–R2`, then `col C` or `cols C1–C2`, 0-based and inclusive —
/// and the style its cells have, as ``StyleDescription`` writes it.
///
/// Backgrounds and the rest of a style (attributes, foreground, link) are listed as two layers,
/// because panels fill a background and then draw text over it: a filled box is one line
/// however much text is drawn on it. Within a layer, rectangles never overlap; a rectangle that
/// is in both layers is one line. A rectangle is a run of cells with equal values within a row,
/// extended downwards while the rows below have the same run. Lines are sorted by top row, then
/// left column, backgrounds first. Cells not covered are plain. Equal buffers always give equal
/// text, and ``CellBuffer/init(styledText:)`` reads it back.
package enum StyledTextFormat {
    /// The line between the grid and the list of styles.
    package static let separator = "── styles ──"

    /// A rectangle of cells in one style, inclusive bounds.
    struct Area: Equatable {
        var top: Int
        var bottom: Int
        var left: Int
        var right: Int
        var style: Style
    }

    /// `buffer` in the `.styled` format.
    package static func format(_ buffer: CellBuffer) -> String {
        var lines = buffer.lines
        lines.append(separator)
        for area in areas(of: buffer) {
            let rows = area.top == area.bottom ? "row \(area.top)" : "rows \(area.top)–\(area.bottom)"
            let columns = area.left == area.right ? "col \(area.left)" : "cols \(area.left)–\(area.right)"
            lines.append("\(rows), \(columns): \(StyleDescription.describe(area.style))")
        }
        return lines.joined(separator: "\n")
    }

    /// The styled rectangles of `buffer` in the order the format lists them: the background
    /// layer and the text layer, a rectangle in both merged into one.
    static func areas(of buffer: CellBuffer) -> [Area] {
        let backgrounds = areas(of: buffer) { Style(background: $0.background) }
        var texts = areas(of: buffer) { style in
            var text = style
            text.background = .default
            return text
        }
        var result: [Area] = []
        for background in backgrounds {
            let sameRectangle = texts.firstIndex {
                ($0.top, $0.bottom, $0.left, $0.right)
                    == (background.top, background.bottom, background.left, background.right)
            }
            if let index = sameRectangle {
                var merged = texts.remove(at: index)
                merged.style.background = background.style.background
                result.append(merged)
            } else {
                result.append(background)
            }
        }
        // A background is listed before text that starts at the same cell.
        let ranked = result.map { (area: $0, rank: 0) } + texts.map { (area: $0, rank: 1) }
        return ranked.sorted { ($0.area.top, $0.area.left, $0.rank) < ($1.area.top, $1.area.left, $1.rank) }.map(\.area)
    }

    /// The rectangles of cells whose `layer` of the style is not plain.
    private static func areas(of buffer: CellBuffer, layer: (Style) -> Style) -> [Area] {
        var closed: [Area] = []
        var open: [Area] = []
        let width = buffer.size.width
        for y in 0..<buffer.size.height {
            var extended: [Area] = []
            var x = 0
            while x < width {
                let style = layer(buffer.cells[y * width + x].style)
                var end = x
                while end + 1 < width, layer(buffer.cells[y * width + end + 1].style) == style { end += 1 }
                if style != .plain {
                    if let index = open.firstIndex(where: { $0.left == x && $0.right == end && $0.style == style }) {
                        var area = open.remove(at: index)
                        area.bottom = y
                        extended.append(area)
                    } else {
                        extended.append(Area(top: y, bottom: y, left: x, right: end, style: style))
                    }
                }
                x = end + 1
            }
            closed += open
            open = extended
        }
        return closed + open
    }

    /// The buffer `text` describes.
    package static func parse(_ text: String) throws(StyledTextError) -> CellBuffer {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Style lines never equal the separator, so the last line that does is the one.
        guard let separatorIndex = lines.lastIndex(where: { $0 == separator }) else {
            throw StyledTextError(line: lines.count, reason: "no \"\(separator)\" line")
        }
        let rows = try lines[..<separatorIndex].enumerated().map { y, line throws(StyledTextError) in
            try parseRow(line, lineNumber: y + 1)
        }
        let rowWidths = rows.map { row in row.reduce(0) { $0 + $1.width } }
        let width = rowWidths.first ?? 0
        let size = Size(width: width, height: rows.count)
        if let y = rowWidths.firstIndex(where: { $0 != width }) {
            throw StyledTextError(line: y + 1, reason: "row is \(rowWidths[y]) columns wide, not \(width)")
        }

        var styles = Array(repeating: Style.plain, count: size.area)
        for index in lines.indices where index > separatorIndex && !lines[index].isEmpty {
            let (area, setsBackground, setsText) = try parseArea(lines[index], lineNumber: index + 1, size: size)
            for y in area.top...area.bottom {
                for x in area.left...area.right {
                    // A line sets only the layers it names, so a background and the text over
                    // it can come from different lines.
                    if setsBackground { styles[y * width + x].background = area.style.background }
                    if setsText {
                        styles[y * width + x].foreground = area.style.foreground
                        styles[y * width + x].attributes = area.style.attributes
                        styles[y * width + x].underlineStyle = area.style.underlineStyle
                        styles[y * width + x].underlineColor = area.style.underlineColor
                        styles[y * width + x].hyperlink = area.style.hyperlink
                    }
                }
            }
        }

        let buffer = CellBuffer(size: size)
        for (y, row) in rows.enumerated() {
            var x = 0
            for (grapheme, cellWidth) in row {
                let index = y * width + x
                buffer.set(Cell(unchecked: grapheme, width: UInt8(cellWidth), style: styles[index]), at: index)
                if cellWidth == 2 { buffer.set(Cell.continuation(styles[index + 1]), at: index + 1) }
                x += cellWidth
            }
        }
        return buffer
    }

    /// The graphemes of a grid row with their widths.
    private static func parseRow(_ line: Substring, lineNumber: Int) throws(StyledTextError) -> [(
        grapheme: String, width: Int
    )] {
        var cells: [(grapheme: String, width: Int)] = []
        for character in line {
            let width = character.displayWidth
            guard width > 0 else {
                throw StyledTextError(line: lineNumber, reason: "\"\(character.unicodeScalars)\" takes no column")
            }
            cells.append((String(character), width))
        }
        return cells
    }

    /// One line of the list of styles, and whether it names a background and the text layer.
    private static func parseArea(
        _ line: Substring, lineNumber: Int, size: Size
    ) throws(StyledTextError) -> (area: Area, setsBackground: Bool, setsText: Bool) {
        func failure(_ reason: String) -> StyledTextError { StyledTextError(line: lineNumber, reason: reason) }
        guard let colon = line.firstRange(of: ": ") else { throw failure("expected \"row …, col …: style\"") }
        let position = line[..<colon.lowerBound].split(separator: ", ")
        guard position.count == 2,
            let rows = parseRange(position[0], singular: "row", plural: "rows"),
            let columns = parseRange(position[1], singular: "col", plural: "cols")
        else {
            throw failure("expected \"row R\" or \"rows R1–R2\", then \"col C\" or \"cols C1–C2\"")
        }
        guard rows.upperBound < size.height, columns.upperBound < size.width else {
            throw failure("the area lies outside the \(size) grid")
        }
        switch StyleDescription.parse(line[colon.upperBound...]) {
        case .success(let style):
            let area = Area(
                top: rows.lowerBound, bottom: rows.upperBound, left: columns.lowerBound, right: columns.upperBound,
                style: style)
            var text = style
            text.background = .default
            return (area, style.background != .default, text != .plain)
        case .failure(let failure):
            throw StyledTextError(line: lineNumber, reason: failure.reason)
        }
    }

    /// `row 3` or `rows 2–4` (an ASCII hyphen also accepted) as an inclusive range.
    private static func parseRange(_ text: Substring, singular: String, plural: String) -> ClosedRange<Int>? {
        let words = text.split(separator: " ")
        guard words.count == 2 else { return nil }
        let bounds = words[1].split(whereSeparator: { $0 == "–" || $0 == "-" }).map { Int($0) }
        switch (words[0], bounds.count) {
        case (Substring(singular), 1):
            guard let value = bounds[0], value >= 0 else { return nil }
            return value...value
        case (Substring(plural), 2):
            guard let low = bounds[0], let high = bounds[1], low >= 0, low <= high else { return nil }
            return low...high
        default:
            return nil
        }
    }
}
