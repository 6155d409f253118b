extension TerminalEmulator {
    /// Prints the printable ASCII bytes from `start` straight into the row, a row's worth at a
    /// time; returns the index of the first byte it did not take.
    ///
    /// Callers check that the parser is in the ground state, G0/G1 shows ASCII and insert mode
    /// is off: then each byte is one narrow cell in the pen's style.
    mutating func printASCII(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        let width = size.width
        let pen = pen
        joinsNext = false
        while index < count {
            let first = bytes[index]
            guard first >= 0x20, first < 0x7F else { break }
            if pendingWrap { wrapToNextLine() }
            var x = cursorX
            screen.rows[cursorY].cells.withUnsafeMutableBufferPointer { cells in
                if cells[x].isContinuation, x > 0 { cells[x - 1] = .blank(cells[x - 1].style) }
                repeat {
                    let byte = bytes[index]
                    guard byte >= 0x20, byte < 0x7F else { break }
                    cells[x] = Cell(content: Grapheme(ascii: byte), width: 1, style: pen)
                    x += 1
                    index += 1
                } while x < width && index < count
                // The cell after the run may be the right half of a wide cluster just overwritten.
                if x < width, cells[x].isContinuation { cells[x] = .blank(cells[x].style) }
            }
            moveCursorAfterPrinting(to: x)
        }
        if index > start {
            lastPrinted = Unicode.Scalar(bytes[index - 1])
            changed()
        }
        return index
    }

    /// Prints the whole, valid UTF-8 sequences from `start`; returns the index of the first byte
    /// it did not take, `start` when the first sequence is invalid or cut off by the end.
    ///
    /// Runs of narrow and wide characters that fit on the row are written straight into it; a
    /// character that takes no column, a C1 control, a wide character at the edge and insert
    /// mode go through ``printScalar(_:)``.
    mutating func printUTF8(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        let columns = size.width
        while index < count, bytes[index] >= 0x80 {
            guard let (scalar, length) = Self.decodeScalar(bytes, at: index) else { break }
            let width = scalar.value < 0xA0 ? 0 : Self.width(of: scalar)
            if pendingWrap, width > 0, !joinsNext { wrapToNextLine() }
            guard width > 0, !joinsNext, !modes.insert, cursorX + width <= columns else {
                printScalar(scalar)
                index += length
                continue
            }
            var x = cursorX
            let pen = pen
            var last = scalar
            screen.rows[cursorY].cells.withUnsafeMutableBufferPointer { cells in
                if cells[x].isContinuation, x > 0 { cells[x - 1] = .blank(cells[x - 1].style) }
                var current = scalar
                var currentWidth = width
                var currentLength = length
                while true {
                    cells[x] = Cell(content: Grapheme(scalar: current), width: UInt8(currentWidth), style: pen)
                    if currentWidth == 2 { cells[x + 1] = .continuation(pen) }
                    x += currentWidth
                    index += currentLength
                    last = current
                    guard x < columns, index < count, bytes[index] >= 0x80,
                        let (next, nextLength) = Self.decodeScalar(bytes, at: index)
                    else { break }
                    let nextWidth = next.value < 0xA0 ? 0 : Self.width(of: next)
                    guard nextWidth > 0, x + nextWidth <= columns else { break }
                    (current, currentWidth, currentLength) = (next, nextWidth, nextLength)
                }
                if x < columns, cells[x].isContinuation { cells[x] = .blank(cells[x].style) }
            }
            lastPrinted = last
            moveCursorAfterPrinting(to: x)
            changed()
        }
        return index
    }

    /// The scalar of the whole, valid UTF-8 sequence at `index` and its length; nil when it is
    /// invalid, overlong or cut off by the end of `bytes`.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        var value: UInt32
        let length: Int
        switch lead {
        case 0xC2...0xDF:
            value = UInt32(lead & 0x1F)
            length = 2
        case 0xE0...0xEF:
            value = UInt32(lead & 0x0F)
            length = 3
        case 0xF0...0xF4:
            value = UInt32(lead & 0x07)
            length = 4
        default:
            return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF go to the careful decoder.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// Prints one scalar: maps it through the character set, joins it to the previous cell when
    /// it takes no column, and drops C1 controls.
    mutating func printScalar(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        let width: Int
        var shown = scalar
        if value < 0x80 {
            shown = charsets.active.map(UInt8(truncatingIfNeeded: value))
            width = 1
        } else if value < 0xA0 {
            return
        } else {
            width = Self.width(of: scalar)
        }
        if width == 0 {
            if join(scalar) {
                joinsNext = value == 0x200D
                changed()
            }
            return
        }
        if joinsNext {
            joinsNext = false
            if value >= 0x80, join(scalar) {
                changed()
                return
            }
        }
        lastPrinted = scalar
        place(Grapheme(scalar: shown), width: width)
    }

    /// The columns `scalar` takes, from the same tables as `displayWidth`, with the common CJK
    /// blocks looked up without a search.
    @inline(__always)
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA: return 2
        default: return scalar.displayWidth
        }
    }

    /// Writes a cluster of `width` columns at the cursor and moves the cursor past it.
    mutating func place(_ grapheme: Grapheme, width: Int) {
        if pendingWrap { wrapToNextLine() }
        let columns = size.width
        if width == 2 {
            guard columns >= 2 else { return }
            if cursorX == columns - 1 {
                // A wide character does not fit in the last column: it wraps first, or is not shown.
                guard modes.autowrap else { return }
                wrapToNextLine()
            }
        }
        if modes.insert {
            screen.insertBlanks(row: cursorY, at: cursorX, count: width, blank: .blank)
        }
        let x = cursorX
        let pen = pen
        screen.rows[cursorY].cells.withUnsafeMutableBufferPointer { cells in
            if cells[x].isContinuation, x > 0 { cells[x - 1] = .blank(cells[x - 1].style) }
            cells[x] = Cell(content: grapheme, width: UInt8(width), style: pen)
            if width == 2 { cells[x + 1] = .continuation(pen) }
            let end = x + width
            if end < columns, cells[end].isContinuation { cells[end] = .blank(cells[end].style) }
        }
        moveCursorAfterPrinting(to: x + width)
        changed()
    }

    /// Moves the cursor to column `x`, just past what was printed; past the last column it stays
    /// on the last one, to wrap before the next character when auto-wrap is on.
    @inline(__always)
    mutating func moveCursorAfterPrinting(to x: Int) {
        let columns = size.width
        if x >= columns {
            cursorX = columns - 1
            pendingWrap = modes.autowrap
        } else {
            cursorX = x
        }
    }

    /// Adds a scalar that takes no column to the cluster left of the cursor (or under it while a
    /// wrap is pending); returns whether there was a cluster to join.
    ///
    /// A scalar that would make the cluster longer than a cell holds in place is dropped, and
    /// counts as joined.
    mutating func join(_ scalar: Unicode.Scalar) -> Bool {
        var x = pendingWrap ? cursorX : cursorX - 1
        guard x >= 0 else { return false }
        if screen.rows[cursorY].cells[x].isContinuation, x > 0 { x -= 1 }
        let cell = screen.rows[cursorY].cells[x]
        guard cell.width > 0 else { return false }
        var text = cell.content.string
        guard text.utf8.count + UTF8.width(scalar) <= Grapheme.inlineByteCapacity else { return true }
        text.unicodeScalars.append(scalar)
        let content = Grapheme(text, width: Int(cell.width))
        screen.rows[cursorY].cells[x] = Cell(content: content, width: cell.width, style: cell.style)
        return true
    }

    /// Moves to the start of the next line for an auto-wrap, marking the line as wrapped.
    mutating func wrapToNextLine() {
        screen.rows[cursorY].isWrapped = true
        pendingWrap = false
        cursorX = 0
        index()
    }

    /// Repeats the last graphic character `count` times (REP).
    mutating func repeatLastCharacter(_ count: Int) {
        guard let scalar = lastPrinted else { return }
        for _ in 0..<count { printScalar(scalar) }
    }
}

extension Grapheme {
    /// The most UTF-8 bytes of a cluster the emulator stores; more would go to the shared table.
    static let inlineByteCapacity = 15

    /// The cluster of a single scalar, stored in place.
    init(scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self.init(ascii: UInt8(value))
            return
        }
        var low: UInt64
        var count: UInt64
        if value < 0x800 {
            low = UInt64(0xC0 | value >> 6) | UInt64(0x80 | value & 0x3F) << 8
            count = 2
        } else if value < 0x10000 {
            low = UInt64(0xE0 | value >> 12) | UInt64(0x80 | value >> 6 & 0x3F) << 8
            low |= UInt64(0x80 | value & 0x3F) << 16
            count = 3
        } else {
            low = UInt64(0xF0 | value >> 18) | UInt64(0x80 | value >> 12 & 0x3F) << 8
            low |= UInt64(0x80 | value >> 6 & 0x3F) << 16 | UInt64(0x80 | value & 0x3F) << 24
            count = 4
        }
        self.init(low: low, high: count << 56)
    }
}
