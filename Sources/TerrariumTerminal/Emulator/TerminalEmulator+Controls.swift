extension TerminalEmulator {
    /// The cell erases fill with: a space in the pen's background colour and nothing else (bce).
    var eraseCell: Cell {
        pen.background == .default ? .blank : .blank(Style(background: pen.background))
    }

    /// Executes a C0 control.
    mutating func execute(_ byte: UInt8) {
        switch byte {
        case 0x07: bellCount += 1
        case 0x08: backspace()
        case 0x09: tab(forward: 1)
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x0D: carriageReturn()
        case 0x0E: charsets.shiftedOut = true
        case 0x0F: charsets.shiftedOut = false
        default: break
        }
    }

    /// Dispatches `ESC` with the parser's intermediates and `final`.
    mutating func escDispatch(_ final: UInt8) {
        guard let intermediate = parser.singleIntermediate else { return }
        switch (intermediate, final) {
        case (0, UInt8(ascii: "7")): saveCursor()
        case (0, UInt8(ascii: "8")): restoreCursor()
        case (0, UInt8(ascii: "D")): index()
        case (0, UInt8(ascii: "E")):
            carriageReturn()
            index()
        case (0, UInt8(ascii: "M")): reverseIndex()
        case (0, UInt8(ascii: "H")): tabStops[cursorX] = true
        case (0, UInt8(ascii: "c")): fullReset()
        case (0, UInt8(ascii: "=")): inputModes.applicationKeypad = true
        case (0, UInt8(ascii: ">")): inputModes.applicationKeypad = false
        case (UInt8(ascii: "#"), UInt8(ascii: "8")): screenAlignmentTest()
        case (UInt8(ascii: "("), _): charsets.g0 = TerminalCharset(designator: final)
        case (UInt8(ascii: ")"), _): charsets.g1 = TerminalCharset(designator: final)
        default: break
        }
    }

    // MARK: Moving the cursor

    /// CR: to the first column.
    mutating func carriageReturn() {
        cursorX = 0
        pendingWrap = false
        changed()
    }

    /// LF, VT and FF: down a line, scrolling at the bottom margin; to the first column too in
    /// new line mode (LNM).
    mutating func lineFeed() {
        index()
        if inputModes.newLineMode { cursorX = 0 }
    }

    /// IND: down a line, scrolling the region when on its bottom margin.
    mutating func index() {
        pendingWrap = false
        if cursorY == scrollBottom {
            scrollUp(1)
        } else if cursorY < size.height - 1 {
            cursorY += 1
        }
        changed()
    }

    /// RI: up a line, scrolling the region down when on its top margin.
    mutating func reverseIndex() {
        pendingWrap = false
        if cursorY == scrollTop {
            scrollDown(1)
        } else if cursorY > 0 {
            cursorY -= 1
        }
        changed()
    }

    /// BS: one column left, never past the first; a pending wrap is dropped first.
    mutating func backspace() {
        pendingWrap = false
        if cursorX > 0 { cursorX -= 1 }
        changed()
    }

    /// HT and CHT: to the `count`th next tab stop, or the last column.
    mutating func tab(forward count: Int) {
        var moved = 0
        while moved < count, cursorX < size.width - 1 {
            cursorX += 1
            if tabStops[cursorX] { moved += 1 }
        }
        changed()
    }

    /// CBT: to the `count`th previous tab stop, or the first column.
    mutating func tab(backward count: Int) {
        pendingWrap = false
        var moved = 0
        while moved < count, cursorX > 0 {
            cursorX -= 1
            if tabStops[cursorX] { moved += 1 }
        }
        changed()
    }

    /// Moves to column `x` and row `y` (0-based; the row within the region in origin mode), clamped.
    mutating func moveCursor(x: Int, y: Int) {
        cursorX = min(max(0, x), size.width - 1)
        moveCursor(row: y)
    }

    /// Moves to row `y` (0-based; within the region in origin mode), clamped, keeping the column.
    mutating func moveCursor(row y: Int) {
        if modes.origin {
            cursorY = min(max(scrollTop, scrollTop + y), scrollBottom)
        } else {
            cursorY = min(max(0, y), size.height - 1)
        }
        pendingWrap = false
        changed()
    }

    /// Moves to column `x` (0-based), clamped.
    mutating func moveCursor(column x: Int) {
        cursorX = min(max(0, x), size.width - 1)
        pendingWrap = false
        changed()
    }

    /// CUU: up, stopping at the top margin when below it.
    mutating func cursorUp(_ count: Int) {
        let limit = cursorY >= scrollTop ? scrollTop : 0
        cursorY = max(limit, cursorY - count)
        pendingWrap = false
        changed()
    }

    /// CUD: down, stopping at the bottom margin when above it.
    mutating func cursorDown(_ count: Int) {
        let limit = cursorY <= scrollBottom ? scrollBottom : size.height - 1
        cursorY = min(limit, cursorY + count)
        pendingWrap = false
        changed()
    }

    // MARK: Scrolling

    /// Scrolls the region up by `count` lines; lines leaving the top of the main screen go to
    /// history when the region starts at the top.
    mutating func scrollUp(_ count: Int) {
        let count = min(count, scrollBottom - scrollTop + 1)
        guard count > 0 else { return }
        let blank = eraseCell
        if isAlternateScreen || scrollTop != 0 {
            screen.scrollUp(top: scrollTop, bottom: scrollBottom, count: count, blank: blank)
        } else {
            for _ in 0..<count {
                let line = screen.rows.remove(at: 0)
                var fresh = scrollback.append(line) ?? ScreenLine(cells: [], isWrapped: false)
                fresh.reset(width: size.width, blank: blank)
                screen.rows.insert(fresh, at: scrollBottom)
            }
        }
        changed()
    }

    /// Scrolls the region down by `count` lines, blank lines coming in at the top.
    mutating func scrollDown(_ count: Int) {
        screen.scrollDown(top: scrollTop, bottom: scrollBottom, count: count, blank: eraseCell)
        changed()
    }

    // MARK: Saving and resetting

    /// The cursor, pen, character sets, origin mode and pending wrap, for DECSC.
    var cursorState: SavedCursor {
        SavedCursor(
            x: cursorX, y: cursorY, pendingWrap: pendingWrap, pen: pen, charsets: charsets, origin: modes.origin)
    }

    /// DECSC: saves the cursor, pen, character sets, origin mode and pending wrap.
    mutating func saveCursor() {
        savedCursor = cursorState
    }

    /// DECRC: restores what DECSC saved (the home position and plain pen if nothing).
    mutating func restoreCursor() {
        restore(savedCursor)
    }

    /// Restores `saved`, clamped to the screen.
    mutating func restore(_ saved: SavedCursor) {
        cursorX = min(saved.x, size.width - 1)
        cursorY = min(saved.y, size.height - 1)
        pendingWrap = saved.pendingWrap && cursorX == size.width - 1 && modes.autowrap
        pen = saved.pen
        charsets = saved.charsets
        modes.origin = saved.origin
        changed()
    }

    /// RIS: everything back to how a new emulator starts, except the history, the title, the bell
    /// count and replies still owed.
    mutating func fullReset() {
        var fresh = TerminalEmulator(size: size, scrollbackLimit: scrollbackLimit)
        fresh.scrollback = scrollback
        fresh.title = title
        fresh.bellCount = bellCount
        fresh.replies = replies
        fresh.defaultColors = defaultColors
        fresh.version = version &+ 1
        self = fresh
    }

    /// DECSTR: the soft reset of xterm, keeping the screen and the cursor position.
    mutating func softReset() {
        modes.cursorVisible = true
        modes.insert = false
        modes.origin = false
        modes.autowrap = true
        inputModes.applicationCursorKeys = false
        inputModes.applicationKeypad = false
        scrollTop = 0
        scrollBottom = size.height - 1
        charsets = CharsetState()
        pen = Style.plain
        pendingWrap = false
        savedCursor = SavedCursor()
        changed()
    }

    /// DECCOLM (mode 3): clears the screen, resets the margins and homes the cursor, as xterm and
    /// tmux do; the screen keeps its width, which is the pane's to choose.
    mutating func setColumnMode(_ wide: Bool) {
        modes.columns132 = wide
        fillScreenAndHome(with: .blank)
    }

    /// DECALN: fills the screen with `E`, resets the margins and homes the cursor.
    mutating func screenAlignmentTest() {
        fillScreenAndHome(with: Cell(content: Grapheme(ascii: UInt8(ascii: "E")), width: 1, style: .plain))
    }

    /// Fills the screen with `cell`, resets the margins and homes the cursor.
    private mutating func fillScreenAndHome(with cell: Cell) {
        screen.eraseAll(with: cell)
        scrollTop = 0
        scrollBottom = size.height - 1
        cursorX = 0
        cursorY = 0
        pendingWrap = false
        changed()
    }
}
