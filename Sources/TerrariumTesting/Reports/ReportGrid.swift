import TerrariumTerminal

/// A snapshot as a failure report shows it: rows of one-column cells, so that the reference and
/// the actual snapshot can be laid side by side and compared position by position.
struct ReportGrid {
    /// One column of a row.
    struct Cell: Equatable {
        /// The character shown; both columns of a wide character hold it.
        var text: String
        /// 1, or 2 on the first column of a wide character and 0 on its second.
        var width: Int
        /// How the cell is painted; plain for text snapshots.
        var style: Style = .plain
        /// Whether the cursor is on the cell.
        var isCursor = false
    }

    /// The rows, top to bottom, each as long as its own content.
    var rows: [[Cell]]

    /// The lines of a text snapshot, each character taking the columns a terminal gives it.
    ///
    /// Control characters show as their pictures, as they would on the grid.
    init(text: String) {
        rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [Cell] = []
            for character in Sanitizer.sanitize(line) {
                let text = String(character)
                if character.displayWidth == 2 {
                    cells += [Cell(text: text, width: 2), Cell(text: text, width: 0)]
                } else {
                    cells.append(Cell(text: text, width: 1))
                }
            }
            return cells
        }
    }

    /// The cells a picture shows, as its trace keeps them.
    init(trace: SVGTrace) {
        let size = trace.cells.size
        rows = (0..<size.height).map { y in
            (0..<size.width).map { x in
                let cell = trace.cells[x, y]!
                let owner = cell.isContinuation && x > 0 ? trace.cells[x - 1, y]! : cell
                return Cell(
                    text: owner.grapheme, width: Int(cell.width), style: cell.style,
                    isCursor: trace.cursor == Point(x: cell.isContinuation ? x - 1 : x, y: y))
            }
        }
    }

    /// The cell at column `x` of row `y`; nil past the end of the row or below the last one.
    subscript(x: Int, y: Int) -> Cell? {
        guard y >= 0, y < rows.count, x >= 0, x < rows[y].count else { return nil }
        return rows[y][x]
    }
}
