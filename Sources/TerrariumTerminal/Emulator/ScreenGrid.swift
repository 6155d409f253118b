/// One row of an emulated screen or of its history: its cells, and whether its text ran on into
/// the next row by auto-wrap.
package struct ScreenLine: Sendable {
    /// The cells, left to right.
    package var cells: [Cell]
    /// Whether the text continued on the next row because it reached the right edge.
    package var isWrapped: Bool

    /// A row of `width` copies of `blank`.
    package init(width: Int, blank: Cell = .blank) {
        cells = Array(repeating: blank, count: width)
        isWrapped = false
    }

    /// A row holding `cells`.
    package init(cells: [Cell], isWrapped: Bool) {
        self.cells = cells
        self.isWrapped = isWrapped
    }

    /// Makes the row `width` cells long: cut on the right, a wide cluster cut in half becoming a
    /// blank, or extended with plain blanks.
    package mutating func fit(to width: Int) {
        let count = cells.count
        if width < count {
            cells.removeLast(count - width)
            if width > 0, cells[width - 1].width == 2 { cells[width - 1] = .blank(cells[width - 1].style) }
        } else if width > count {
            cells.append(contentsOf: repeatElement(Cell.blank, count: width - count))
        }
    }

    /// Makes the row `width` copies of `blank`, reusing its storage.
    package mutating func reset(width: Int, blank: Cell) {
        isWrapped = false
        if cells.count == width {
            cells.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices { cells[index] = blank }
            }
        } else {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(blank, count: width))
        }
    }
}

/// The cells of one emulated screen (the main or the alternate one): rows of exactly ``width``
/// cells in which every wide cell is followed by its continuation.
///
/// The operations here keep that invariant whatever their arguments: ranges are clamped, and a
/// wide cluster cut in half by an edit loses its other half, as in xterm. Rows are separate
/// arrays so that scrolling moves rows, never cells.
package struct ScreenGrid: Sendable {
    /// Cells per row.
    package private(set) var width: Int
    /// The rows, top to bottom.
    package var rows: [ScreenLine]

    /// A grid of `size` filled with blanks.
    package init(size: Size) {
        width = size.width
        rows = Array(repeating: ScreenLine(width: size.width), count: size.height)
    }

    /// A grid of `rows`, which callers make exactly `width` cells each.
    package init(width: Int, rows: [ScreenLine]) {
        self.width = width
        self.rows = rows
    }

    /// The number of rows.
    package var height: Int { rows.count }

    /// Fills `columns` of row `y` with `blank`; a wide cluster with one half inside is blanked whole.
    package mutating func erase(row y: Int, columns: Range<Int>, with blank: Cell) {
        let lower = max(0, columns.lowerBound)
        let upper = min(width, columns.upperBound)
        guard y >= 0, y < rows.count, lower < upper else { return }
        let width = width
        rows[y].cells.withUnsafeMutableBufferPointer { cells in
            if cells[lower].isContinuation, lower > 0 { cells[lower - 1] = .blank(cells[lower - 1].style) }
            if cells[upper - 1].width == 2, upper < width { cells[upper] = .blank(cells[upper].style) }
            for x in lower..<upper { cells[x] = blank }
        }
    }

    /// Fills every row with `blank`.
    package mutating func eraseAll(with blank: Cell) {
        for y in rows.indices { rows[y].reset(width: width, blank: blank) }
    }

    /// Inserts `count` blanks at column `x` of row `y`, shifting the rest right and off the edge.
    package mutating func insertBlanks(row y: Int, at x: Int, count: Int, blank: Cell) {
        guard y >= 0, y < rows.count, x >= 0, x < width, count > 0 else { return }
        let width = width
        let shift = min(count, width - x)
        rows[y].cells.withUnsafeMutableBufferPointer { cells in
            if cells[x].isContinuation, x > 0 {
                cells[x - 1] = .blank(cells[x - 1].style)
                cells[x] = .blank(cells[x].style)
            }
            var index = width - 1
            while index >= x + shift {
                cells[index] = cells[index - shift]
                index -= 1
            }
            for index in x..<(x + shift) { cells[index] = blank }
            if cells[width - 1].width == 2 { cells[width - 1] = .blank(cells[width - 1].style) }
        }
    }

    /// Deletes `count` cells at column `x` of row `y`, shifting the rest left and filling the
    /// right end with `blank`.
    package mutating func deleteCells(row y: Int, at x: Int, count: Int, blank: Cell) {
        guard y >= 0, y < rows.count, x >= 0, x < width, count > 0 else { return }
        let width = width
        let shift = min(count, width - x)
        rows[y].cells.withUnsafeMutableBufferPointer { cells in
            if cells[x].isContinuation, x > 0 { cells[x - 1] = .blank(cells[x - 1].style) }
            if x + shift < width, cells[x + shift].isContinuation {
                cells[x + shift] = .blank(cells[x + shift].style)
            }
            for index in x..<(width - shift) { cells[index] = cells[index + shift] }
            for index in (width - shift)..<width { cells[index] = blank }
        }
    }

    /// Moves rows `top...bottom` up by `count`, dropping those that leave the top and filling
    /// the bottom with `blank` rows.
    package mutating func scrollUp(top: Int, bottom: Int, count: Int, blank: Cell) {
        recycle(from: top, to: bottom, count: count, blank: blank)
    }

    /// Moves rows `top...bottom` down by `count`, dropping those that leave the bottom and
    /// filling the top with `blank` rows.
    package mutating func scrollDown(top: Int, bottom: Int, count: Int, blank: Cell) {
        recycle(from: bottom, to: top, count: count, blank: blank)
    }

    /// Moves `count` rows, one at a time, from the `source` end of the region between `source`
    /// and `destination` to its other end as `blank` rows, shifting the rest toward `source`.
    private mutating func recycle(from source: Int, to destination: Int, count: Int, blank: Cell) {
        let top = min(source, destination)
        let bottom = max(source, destination)
        guard top >= 0, bottom < rows.count, count > 0 else { return }
        for _ in 0..<min(count, bottom - top + 1) {
            var line = rows.remove(at: source)
            line.reset(width: width, blank: blank)
            rows.insert(line, at: destination)
        }
    }

    /// Changes the width of every row, cutting or extending on the right.
    package mutating func resize(width newWidth: Int) {
        guard newWidth != width else { return }
        width = newWidth
        for y in rows.indices { rows[y].fit(to: newWidth) }
    }

    /// What is wrong with the grid, or nil when every row is ``width`` cells and wide cells and
    /// continuations come in pairs.
    package func invariantViolation() -> String? {
        for (y, line) in rows.enumerated() {
            guard line.cells.count == width else { return "row \(y) has \(line.cells.count) cells, not \(width)" }
            var x = 0
            while x < width {
                let cell = line.cells[x]
                if cell.isContinuation { return "row \(y) column \(x): continuation without a wide cell before it" }
                if cell.width == 2 {
                    guard x + 1 < width, line.cells[x + 1].isContinuation else {
                        return "row \(y) column \(x): wide cell without its continuation"
                    }
                    x += 2
                } else {
                    x += 1
                }
            }
        }
        return nil
    }
}
