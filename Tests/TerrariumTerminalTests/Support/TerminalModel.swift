import TerrariumTerminal

/// A small terminal emulator that applies the renderer's output the way xterm does, so tests
/// can check that the bytes really produce the intended screen.
///
/// It models what the renderer relies on: cursor moves (CUP, CHA, VPA, CUF, CUB, CUU, CUD, CR,
/// LF), SGR, OSC 8, erase in display, scroll regions with DL and IL at their top, the pending
/// wrap at the right edge, sixel pictures (DCS `q`) covering the cells they are painted over
/// until a cell is written again, and xterm's rule that
/// overwriting either half of a wide character erases the other half. Anything else it sees is
/// recorded in ``unsupported`` so a test can insist on none.
struct TerminalModel {
    struct ModelCell: Equatable {
        var grapheme: String = " "
        var width: Int = 1
        var style = Style.plain
    }

    let width: Int
    let height: Int
    private(set) var cells: [ModelCell]
    private(set) var cursor = Point.zero
    private(set) var pendingWrap = false
    private(set) var pen = Style.plain
    private(set) var synchronizedUpdate = false
    private(set) var unsupported: [String] = []
    private(set) var scrolled = false
    /// The scroll region's rows, set by DECSTBM.
    private(set) var margins: Range<Int>
    /// How many lines SU and SD shifted, in all.
    private(set) var linesShifted = 0
    /// The pixels of a cell, which say how many cells a sixel picture covers.
    var cellPixels = Size(width: 10, height: 20)
    /// The cells a picture's pixels hide, as indices: written again, a cell shows its text.
    private(set) var covered: Set<Int> = []
    /// Where each picture was painted, in order.
    private(set) var paintedPictures: [Point] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.cells = Array(repeating: ModelCell(), count: width * height)
        self.margins = 0..<height
    }

    subscript(x: Int, y: Int) -> ModelCell { cells[y * width + x] }

    /// The text of each row, continuation cells skipped.
    var lines: [String] {
        (0..<height).map { y in
            (0..<width).filter { cells[y * width + $0].width != 0 }.map { cells[y * width + $0].grapheme }.joined()
        }
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) { print(character) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                index = escape(bytes, at: index)
                continue
            case 0x0D:
                flushText()
                cursor.x = 0
                pendingWrap = false
            case 0x0A:
                flushText()
                lineFeed()
                pendingWrap = false
            case 0x00..<0x20, 0x7F:
                flushText()
                unsupported.append("control \(byte)")
            default:
                text.append(byte)
            }
            index += 1
        }
        flushText()
    }

    private mutating func lineFeed() {
        if cursor.y == height - 1 {
            scrolled = true
            cells.removeFirst(width)
            cells.append(contentsOf: Array(repeating: ModelCell(), count: width))
        } else {
            cursor.y += 1
        }
    }

    private mutating func print(_ character: Character) {
        let w = character.displayWidth
        guard w > 0 else {
            unsupported.append("zero-width cluster \(character.unicodeScalars.map { $0.value })")
            return
        }
        if pendingWrap || (w == 2 && cursor.x == width - 1) {
            cursor.x = 0
            lineFeed()
            pendingWrap = false
        }
        let row = cursor.y * width
        put(ModelCell(grapheme: String(character), width: w, style: pen), at: row + cursor.x)
        if w == 2 {
            put(ModelCell(grapheme: "", width: 0, style: pen), at: row + cursor.x + 1)
        }
        if cursor.x + w >= width {
            cursor.x = width - 1
            pendingWrap = true
        } else {
            cursor.x += w
        }
    }

    /// Stores a cell, erasing the other half of any wide character it overwrites.
    private mutating func put(_ cell: ModelCell, at index: Int) {
        let x = index % width
        let old = cells[index]
        if old.width == 0, cell.width != 0, x > 0 {
            cells[index - 1] = ModelCell(grapheme: " ", width: 1, style: cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < width {
            cells[index + 1] = ModelCell(grapheme: " ", width: 1, style: cells[index + 1].style)
        }
        cells[index] = cell
        covered.remove(index)
    }

    private mutating func moveTo(x: Int, y: Int) {
        cursor = Point(x: min(max(0, x), width - 1), y: min(max(0, y), height - 1))
        pendingWrap = false
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else {
            unsupported.append("lone ESC")
            return start + 1
        }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else {
                unsupported.append("truncated CSI")
                return bytes.count
            }
            csi(Array(bytes[(start + 2)..<end]), final: bytes[end])
            return end + 1
        case UInt8(ascii: "P"):
            var end = start + 2
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            sixels(String(decoding: bytes[(start + 2)..<min(end, bytes.count)], as: UTF8.self))
            return end + 2
        case UInt8(ascii: "]"):
            var end = start + 2
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            osc(String(decoding: bytes[(start + 2)..<min(end, bytes.count)], as: UTF8.self))
            return end + 2
        default:
            unsupported.append("ESC \(bytes[start + 1])")
            return start + 2
        }
    }

    /// Covers the cells under a sixel picture painted at the cursor, sized by its raster
    /// attributes (`"1;1;width;height`).
    private mutating func sixels(_ body: String) {
        guard let q = body.firstIndex(of: "q"), body[body.index(after: q)...].hasPrefix("\"") else {
            unsupported.append("DCS \(body.prefix(20))")
            return
        }
        let raster = body[body.index(q, offsetBy: 2)...].prefix { $0.isNumber || $0 == ";" }
        let numbers = raster.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 4 else {
            unsupported.append("sixels without a size")
            return
        }
        paintedPictures.append(cursor)
        let columns = (numbers[2] + cellPixels.width - 1) / cellPixels.width
        let rows = (numbers[3] + cellPixels.height - 1) / cellPixels.height
        for y in cursor.y..<min(height, cursor.y + rows) {
            for x in cursor.x..<min(width, cursor.x + columns) { covered.insert(y * width + x) }
        }
    }

    /// The cells a picture's pixels hide, as points, row by row.
    var coveredCells: [Point] {
        covered.sorted().map { Point(x: $0 % width, y: $0 / width) }
    }

    private mutating func osc(_ body: String) {
        let parts = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "8" else {
            unsupported.append("OSC \(body)")
            return
        }
        let url = String(parts[2])
        let id = parts[1].hasPrefix("id=") ? String(parts[1].dropFirst(3)) : nil
        pen.hyperlink = url.isEmpty ? nil : Hyperlink(url, id: id)
    }

    private mutating func csi(_ parameterBytes: [UInt8], final: UInt8) {
        let text = String(decoding: parameterBytes, as: UTF8.self)
        if text.hasPrefix("?") {
            let mode = Int(text.dropFirst())
            if mode == 2026, final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                synchronizedUpdate = final == UInt8(ascii: "h")
            } else {
                unsupported.append("mode \(text)")
            }
            return
        }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func parameter(_ i: Int, default value: Int = 1) -> Int {
            i < numbers.count ? (numbers[i] ?? value) : value
        }
        switch Unicode.Scalar(final) {
        case "H", "f": moveTo(x: parameter(1) - 1, y: parameter(0) - 1)
        case "G": moveTo(x: parameter(0) - 1, y: cursor.y)
        case "d": moveTo(x: cursor.x, y: parameter(0) - 1)
        case "C": moveTo(x: cursor.x + parameter(0), y: cursor.y)
        case "D": moveTo(x: cursor.x - parameter(0), y: cursor.y)
        case "A": moveTo(x: cursor.x, y: cursor.y - parameter(0))
        case "B": moveTo(x: cursor.x, y: cursor.y + parameter(0))
        case "J" where parameter(0, default: 0) == 2:
            let blank = ModelCell(grapheme: " ", width: 1, style: Style(background: pen.background))
            cells = Array(repeating: blank, count: width * height)
            covered = []
        case "m": sgr(numbers.map { $0 ?? 0 })
        case "r":
            let top = max(1, parameter(0)) - 1
            let bottom = min(height, parameter(1, default: height))
            guard top < bottom - 1 else { return unsupported.append("DECSTBM \(text)") }
            margins = top..<bottom
            // xterm homes the cursor; elsewhere it may stay. The renderer must count on neither,
            // so it is left somewhere else here.
            moveTo(x: width / 2, y: height - 1)
        case "M", "L":
            // Lines deleted or inserted at the cursor, moving the rest of the region; only at the
            // region's top here, which is where the renderer sends them.
            guard cursor.y == margins.lowerBound else { return unsupported.append("DL/IL off the region's top") }
            // Terminals move a picture's pixels with the lines, or not: a renderer must not ask.
            if !covered.isEmpty { unsupported.append("a shift under a picture") }
            shift(final == UInt8(ascii: "M") ? parameter(0) : -parameter(0))
        default: unsupported.append("CSI \(text) \(Unicode.Scalar(final))")
        }
    }

    /// Moves the rows inside the margins up `count` rows (down when negative), filling the rows
    /// it exposes with blanks in the pen's background, as xterm does, and the cursor to the
    /// first column, as DL and IL do.
    private mutating func shift(_ count: Int) {
        linesShifted += abs(count)
        let blank = ModelCell(grapheme: " ", width: 1, style: Style(background: pen.background))
        let rows = margins.map { y -> [ModelCell] in
            let source = y + count
            guard margins.contains(source) else { return Array(repeating: blank, count: width) }
            return Array(cells[(source * width)..<(source * width + width)])
        }
        for (y, row) in zip(margins, rows) { cells.replaceSubrange((y * width)..<(y * width + width), with: row) }
        cursor.x = 0
    }

    private mutating func sgr(_ codes: [Int]) {
        let link = pen.hyperlink
        var i = 0
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: pen = Style(hyperlink: link)
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 5: pen.attributes.insert(.blink)
            case 7: pen.attributes.insert(.reverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 25: pen.attributes.remove(.blink)
            case 27: pen.attributes.remove(.reverse)
            case 29: pen.attributes.remove(.strikethrough)
            case 30...37: pen.foreground = .ansi(UInt8(code - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .ansi(UInt8(code - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: pen.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                var color = Color.default
                if i + 2 < codes.count, codes[i + 1] == 5 {
                    color = .indexed(UInt8(codes[i + 2]))
                    i += 2
                } else if i + 4 < codes.count, codes[i + 1] == 2 {
                    color = .rgb(UInt8(codes[i + 2]), UInt8(codes[i + 3]), UInt8(codes[i + 4]))
                    i += 4
                } else {
                    unsupported.append("SGR \(codes)")
                }
                if code == 38 { pen.foreground = color } else { pen.background = color }
            default:
                unsupported.append("SGR \(code)")
            }
            i += 1
        }
    }
}
