import TerrariumTerminal

/// The fewest bytes that update a frame's changed cells, by the model of
/// `Peers/cell_bytes.py`: the cheapest of an absolute move, a forward move, CR and line feeds, or
/// re-printing a short gap, per run of changed cells; one byte per glyph; no style changes; plus
/// the 16 bytes of the synchronized-update pair.
enum OptimalBytes {
    /// The optimum for the cells that differ between `old` and `new` (every non-blank one when there is no previous frame).
    static func frame(from old: [Cell]?, to new: CellBuffer) -> Int {
        let width = new.size.width
        let old = old?.count == new.cells.count ? old : nil
        var changed: [(row: Int, column: Int)] = []
        for y in 0..<new.size.height {
            for x in 0..<width {
                let cell = new.cells[y * width + x]
                if cell.isContinuation { continue }
                if let old, old[y * width + x] == cell { continue }
                if old == nil, cell == .blank { continue }
                changed.append((y, x))
            }
        }
        return changed.isEmpty ? 0 : 16 + cost(of: changed)
    }

    /// `cell_bytes.py`'s `frame_bytes` with `opt=True`, `style=False`, one byte per glyph.
    static func cost(of cells: [(row: Int, column: Int)]) -> Int {
        var total = 0
        var cursor: (row: Int, column: Int)?
        for cell in cells {
            if let current = cursor, current == cell {
                total += 1
            } else {
                total += cursor.map { move(from: $0, to: cell) } ?? absolute(cell)
                total += 1
            }
            cursor = (cell.row, cell.column + 1)
        }
        return total
    }

    private static func absolute(_ cell: (row: Int, column: Int)) -> Int {
        "\u{1B}[\(cell.row + 1);\(cell.column + 1)H".utf8.count
    }

    private static func move(from current: (row: Int, column: Int), to target: (row: Int, column: Int)) -> Int {
        var best = absolute(target)
        if current.row == target.row, target.column > current.column {
            let gap = target.column - current.column
            best = min(best, gap > 1 ? "\u{1B}[\(gap)C".utf8.count : 3, gap)
        }
        if target.row > current.row {
            let down = target.row - current.row
            var viaReturn = 1 + min(down, "\u{1B}[\(down)B".utf8.count)
            if target.column > 0 {
                viaReturn += min(
                    target.column > 1 ? "\u{1B}[\(target.column)C".utf8.count : 3,
                    target.column < 4 ? target.column : 99)
            }
            best = min(best, viaReturn)
        }
        return best
    }
}
