import TerrariumText

/// One row of an editor on screen: a piece of one line's content, all of it unless the line wraps.
struct TextEditorRow: Hashable {
    /// The line the row shows part of.
    var line: Int
    /// The offset of the row's first byte.
    var start: Int
    /// The offset after the row's last byte.
    var end: Int
}

/// How an editor's lines fall into rows of a given width: one row a line when it does not
/// wrap, else cut at the last cluster that fits.
///
/// Only the lines asked about are measured, and a line no wider than the rows (its width is
/// cached by the storage) is one row without breaking its clusters, so a frame costs the rows it
/// shows, not the document.
@MainActor
struct TextEditorLayout {
    let storage: TextStorage
    /// The columns a row has for text.
    let width: Int
    /// Whether long lines wrap onto more rows rather than scrolling sideways.
    let wraps: Bool
    /// The rows of the wrapped line measured last, which stepping through its rows asks for again.
    let cache: TextEditorRowCache

    /// The rows `line` takes, top to bottom.
    ///
    /// When wrapping, a line whose last row fills the width has an empty row after it, at the
    /// line's end, so that the caret there has a cell to be drawn in.
    func rows(ofLine line: Int) -> [TextEditorRow] {
        let range = storage.lineRange(line)
        let row = TextEditorRow(line: line, start: range.lowerBound, end: range.upperBound)
        guard wraps else { return [row] }
        let lineWidth = storage.displayWidth(ofLine: line)
        if lineWidth < width { return [row] }
        if lineWidth == width {
            return [row, TextEditorRow(line: line, start: range.upperBound, end: range.upperBound)]
        }
        let key = TextEditorRowCache.Key(line: line, version: storage.version, width: width)
        if let entry = cache.entry, entry.key == key { return entry.rows }
        let rows = wrap(line, range: range)
        cache.entry = (key, rows)
        return rows
    }

    /// `line`'s content, `range`, cut into rows at the last cluster that fits.
    private func wrap(_ line: Int, range: Range<Int>) -> [TextEditorRow] {
        var rows: [TextEditorRow] = []
        var start = range.lowerBound
        var offset = range.lowerBound
        var x = 0
        for character in storage.string(in: range) {
            var columns = TextMetrics.columns(of: character, at: x, tabWidth: storage.tabWidth)
            if x + columns > width, x > 0 {
                rows.append(TextEditorRow(line: line, start: start, end: offset))
                start = offset
                x = 0
                columns = TextMetrics.columns(of: character, at: 0, tabWidth: storage.tabWidth)
            }
            x += columns
            offset += character.utf8.count
        }
        rows.append(TextEditorRow(line: line, start: start, end: range.upperBound))
        if x >= width { rows.append(TextEditorRow(line: line, start: range.upperBound, end: range.upperBound)) }
        return rows
    }

    /// The row the caret at `offset` is drawn in: an offset where a wrapped line is cut starts
    /// the next row.
    func row(containing offset: Int) -> TextEditorRow {
        let lineRows = rows(ofLine: storage.line(containing: offset))
        return lineRows.last { $0.start <= offset } ?? lineRows[0]
    }

    /// The row below `row`, `nil` at the end of the text.
    func row(after row: TextEditorRow) -> TextEditorRow? {
        let lineRows = rows(ofLine: row.line)
        if let index = lineRows.firstIndex(of: row), index + 1 < lineRows.count { return lineRows[index + 1] }
        guard row.line + 1 < storage.lineCount else { return nil }
        return rows(ofLine: row.line + 1).first
    }

    /// The row above `row`, `nil` at the start of the text.
    func row(before row: TextEditorRow) -> TextEditorRow? {
        let lineRows = rows(ofLine: row.line)
        if let index = lineRows.firstIndex(of: row), index > 0 { return lineRows[index - 1] }
        guard row.line > 0 else { return nil }
        return rows(ofLine: row.line - 1).last
    }

    /// The row `count` rows below `row` (above when negative), stopping at either end.
    func row(_ row: TextEditorRow, movedBy count: Int) -> TextEditorRow {
        var row = row
        for _ in 0..<abs(count) {
            guard let next = count > 0 ? self.row(after: row) : self.row(before: row) else { break }
            row = next
        }
        return row
    }

    /// The column of `offset` in `row`: from the row's start when wrapping, from the line's
    /// start otherwise.
    func column(of offset: Int, in row: TextEditorRow) -> Int {
        let origin = wraps ? row.start : storage.lineStart(row.line)
        return TextMetrics.width(
            of: storage.string(in: origin..<max(origin, min(offset, row.end))), tabWidth: storage.tabWidth)
    }

    /// The offset of the cluster at `column` of `row`, as `column(of:in:)` counts; the end of
    /// the row for a column past it.
    func offset(atColumn column: Int, in row: TextEditorRow) -> Int {
        let origin = wraps ? row.start : storage.lineStart(row.line)
        var x = 0
        var offset = origin
        for character in storage.string(in: origin..<row.end) {
            let columns = TextMetrics.columns(of: character, at: x, tabWidth: storage.tabWidth)
            if x + columns > column { return offset }
            x += columns
            offset += character.utf8.count
        }
        // The end of a row that a wrapped line continues after is the next row's start.
        if wraps, row.end < storage.lineEnd(row.line), offset == row.end {
            return storage.offset(beforeCluster: row.end)
        }
        return offset
    }
}

/// The rows of the last wrapped line an editor measured, kept until the text or the width
/// changes: drawing or moving through a line of many rows asks for them once per row.
@MainActor
final class TextEditorRowCache {
    /// What the rows were measured for.
    struct Key: Equatable {
        var line: Int
        var version: Int
        var width: Int
    }

    var entry: (key: Key, rows: [TextEditorRow])?
}
