extension TerminalEmulator {
    /// History line `index` (0 being the oldest kept), cut or padded with blanks to the screen's
    /// width; empty when `index` is out of range.
    public func scrollbackLine(_ index: Int) -> [Cell] {
        guard index >= 0, index < scrollback.count else { return [] }
        var line = scrollback[index]
        line.fit(to: size.width)
        return line.cells
    }

    /// Draws the screen into `context`, moved `scrolledBack` lines up into the history (clamped
    /// to `0...scrollbackCount`).
    ///
    /// Cells are copied as they are, styles, links and wide characters included: concealed text
    /// (SGR 8) keeps its characters and its ``TextAttributes/hidden`` attribute, which the
    /// renderer sends on so the real terminal shows blanks, as tmux does. Rows and columns beyond
    /// the context are clipped, and a wide character cut by the clip becomes a blank. Cells of
    /// the context beyond the emulator's size are left untouched.
    public func draw(in context: GraphicsContext, scrolledBack: Int = 0) {
        let history = scrollback.count
        let back = min(max(0, scrolledBack), history)
        let buffer = context.buffer
        let clip = context.clip
        let origin = context.origin
        let columns = min(size.width, context.size.width)
        let first = max(origin.x, clip.minX)
        let end = min(origin.x + columns, clip.maxX)
        guard first < end else { return }
        for y in 0..<min(size.height, context.size.height) {
            let bufferY = origin.y + y
            guard bufferY >= clip.minY, bufferY < clip.maxY else { continue }
            let line = history - back + y
            let cells = line < history ? scrollback[line].cells : screen.rows[line - history].cells
            buffer.writeNarrowRun(row: bufferY, columns: first..<end) { bufferX, _ in
                let x = bufferX - origin.x
                guard x < cells.count else { return .blank }
                let cell = cells[x]
                if cell.isContinuation, bufferX == first { return .blank(cell.style) }
                if cell.width == 2, bufferX == end - 1 || x + 1 >= cells.count { return .blank(cell.style) }
                return cell
            }
        }
    }

    /// The text between two points, both included, for a selection.
    ///
    /// Points are (column, absolute line): line 0 is the oldest history line kept and line
    /// `scrollbackCount + y` is screen row `y`; they may come in either order. A wide character
    /// is taken whole whichever half a point is on. A line that wrapped on to the next is joined
    /// to it with no newline and keeps its trailing blanks, which are text there (all but the
    /// blank a wide character leaves when it does not fit in the last column); other lines end in
    /// `"\n"` and lose their trailing blanks, as does the last.
    public func text(from start: Point, to end: Point) -> String {
        let total = scrollback.count + size.height
        var (first, last) = (start, end)
        if (last.y, last.x) < (first.y, first.x) { swap(&first, &last) }
        guard last.y >= 0, first.y < total else { return "" }
        if first.y < 0 { first = Point(x: 0, y: 0) }
        if last.y >= total { last = Point(x: Int.max, y: total - 1) }
        var result = ""
        for lineIndex in first.y...last.y {
            let line = self.line(lineIndex)
            let cells = line.cells
            var lower = lineIndex == first.y ? max(0, first.x) : 0
            var upper = lineIndex == last.y ? min(last.x, cells.count - 1) : cells.count - 1
            if lower > 0, lower < cells.count, cells[lower].isContinuation { lower -= 1 }
            let joined = line.isWrapped && lineIndex < last.y
            // A wide character that did not fit in the last column left it blank and wrapped.
            if joined, upper == cells.count - 1, upper >= 0, cells[upper] == .blank,
                self.line(lineIndex + 1).cells.first?.width == 2
            {
                upper -= 1
            }
            var text = lower <= upper ? Self.text(of: cells[lower...upper]) : ""
            if !joined {
                while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
            }
            result += text
            if lineIndex < last.y, !joined { result += "\n" }
        }
        return result
    }

    /// Line `index` counting from the oldest history line, which callers keep in range.
    private func line(_ index: Int) -> ScreenLine {
        index < scrollback.count ? scrollback[index] : screen.rows[index - scrollback.count]
    }

    /// What is inconsistent, or nil when all is well: the cursor on the screen, every row
    /// exactly ``size`` wide, every wide cell followed by its continuation in the same row and
    /// no continuation without one, margins and tab stops that fit.
    package func invariantViolation() -> String? {
        guard size.width >= 1, size.height >= 1 else { return "size \(size) is below 1x1" }
        guard cursorX >= 0, cursorX < size.width, cursorY >= 0, cursorY < size.height else {
            return "cursor \(cursor) outside \(size)"
        }
        guard !pendingWrap || cursorX == size.width - 1 else { return "pending wrap away from the last column" }
        guard scrollTop >= 0, scrollTop <= scrollBottom, scrollBottom < size.height else {
            return "scroll region \(scrollTop)...\(scrollBottom) outside \(size.height) rows"
        }
        guard tabStops.count == size.width else { return "\(tabStops.count) tab stops for \(size.width) columns" }
        for (name, grid) in [("screen", screen), ("inactive screen", inactiveScreen)] {
            guard let grid else { continue }
            guard grid.width == size.width, grid.height == size.height else {
                return "\(name) is \(grid.width)x\(grid.height), not \(size)"
            }
            if let problem = grid.invariantViolation() { return "\(name): \(problem)" }
        }
        return nil
    }
}
