import TerrariumTerminal

/// The positions where two grids differ, for a failure report.
///
/// Grids are compared column by column within aligned rows: a position is changed when its cell
/// differs in text, width, style or cursor, or is there in one grid only. Both columns of a
/// changed wide character count, since both show something else.
struct GridComparison {
    /// The changed positions, `x` the column and `y` the row, both from 0.
    let changed: Set<Point>
    /// How many rows the wider of the two grids has.
    let rowCount: Int
    /// For each row, the columns of the longer of its two versions.
    let columnCounts: [Int]

    init(_ reference: ReportGrid, _ actual: ReportGrid) {
        rowCount = max(reference.rows.count, actual.rows.count)
        columnCounts = (0..<rowCount).map { y in
            max(
                reference.rows.indices.contains(y) ? reference.rows[y].count : 0,
                actual.rows.indices.contains(y) ? actual.rows[y].count : 0)
        }
        var changed: Set<Point> = []
        for y in 0..<rowCount {
            for x in 0..<columnCounts[y] where reference[x, y] != actual[x, y] {
                changed.insert(Point(x: x, y: y))
            }
        }
        self.changed = changed
    }

    /// The number of changed positions, and the rows they span, as a sentence: `3 cells changed
    /// in rows 2–4`, rows counted from 1 like the lines of a diff.
    var summary: String {
        guard let top = changed.map(\.y).min(), let bottom = changed.map(\.y).max() else {
            return "No cell changed"
        }
        let cells = changed.count == 1 ? "1 cell" : "\(changed.count) cells"
        let rows = top == bottom ? "row \(top + 1)" : "rows \(top + 1)–\(bottom + 1)"
        return "\(cells) changed in \(rows)"
    }
}
