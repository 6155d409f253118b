extension TerminalEmulator {
    /// Dispatches a control sequence by its private marker, intermediate and final byte; anything
    /// not listed is ignored.
    mutating func csiDispatch(_ final: UInt8) {
        guard let intermediate = parser.singleIntermediate else { return }
        let marker = parser.privateMarker
        if marker == 0, intermediate == 0 {
            standardSequence(final)
            return
        }
        let parameters = parser.parameters
        switch (marker, intermediate) {
        case (UInt8(ascii: "?"), 0):
            switch final {
            case UInt8(ascii: "h"): setPrivateModes(parameters, to: true)
            case UInt8(ascii: "l"): setPrivateModes(parameters, to: false)
            case UInt8(ascii: "n") where parameters[0] == 6: reportCursorPosition(private: true)
            default: break
            }
        case (UInt8(ascii: ">"), 0):
            switch final {
            case UInt8(ascii: "c") where parameters[0] == 0: reply("\u{1B}[>1;10;0c")
            case UInt8(ascii: "q") where parameters[0] == 0: reply("\u{1B}P>|Terrarium\u{1B}\\")
            default: break
            }
        case (0, UInt8(ascii: "!")) where final == UInt8(ascii: "p"):
            softReset()
        case (0, UInt8(ascii: " ")) where final == UInt8(ascii: "q"):
            let parameter = parameters[0]
            if let shape = CursorShape(decscusr: parameter) {
                let asked = parameter == 0 ? nil : shape
                if asked != cursorShape {
                    cursorShape = asked
                    changed()
                }
            }
        case (UInt8(ascii: "?"), UInt8(ascii: "$")) where final == UInt8(ascii: "p"):
            let mode = parameters[0]
            reply("\u{1B}[?\(mode);\(privateModeReport(mode))$y")
        case (0, UInt8(ascii: "$")) where final == UInt8(ascii: "p"):
            let mode = parameters[0]
            reply("\u{1B}[\(mode);\(ansiModeReport(mode))$y")
        default:
            // Kitty keyboard flags (`CSI > u`, `CSI = u`, `CSI < u`,
            // `CSI ? u`), modifyOtherKeys (`CSI > Ps m`) and the rest: accepted and ignored.
            break
        }
    }

    /// The sequences with no private marker and no intermediate.
    private mutating func standardSequence(_ final: UInt8) {
        let count = parser.parameters.value(0)
        switch final {
        case UInt8(ascii: "A"): cursorUp(count)
        case UInt8(ascii: "B"), UInt8(ascii: "e"): cursorDown(count)
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveCursor(column: cursorX + count)
        case UInt8(ascii: "D"): moveCursor(column: cursorX - count)
        case UInt8(ascii: "E"):
            cursorDown(count)
            cursorX = 0
        case UInt8(ascii: "F"):
            cursorUp(count)
            cursorX = 0
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveCursor(column: count - 1)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveCursor(x: parser.parameters.value(1) - 1, y: count - 1)
        case UInt8(ascii: "d"): moveCursor(row: count - 1)
        case UInt8(ascii: "I"): tab(forward: count)
        case UInt8(ascii: "Z"): tab(backward: count)
        case UInt8(ascii: "J"): eraseInDisplay(parser.parameters[0])
        case UInt8(ascii: "K"): eraseInLine(parser.parameters[0])
        case UInt8(ascii: "X"): eraseCharacters(count)
        case UInt8(ascii: "@"): insertCharacters(count)
        case UInt8(ascii: "P"): deleteCharacters(count)
        case UInt8(ascii: "L"): insertLines(count)
        case UInt8(ascii: "M"): deleteLines(count)
        case UInt8(ascii: "S"): scrollUp(count)
        case UInt8(ascii: "T") where parser.parameters.count <= 1: scrollDown(count)
        case UInt8(ascii: "b"): repeatLastCharacter(count)
        case UInt8(ascii: "r"): setScrollRegion(parser.parameters)
        case UInt8(ascii: "s"): saveCursor()
        case UInt8(ascii: "u"): restoreCursor()
        case UInt8(ascii: "g"): clearTabStops(parser.parameters[0])
        case UInt8(ascii: "h"): setANSIModes(parser.parameters, to: true)
        case UInt8(ascii: "l"): setANSIModes(parser.parameters, to: false)
        case UInt8(ascii: "m"): SGRParser.apply(parser.parameters, to: &pen)
        case UInt8(ascii: "n"):
            switch parser.parameters[0] {
            case 5: reply("\u{1B}[0n")
            case 6: reportCursorPosition(private: false)
            default: break
            }
        case UInt8(ascii: "c") where parser.parameters[0] == 0: reply("\u{1B}[?62;22c")
        case UInt8(ascii: "t") where parser.parameters[0] == 18: reply("\u{1B}[8;\(size.height);\(size.width)t")
        default: break
        }
    }

    /// CPR (`CSI 6 n`) and DECXCPR (`CSI ? 6 n`): the cursor, 1-based, within the region in origin mode.
    private mutating func reportCursorPosition(private isPrivate: Bool) {
        let row = cursorY + 1 - (modes.origin ? scrollTop : 0)
        reply("\u{1B}[\(isPrivate ? "?" : "")\(row);\(cursorX + 1)R")
    }

    /// DECSTBM: the scroll region from two 1-based rows, ignored unless it spans two rows or
    /// more; the cursor goes home.
    private mutating func setScrollRegion(_ parameters: ControlParameters) {
        let top = parameters.value(0)
        let bottom = min(parameters.value(1, default: size.height), size.height)
        guard top < bottom else { return }
        scrollTop = top - 1
        scrollBottom = bottom - 1
        moveCursor(x: 0, y: 0)
    }

    /// TBC: 0 clears the stop at the cursor, 3 every stop.
    private mutating func clearTabStops(_ mode: Int) {
        switch mode {
        case 0: tabStops[cursorX] = false
        case 3: tabStops = Array(repeating: false, count: size.width)
        default: break
        }
    }

    // MARK: Editing

    /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 all, 3 the history.
    mutating func eraseInDisplay(_ mode: Int) {
        let blank = eraseCell
        switch mode {
        case 0:
            eraseInLine(0)
            for y in (cursorY + 1)..<max(cursorY + 1, size.height) {
                screen.rows[y].reset(width: size.width, blank: blank)
            }
        case 1:
            for y in 0..<cursorY { screen.rows[y].reset(width: size.width, blank: blank) }
            eraseInLine(1)
        case 2:
            screen.eraseAll(with: blank)
        case 3:
            scrollback.removeAll()
            changed()
            return
        default:
            return
        }
        pendingWrap = false
        changed()
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all of it.
    mutating func eraseInLine(_ mode: Int) {
        let columns: Range<Int>
        switch mode {
        case 0: columns = cursorX..<size.width
        case 1: columns = 0..<(cursorX + 1)
        case 2: columns = 0..<size.width
        default: return
        }
        screen.erase(row: cursorY, columns: columns, with: eraseCell)
        if mode != 1 { screen.rows[cursorY].isWrapped = false }
        pendingWrap = false
        changed()
    }

    /// ECH: blanks `count` cells from the cursor, without moving anything; as in xterm, the line
    /// no longer counts as wrapped.
    mutating func eraseCharacters(_ count: Int) {
        screen.erase(row: cursorY, columns: cursorX..<(cursorX + min(count, size.width)), with: eraseCell)
        screen.rows[cursorY].isWrapped = false
        pendingWrap = false
        changed()
    }

    /// ICH: inserts `count` blanks at the cursor.
    mutating func insertCharacters(_ count: Int) {
        screen.insertBlanks(row: cursorY, at: cursorX, count: count, blank: eraseCell)
        pendingWrap = false
        changed()
    }

    /// DCH: deletes `count` cells at the cursor.
    mutating func deleteCharacters(_ count: Int) {
        screen.deleteCells(row: cursorY, at: cursorX, count: count, blank: eraseCell)
        pendingWrap = false
        changed()
    }

    /// IL: inserts `count` blank lines at the cursor's row, within the scroll region only; the
    /// cursor stays where it is, as in xterm and tmux.
    mutating func insertLines(_ count: Int) {
        guard cursorY >= scrollTop, cursorY <= scrollBottom else { return }
        screen.scrollDown(top: cursorY, bottom: scrollBottom, count: count, blank: eraseCell)
        pendingWrap = false
        changed()
    }

    /// DL: deletes `count` lines from the cursor's row, within the scroll region only; the cursor
    /// stays where it is, as in xterm and tmux.
    mutating func deleteLines(_ count: Int) {
        guard cursorY >= scrollTop, cursorY <= scrollBottom else { return }
        screen.scrollUp(top: cursorY, bottom: scrollBottom, count: count, blank: eraseCell)
        pendingWrap = false
        changed()
    }
}
