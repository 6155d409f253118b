import TerrariumCore
import TerrariumTerminal
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
/// shows, not the document. A line of more than ``blockLength`` bytes is wrapped a block of that
/// many bytes at a time, each block starting a row, so that drawing and typing in a line of
/// megabytes cost the blocks shown, not the line.
@MainActor
struct TextEditorLayout {
    /// The most bytes of a line wrapped as one piece; a longer line wraps in blocks this long.
    static let blockLength = 8 * 1024

    let storage: TextStorage
    /// The columns a row has for text.
    let width: Int
    /// Whether long lines wrap onto more rows rather than scrolling sideways.
    let wraps: Bool
    /// The rows of the wrapped pieces measured last, which stepping through their rows asks for again.
    let cache: TextEditorRowCache

    /// The rows of the piece of `line` that holds `offset`, top to bottom: the whole line, or
    /// the block of a long line that the offset falls in (its end belongs to the last block).
    ///
    /// When wrapping, a line whose last row fills the width has an empty row after it, at the
    /// line's end, so that the caret there has a cell to be drawn in.
    func rows(ofLine line: Int, around offset: Int) -> [TextEditorRow] {
        let range = storage.lineRange(line)
        let row = TextEditorRow(line: line, start: range.lowerBound, end: range.upperBound)
        guard wraps else { return [row] }
        guard range.count > Self.blockLength else { return rows(ofLine: line, piece: range, lineRange: range) }
        // A block measured since the last edit is found without looking for its bounds again.
        if let rows = cache.rows(line: line, version: storage.version, width: width, containing: offset) {
            return rows
        }
        return rows(ofLine: line, piece: block(of: range, containing: offset), lineRange: range)
    }

    /// The rows of `piece` of `line`, whose content is `lineRange`.
    private func rows(ofLine line: Int, piece: Range<Int>, lineRange range: Range<Int>) -> [TextEditorRow] {
        let row = TextEditorRow(line: line, start: range.lowerBound, end: range.upperBound)
        if piece == range {
            let lineWidth = storage.displayWidth(ofLine: line)
            if lineWidth < width { return [row] }
            if lineWidth == width {
                return [row, TextEditorRow(line: line, start: range.upperBound, end: range.upperBound)]
            }
        }
        let key = TextEditorRowCache.Key(line: line, start: piece.lowerBound, version: storage.version, width: width)
        if let rows = cache.rows(for: key) { return rows }
        let endsLine = piece.upperBound == range.upperBound
        let rows = wrap(line, piece: piece, endsLine: endsLine)
        cache.store(rows, for: key, piece: piece, endsLine: endsLine)
        return rows
    }

    /// The block of the long line `range` that holds `offset`: blocks start every
    /// ``blockLength`` bytes from the line's start, moved back to the start of a cluster.
    private func block(of range: Range<Int>, containing offset: Int) -> Range<Int> {
        let blocks = (range.count + Self.blockLength - 1) / Self.blockLength
        func start(_ index: Int) -> Int {
            guard index > 0 else { return range.lowerBound }
            guard index < blocks else { return range.upperBound }
            let nominal = range.lowerBound + index * Self.blockLength
            return storage.offset(beforeCluster: storage.offset(afterCluster: nominal))
        }
        var index = min(blocks - 1, max(0, offset - range.lowerBound) / Self.blockLength)
        while index > 0, start(index) > offset { index -= 1 }
        while index + 1 < blocks, start(index + 1) <= offset { index += 1 }
        return start(index)..<max(start(index), start(index + 1))
    }

    /// `piece` of `line` cut into rows at the last cluster that fits; `endsLine` when the piece
    /// runs to the line's end, which then may take an empty row after it.
    private func wrap(_ line: Int, piece: Range<Int>, endsLine: Bool) -> [TextEditorRow] {
        if let rows = wrapPrintableASCII(line, piece: piece, endsLine: endsLine) { return rows }
        var rows: [TextEditorRow] = []
        var start = piece.lowerBound
        var offset = piece.lowerBound
        var x = 0
        for character in storage.string(in: piece) {
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
        rows.append(TextEditorRow(line: line, start: start, end: piece.upperBound))
        if endsLine, x >= width {
            rows.append(TextEditorRow(line: line, start: piece.upperBound, end: piece.upperBound))
        }
        return rows
    }

    /// `piece` cut into rows as ``wrap(_:piece:endsLine:)`` cuts it, when it is all printable
    /// ASCII: one column and one cluster a byte, so the rows are `width` bytes each and no
    /// cluster needs breaking; `nil` for any other text.
    private func wrapPrintableASCII(_ line: Int, piece: Range<Int>, endsLine: Bool) -> [TextEditorRow]? {
        guard storage.bytes(in: piece).isAllPrintableASCII else { return nil }
        var rows = stride(from: piece.lowerBound, to: piece.upperBound, by: width).map {
            TextEditorRow(line: line, start: $0, end: min($0 + width, piece.upperBound))
        }
        if rows.isEmpty { rows = [TextEditorRow(line: line, start: piece.lowerBound, end: piece.upperBound)] }
        if endsLine, !piece.isEmpty, piece.count.isMultiple(of: width) {
            rows.append(TextEditorRow(line: line, start: piece.upperBound, end: piece.upperBound))
        }
        return rows
    }

    /// The row the caret at `offset` is drawn in: an offset where a wrapped line is cut starts
    /// the next row.
    func row(containing offset: Int) -> TextEditorRow {
        let lineRows = rows(ofLine: storage.line(containing: offset), around: offset)
        return lineRows.last { $0.start <= offset } ?? lineRows[0]
    }

    /// The row below `row`, `nil` at the end of the text.
    func row(after row: TextEditorRow) -> TextEditorRow? {
        let pieceRows = rows(ofLine: row.line, around: row.start)
        if let index = pieceRows.firstIndex(of: row), index + 1 < pieceRows.count { return pieceRows[index + 1] }
        // The next block of a long line.
        if let last = pieceRows.last, last.end < storage.lineEnd(row.line), last.start < last.end {
            return rows(ofLine: row.line, around: last.end).first
        }
        guard row.line + 1 < storage.lineCount else { return nil }
        return rows(ofLine: row.line + 1, around: storage.lineStart(row.line + 1)).first
    }

    /// The row above `row`, `nil` at the start of the text.
    func row(before row: TextEditorRow) -> TextEditorRow? {
        let pieceRows = rows(ofLine: row.line, around: row.start)
        if let index = pieceRows.firstIndex(of: row), index > 0 { return pieceRows[index - 1] }
        // The previous block of a long line.
        if let first = pieceRows.first, first.start > storage.lineStart(row.line) {
            return rows(ofLine: row.line, around: first.start - 1).last
        }
        guard row.line > 0 else { return nil }
        return rows(ofLine: row.line - 1, around: storage.lineEnd(row.line - 1)).last
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

/// The rows of the last few wrapped lines or blocks an editor measured, kept until the text or
/// the width changes: drawing or moving through a line of many rows asks for them once per row,
/// and a frame asks for the top's piece and the caret's in turn.
@MainActor
final class TextEditorRowCache {
    /// What the rows were measured for.
    struct Key: Equatable {
        var line: Int
        /// The offset the measured piece starts at.
        var start: Int
        var version: Int
        var width: Int
    }

    /// The most pieces kept.
    private static let capacity = 4

    /// A piece's rows, and the bytes it covers: its end too when it ends its line.
    private struct Entry {
        var key: Key
        var rows: [TextEditorRow]
        var piece: Range<Int>
        var endsLine: Bool

        func covers(_ offset: Int) -> Bool {
            piece.contains(offset) || (endsLine && offset == piece.upperBound)
        }
    }

    /// The pieces kept, the one used last at the end.
    private var entries: [Entry] = []

    /// The rows measured for `key`, if kept.
    func rows(for key: Key) -> [TextEditorRow]? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return use(index)
    }

    /// The rows kept for the piece of `line` that covers `offset`, measured at `version` and
    /// `width`, if any.
    func rows(line: Int, version: Int, width: Int, containing offset: Int) -> [TextEditorRow]? {
        let index = entries.firstIndex {
            $0.key.line == line && $0.key.version == version && $0.key.width == width && $0.covers(offset)
        }
        return index.map(use)
    }

    private func use(_ index: Int) -> [TextEditorRow] {
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.rows
    }

    /// Keeps `rows` for `key`, the rows of `piece`, forgetting the piece used longest ago past
    /// the capacity.
    func store(_ rows: [TextEditorRow], for key: Key, piece: Range<Int>, endsLine: Bool) {
        entries.removeAll { $0.key == key }
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(key: key, rows: rows, piece: piece, endsLine: endsLine))
    }

    /// Forgets every piece, as when the editor is given another storage.
    func removeAll() {
        entries.removeAll()
    }
}
