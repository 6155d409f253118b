/// The storage of a frame: a grid of cells with a size.
///
/// A buffer keeps one invariant that terminals rely on: every wide cell is followed by its
/// continuation cell, and every continuation cell follows a wide cell. Writes that would break a
/// wide cluster in two blank its other half, as a terminal does. Draw into a buffer through
/// ``GraphicsContext``.
public final class CellBuffer {
    // Unchecked for exclusivity: every run drawn reads it, and only a resize writes it.
    /// The number of columns and rows.
    @exclusivity(unchecked) public private(set) var size: Size
    /// The cells, row by row.
    // This and the row versions are unchecked for exclusivity: every run drawn reads and
    // writes them, and no access to them overlaps another: the closure a run calls for each
    // cell is given that cell and makes a new one, never reading the buffer.
    @exclusivity(unchecked) package private(set) var cells: [Cell]
    /// A count per row of the writes to it, so a reader that saw a row's count before knows the
    /// row is the same without comparing its cells.
    @exclusivity(unchecked) package private(set) var rowVersions: [UInt32]
    /// A count of the size changes, so a reader that saw ``rowVersions`` before knows they
    /// started again from zero and may repeat a value it saw for different cells.
    package private(set) var resizeCount: UInt32 = 0
    /// The terminal's cursor to show with the frame, nil for none; see ``GraphicsContext/showCursor(at:shape:)``.
    public var cursor: TerminalCursor?
    /// The pictures painted over the cells after the frame, oldest first; see ``attach(_:)``.
    package internal(set) var pictures: [TerminalPicture] = []

    /// Creates a buffer of `size` filled with `cell` (a blank by default).
    ///
    /// A wide cell fills each row in pairs of it and its continuation, with a blank in its style
    /// in an odd last column; a continuation cell fills as a blank.
    public init(size: Size, filling cell: Cell = .blank) {
        self.size = size
        self.cells = Self.filledCells(size: size, with: cell)
        self.rowVersions = Array(repeating: 0, count: max(0, size.height))
    }

    /// A buffer of its own with the same size and cells, for drawing over a frame without
    /// changing it.
    package func copy() -> CellBuffer {
        let copy = CellBuffer(size: size)
        copy.cells = cells
        copy.cursor = cursor
        copy.pictures = pictures
        return copy
    }

    /// The cell at column `x`, row `y`; `nil` outside the buffer.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// Changes the size, keeping the cells that still fit and blanking the rest.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        var newCells = Array(repeating: Cell.blank, count: newSize.area)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                newCells[y * newSize.width + x] = cells[y * size.width + x]
            }
            // A wide cell cut by the new right edge would lose its continuation.
            let last = y * newSize.width + newSize.width - 1
            if newSize.width < size.width, newSize.width > 0, newCells[last].width == 2 {
                newCells[last] = .blank(newCells[last].style)
            }
        }
        size = newSize
        cursor = nil
        pictures = []
        cells = newCells
        rowVersions = Array(repeating: 0, count: max(0, newSize.height))
        resizeCount &+= 1
    }

    /// Fills every cell with `cell` (a blank by default), as ``init(size:filling:)`` does.
    public func clear(with cell: Cell = .blank) {
        cells = Self.filledCells(size: size, with: cell)
        pictures = []
        for row in rowVersions.indices { rowVersions[row] &+= 1 }
    }

    /// The cells of a buffer of `size` filled with `cell`, keeping every wide cell whole.
    private static func filledCells(size: Size, with cell: Cell) -> [Cell] {
        guard cell.width == 2, size.width > 0 else {
            return Array(repeating: cell.isContinuation ? .blank : cell, count: max(0, size.area))
        }
        var row = Array(repeating: Cell.continuation(cell.style), count: size.width)
        for x in stride(from: 0, to: size.width, by: 2) { row[x] = cell }
        if size.width % 2 == 1 { row[size.width - 1] = .blank(cell.style) }
        var cells: [Cell] = []
        cells.reserveCapacity(max(0, size.area))
        for _ in 0..<max(0, size.height) { cells.append(contentsOf: row) }
        return cells
    }

    /// The text of each row, continuation cells skipped; trailing spaces kept.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !cells[y * size.width + x].isContinuation {
                line += cells[y * size.width + x].grapheme
            }
            return line
        }
    }

    /// Writes `cell` at `index`, blanking the other half of any wide cluster it breaks.
    ///
    /// Callers write a wide cell as its start followed by a continuation at `index + 1`.
    package func set(_ cell: Cell, at index: Int) {
        rowVersions[index / size.width] &+= 1
        // The common case, one narrow cell over another, touches nothing else.
        if cell.width == 1 {
            let oldWidth = cells[index].width
            if oldWidth == 1 {
                cells[index] = cell
                return
            }
        }
        let old = cells[index]
        let x = index % size.width
        if old.isContinuation, !cell.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes single-column cells over `columns` of row `y` in one access to the storage.
    ///
    /// `cell` gives the cell for a column from the one there. A wide cluster cut at either end
    /// of the run loses its other half, as with ``set(_:at:)``; cells that come out equal are
    /// left alone, so a row rewritten with what it held keeps its version.
    package func writeNarrowRun(row y: Int, columns: Range<Int>, _ cell: (Int, Cell) -> Cell) {
        guard !columns.isEmpty, y >= 0, y < size.height, columns.lowerBound >= 0, columns.upperBound <= size.width
        else { return }
        let width = size.width
        let base = y * width
        var changed = false
        cells.withUnsafeMutableBufferPointer { cells in
            changed = Self.blankCutClusters(in: cells, row: base, columns: columns, width: width)
            for x in columns {
                let new = cell(x, cells[base + x])
                if new != cells[base + x] {
                    cells[base + x] = new
                    changed = true
                }
            }
        }
        if changed { rowVersions[y] &+= 1 }
    }

    /// Blanks the halves of wide clusters that a run over `columns` of the row starting at
    /// `base` cuts, returning whether it blanked any.
    private static func blankCutClusters(
        in cells: UnsafeMutableBufferPointer<Cell>, row base: Int, columns: Range<Int>, width: Int
    ) -> Bool {
        var changed = false
        let first = base + columns.lowerBound
        if cells[first].isContinuation, columns.lowerBound > 0 {
            cells[first - 1] = .blank(cells[first - 1].style)
            changed = true
        }
        let last = base + columns.upperBound - 1
        if cells[last].width == 2, columns.upperBound < width, cells[last + 1].isContinuation {
            cells[last + 1] = .blank(cells[last + 1].style)
            changed = true
        }
        return changed
    }

    /// Writes `cell`, a single-column cell, into every column of `columns` in row `y`: what
    /// ``writeNarrowRun(row:columns:_:)`` does with a constant, as one store over the run.
    ///
    /// The row counts as changed without comparing: a fill clears an area to draw it again, and
    /// the renderer compares the row with what the terminal shows anyway.
    package func fillRun(row y: Int, columns: Range<Int>, with cell: Cell) {
        guard !columns.isEmpty, y >= 0, y < size.height, columns.lowerBound >= 0, columns.upperBound <= size.width
        else { return }
        let width = size.width
        let base = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            _ = Self.blankCutClusters(in: cells, row: base, columns: columns, width: width)
            let run = (base + columns.lowerBound)..<(base + columns.upperBound)
            UnsafeMutableBufferPointer(rebasing: cells[run]).update(repeating: cell)
        }
        rowVersions[y] &+= 1
    }

    /// Moves the cells inside `rect` by `dy` rows, as a scrolled area moves what it showed: a row
    /// whose source is outside `rect` keeps its cells, for the caller to draw again.
    ///
    /// Wide clusters the rectangle's sides cut are blanked, as a fill there would blank them.
    package func shiftRows(in rect: Rect, by dy: Int) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard dy != 0, !area.isEmpty, dy.magnitude < area.height else { return }
        let width = size.width
        let columns = area.minX..<area.maxX
        // Rows are copied away from the side they move to, so each source is read before it is
        // written over.
        let targets = dy < 0 ? Array(area.minY..<(area.maxY + dy)) : Array((area.minY + dy..<area.maxY).reversed())
        cells.withUnsafeMutableBufferPointer { cells in
            guard let start = cells.baseAddress else { return }
            for y in targets {
                let (to, from) = (y * width, (y - dy) * width)
                _ = Self.blankCutClusters(in: cells, row: to, columns: columns, width: width)
                // Cells are plain values and the rows apart: one copy of memory a row.
                (start + to + columns.lowerBound).update(from: start + from + columns.lowerBound, count: columns.count)
                // A cluster cut at the sides in the row copied from is cut here too.
                if cells[to + columns.lowerBound].isContinuation {
                    cells[to + columns.lowerBound] = .blank(cells[to + columns.lowerBound].style)
                }
                if cells[to + columns.upperBound - 1].width == 2 {
                    cells[to + columns.upperBound - 1] = .blank(cells[to + columns.upperBound - 1].style)
                }
            }
        }
        for y in targets { rowVersions[y] &+= 1 }
    }

    /// Changes the style of the cells in `columns` of row `y`, keeping their text.
    ///
    /// A wide cluster with either half in `columns` is restyled whole, and `transform` is called
    /// once for it: a terminal draws it in one style, its first half's.
    package func restyle(row y: Int, columns: Range<Int>, _ transform: (inout Style) -> Void) {
        guard !columns.isEmpty, y >= 0, y < size.height, columns.lowerBound >= 0, columns.upperBound <= size.width
        else { return }
        let base = y * size.width
        var x = columns.lowerBound
        if cells[base + x].isContinuation, x > 0 { x -= 1 }
        while x < columns.upperBound {
            var cell = cells[base + x]
            transform(&cell.style)
            cells[base + x] = cell
            if cell.width == 2, x + 1 < size.width {
                cells[base + x + 1] = .continuation(cell.style)
                x += 2
            } else {
                x += 1
            }
        }
        rowVersions[y] &+= 1
    }

    /// The background colour of the cell at `index`, read without copying the cell.
    package func background(at index: Int) -> Color {
        cells[index].style.background
    }
}
