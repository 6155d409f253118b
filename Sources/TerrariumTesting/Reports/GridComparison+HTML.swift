import TerrariumTerminal

extension GridComparison {
    /// The class of a cell that changed, which the report's style sheet highlights.
    static let changedClass = "chg"

    /// `grid` as HTML: one line per row of the comparison, numbered from 1, every column a box
    /// one character wide (two for a wide character) so that rows line up whatever the font.
    ///
    /// Changed cells have the class ``changedClass``; positions the grid lacks but the other
    /// has are empty boxes of class `no`, so both sides have the same shape. A changed cell's
    /// style, when it has one, is its tooltip.
    func html(of grid: ReportGrid) -> String {
        var out = "<div class=\"grid\">"
        for y in 0..<rowCount {
            out += "<div class=\"r\"><span class=\"n\">\(y + 1)</span>"
            var x = 0
            while x < columnCounts[y] {
                let columns = grid[x, y]?.width == 2 && grid[x + 1, y]?.width == 0 ? 2 : 1
                out += box(grid[x, y], at: Point(x: x, y: y), columns: columns)
                x += columns
            }
            out += "</div>"
        }
        return out + "</div>"
    }

    /// The box of `cell` (nil where the grid has none) covering `columns` from `point`.
    private func box(_ cell: ReportGrid.Cell?, at point: Point, columns: Int) -> String {
        var classes = ["c"]
        if columns == 2 { classes.append("w") }
        if cell == nil { classes.append("no") }
        if cell?.isCursor == true { classes.append("cur") }
        let isChanged = (0..<columns).contains { changed.contains(Point(x: point.x + $0, y: point.y)) }
        var title = ""
        if isChanged {
            classes.append(Self.changedClass)
            let description = cell.map { StyleDescription.describe($0.style) } ?? ""
            if !description.isEmpty { title = " title=\"\(MarkupText.escape(description))\"" }
        }
        // The second column of a wide character whose first is cut off shows as a space.
        let text = cell.map { $0.width == 0 ? " " : $0.text } ?? ""
        return "<span class=\"\(classes.joined(separator: " "))\"\(title)>\(MarkupText.escape(text))</span>"
    }
}
