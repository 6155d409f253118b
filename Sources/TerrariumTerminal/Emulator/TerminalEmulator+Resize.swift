extension TerminalEmulator {
    /// Changes the size (at least 1 × 1), reflowing the main screen's text when the width changes.
    ///
    /// A new width re-flows the main screen and its history (see `reflow(main:history:cursor:to:)`):
    /// lines auto-wrap joined are cut again at the new width. A new height alone moves lines: when
    /// the main screen gets shorter, lines leave its top for the history as far as needed to keep
    /// the cursor's row on screen, and the rest leave the bottom; when it gets taller with the
    /// cursor on its last row, lines come back from the history, otherwise blank rows are added
    /// below. The alternate screen is never reflowed: it is cut or extended on the right and at
    /// the bottom, a wide character cut at the new edge becoming a blank, as its program redraws
    /// it. The scroll region becomes the whole screen, the cursor is clamped, and tab stops are
    /// kept (new columns get one every eight).
    public mutating func resize(to newSize: Size) {
        let newSize = Size(width: max(1, newSize.width), height: max(1, newSize.height))
        guard newSize != size else { return }
        let old = size
        if newSize.width != old.width {
            reflowScreens(to: newSize)
            if newSize.width > old.width {
                tabStops += (old.width..<newSize.width).map { $0 % 8 == 0 }
            } else {
                tabStops.removeLast(old.width - newSize.width)
            }
            pendingWrap = false
        } else if newSize.height != old.height {
            resizeHeight(to: newSize.height, width: newSize.width)
        }
        size = newSize
        scrollTop = 0
        scrollBottom = newSize.height - 1
        cursorX = min(cursorX, newSize.width - 1)
        cursorY = min(max(0, cursorY), newSize.height - 1)
        savedCursor.x = min(savedCursor.x, newSize.width - 1)
        savedCursor.y = min(max(0, savedCursor.y), newSize.height - 1)
        changed()
    }

    /// Re-flows the main screen to `newSize` around its cursor, and cuts or extends the alternate.
    private mutating func reflowScreens(to newSize: Size) {
        if isAlternateScreen {
            Self.resize(alternate: &screen, to: newSize)
            guard var main = inactiveScreen else { return }
            inactiveScreen = nil
            let saved = alternateScreenCursor
            let cursor = Point(x: saved?.x ?? 0, y: saved?.y ?? main.height - 1)
            let moved = Self.reflow(main: &main, history: &scrollback, cursor: cursor, to: newSize)
            inactiveScreen = main
            alternateScreenCursor?.x = moved.x
            alternateScreenCursor?.y = moved.y
        } else {
            let moved = Self.reflow(
                main: &screen, history: &scrollback, cursor: Point(x: cursorX, y: cursorY), to: newSize)
            cursorX = moved.x
            cursorY = moved.y
            if let saved = alternateScreenCursor {
                alternateScreenCursor?.y = min(max(0, saved.y), newSize.height - 1)
            }
            if var alternate = inactiveScreen {
                inactiveScreen = nil
                Self.resize(alternate: &alternate, to: newSize)
                inactiveScreen = alternate
            }
        }
    }

    /// Cuts or extends the alternate screen on the right and at the bottom.
    private static func resize(alternate grid: inout ScreenGrid, to size: Size) {
        grid.resize(width: size.width)
        resize(alternate: &grid, to: size.height, width: size.width)
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
