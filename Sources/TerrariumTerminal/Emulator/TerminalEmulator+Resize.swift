extension TerminalEmulator {
    /// Changes the size (at least 1 × 1) without reflowing text.
    ///
    /// Rows are cut or extended on the right; a wide character cut at the new edge becomes a
    /// blank. When the main screen gets shorter, lines leave its top for the history as far as
    /// needed to keep the cursor's row on screen, and the rest leave the bottom. When it gets
    /// taller with the cursor on its last row, lines come back from the history; otherwise blank
    /// rows are added below. The alternate screen is only cut or extended at the bottom. The
    /// scroll region becomes the whole screen, the cursor is clamped, and tab stops are kept
    /// (new columns get one every eight).
    public mutating func resize(to newSize: Size) {
        let newSize = Size(width: max(1, newSize.width), height: max(1, newSize.height))
        guard newSize != size else { return }
        let old = size
        if newSize.width != old.width {
            screen.resize(width: newSize.width)
            inactiveScreen?.resize(width: newSize.width)
            if newSize.width > old.width {
                tabStops += (old.width..<newSize.width).map { $0 % 8 == 0 }
            } else {
                tabStops.removeLast(old.width - newSize.width)
            }
            pendingWrap = false
        }
        if newSize.height != old.height {
            resizeHeight(to: newSize.height, width: newSize.width)
        }
        size = newSize
        scrollTop = 0
        scrollBottom = newSize.height - 1
        cursorX = min(cursorX, newSize.width - 1)
        cursorY = min(max(0, cursorY), newSize.height - 1)
        changed()
    }

    private mutating func resizeHeight(to height: Int, width: Int) {
        if isAlternateScreen {
            Self.resize(alternate: &screen, to: height, width: width)
            if var main = inactiveScreen {
                inactiveScreen = nil
                let cursorRow = alternateScreenCursor?.y ?? main.height - 1
                let shift = Self.resize(
                    main: &main, history: &scrollback, cursorRow: cursorRow, to: height, width: width)
                inactiveScreen = main
                alternateScreenCursor?.y = min(max(0, cursorRow + shift), height - 1)
            }
        } else {
            let shift = Self.resize(main: &screen, history: &scrollback, cursorRow: cursorY, to: height, width: width)
            cursorY += shift
            savedCursor.y = min(max(0, savedCursor.y + shift), height - 1)
            if let saved = alternateScreenCursor { alternateScreenCursor?.y = min(max(0, saved.y + shift), height - 1) }
            if var alternate = inactiveScreen {
                inactiveScreen = nil
                Self.resize(alternate: &alternate, to: height, width: width)
                inactiveScreen = alternate
            }
        }
    }

    /// Changes the height of the main screen around the cursor's row; returns how far its lines
    /// moved down (negative when they moved up into the history).
    private static func resize(
        main grid: inout ScreenGrid, history: inout Scrollback, cursorRow: Int, to height: Int, width: Int
    ) -> Int {
        let old = grid.height
        if height < old {
            let pushed = min(max(0, cursorRow - (height - 1)), old - height)
            for _ in 0..<pushed {
                _ = history.append(grid.rows.removeFirst())
            }
            grid.rows.removeLast(old - pushed - height)
            return -pushed
        }
        var pulled = 0
        if cursorRow >= old - 1 {
            while pulled < height - old, var line = history.removeNewest() {
                line.fit(to: width)
                grid.rows.insert(line, at: 0)
                pulled += 1
            }
        }
        grid.rows.append(contentsOf: repeatElement(ScreenLine(width: width), count: height - old - pulled))
        return pulled
    }

    /// Changes the height of the alternate screen at its bottom.
    private static func resize(alternate grid: inout ScreenGrid, to height: Int, width: Int) {
        let old = grid.height
        if height < old {
            grid.rows.removeLast(old - height)
        } else {
            grid.rows.append(contentsOf: repeatElement(ScreenLine(width: width), count: height - old))
        }
    }
}
