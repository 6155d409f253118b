extension TerminalEmulator {
    /// Where the main screen's reflow leaves the cursor that was at `cursor`.
    struct ReflowedCursor {
        var x: Int
        var y: Int
    }

    /// Re-flows the main screen and the history to `size.width`, as tmux, kitty and foot do.
    ///
    /// Rows joined by auto-wrap (``ScreenLine/isWrapped``) make one logical line, which is cut
    /// again at the new width: a shell's long line cut short by a narrower pane comes back whole
    /// when it widens. Trailing plain blanks of a line are dropped first (the blank a wide
    /// character left at the edge when it wrapped too), and a wide character that does not fit
    /// at the end of a row goes to the next, leaving a blank. The cursor stays on its character.
    /// The screen keeps showing from the row its top row became, moving down only as far as the
    /// cursor needs; with the cursor on the last row the screen stays at the bottom instead, taking
    /// lines back from the history when it can, as a shell's screen does. Rows above the screen
    /// go to the history, bounded by its limit; rows the screen cannot hold below the cursor are
    /// dropped. The work is one pass over the history and the screen, so
    /// it is bounded by ``scrollbackLimit`` times the width.
    static func reflow(
        main grid: inout ScreenGrid, history: inout Scrollback, cursor: Point, to size: Size
    ) -> ReflowedCursor {
        let oldWidth = grid.width
        let oldHeight = grid.height
        let historyCount = history.count
        let total = historyCount + oldHeight
        let cursorRow = historyCount + min(max(0, cursor.y), oldHeight - 1)
        func row(_ index: Int) -> ScreenLine {
            index < historyCount ? history[index] : grid.rows[index - historyCount]
        }

        var rows: [ScreenLine] = []
        rows.reserveCapacity(total)
        var logical: [Cell] = []
        var cursorOffset: Int?
        var newCursor = ReflowedCursor(x: 0, y: 0)
        var screenTopOffset: Int?
        var screenTop = 0
        var firstIndex = 0
        for index in 0..<total {
            let line = row(index)
            if logical.isEmpty { firstIndex = index }
            if index == cursorRow { cursorOffset = logical.count + max(0, cursor.x) }
            if index == historyCount { screenTopOffset = logical.count }
            logical.append(contentsOf: line.cells)
            if line.isWrapped, index + 1 < total {
                // History rows are kept without trailing blanks, which are text in a wrapped row.
                if line.cells.count < oldWidth {
                    logical.append(contentsOf: repeatElement(Cell.blank, count: oldWidth - line.cells.count))
                }
                // A wide character that did not fit in the last column left it blank and wrapped.
                if logical.last == .blank, row(index + 1).cells.first?.width == 2 { logical.removeLast() }
                continue
            }
            while logical.last == .blank { logical.removeLast() }
            let firstRow = rows.count
            let starts: [Int]
            if firstIndex == index, logical.count <= size.width {
                // One row that fits as it is, most lines of a history: only its blanks change.
                var fitted = line
                fitted.isWrapped = false
                fitted.fit(to: size.width)
                rows.append(fitted)
                starts = [0]
            } else {
                starts = split(logical, width: size.width, into: &rows)
            }
            if let offset = cursorOffset {
                let part = (starts.lastIndex { $0 <= offset }) ?? 0
                newCursor = ReflowedCursor(x: min(offset - starts[part], size.width - 1), y: firstRow + part)
                cursorOffset = nil
            }
            if let offset = screenTopOffset {
                screenTop = firstRow + ((starts.lastIndex { $0 <= offset }) ?? 0)
                screenTopOffset = nil
            }
            logical.removeAll(keepingCapacity: true)
        }

        // Blank rows below the cursor are the screen's unused bottom, not lines to keep.
        while rows.count - 1 > newCursor.y, let last = rows.last, !last.isWrapped,
            last.cells.allSatisfy({ $0 == .blank })
        {
            rows.removeLast()
        }
        let height = size.height
        let lowest = newCursor.y - (height - 1)
        let top = max(0, cursor.y >= oldHeight - 1 ? lowest : min(max(screenTop, lowest), newCursor.y))
        history.replaceAll(with: rows[..<top])
        var screenRows = Array(rows[top..<min(rows.count, top + height)])
        screenRows.append(contentsOf: repeatElement(ScreenLine(width: size.width), count: height - screenRows.count))
        grid = ScreenGrid(width: size.width, rows: screenRows)
        newCursor.y -= top
        return newCursor
    }

    /// Cuts `cells`, one logical line, into rows of `width` appended to `rows`, all but the last
    /// marked wrapped; returns the index in `cells` each row starts at.
    private static func split(_ cells: [Cell], width: Int, into rows: inout [ScreenLine]) -> [Int] {
        var starts = [0]
        var current: [Cell] = []
        current.reserveCapacity(width)
        var index = 0
        while index < cells.count {
            var cell = cells[index]
            let hasContinuation = cell.width == 2 && index + 1 < cells.count && cells[index + 1].isContinuation
            var next = index + (hasContinuation ? 2 : 1)
            if cell.isContinuation || (cell.width == 2 && (!hasContinuation || width < 2)) {
                // Half a character, or one the row can never hold: a blank in its place.
                cell = .blank(cell.style)
                next = index + 1
            }
            let columns = cell.width == 2 ? 2 : 1
            if current.count + columns > width {
                current.append(contentsOf: repeatElement(Cell.blank, count: width - current.count))
                rows.append(ScreenLine(cells: current, isWrapped: true))
                current.removeAll(keepingCapacity: true)
                starts.append(index)
            }
            current.append(cell)
            if columns == 2 { current.append(cells[index + 1]) }
            index = next
        }
        current.append(contentsOf: repeatElement(Cell.blank, count: width - current.count))
        rows.append(ScreenLine(cells: current, isWrapped: false))
        return starts
    }
}
