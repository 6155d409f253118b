/// Pictures painted over the cells: a frame's intact pictures are painted after its cells when
/// they are new, moved, or lost pixels to a cell written over them; a picture that went away
/// has every cell it covered written again, as its pixels cover them.
extension TerminalRenderer {
    /// A cell no frame holds (a one-column cell without text): what the terminal shows is
    /// unknown there, so the next frame writes the cell whatever it holds.
    static let unknownCell = Cell(content: .empty, width: 1, style: .plain)

    /// The frame's pictures that can be painted: those whose cells are as drawn beneath them
    /// and that stay off the last row, where painting one would scroll the screen in terminals
    /// that move the cursor below a picture.
    func paintablePictures(of frame: CellBuffer) -> [TerminalPicture] {
        guard !frame.pictures.isEmpty else { return [] }
        let height = frame.size.height
        return frame.intactPictures().filter { $0.frame.maxY < height }
    }

    /// Marks the cells of shown pictures that `pictures` no longer has as unknown, and their
    /// rows as to be written; starts the count of written columns.
    mutating func prepareForPictures(_ pictures: [TerminalPicture], size: Size) {
        if forcedRows.count != size.height { forcedRows = Array(repeating: false, count: size.height) }
        for y in forcedRows.indices { forcedRows[y] = false }
        if writtenCells.count != size.area { writtenCells = Array(repeating: false, count: size.area) }
        writtenCells.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        writtenWidth = size.width
        let bounds = Rect(origin: .zero, size: size)
        for shown in shownPictures where !pictures.contains(where: { $0.matches(shown) }) {
            let frame = shown.frame.intersection(bounds)
            guard !frame.isEmpty else { continue }
            for y in frame.minY..<frame.maxY {
                forcedRows[y] = true
                for x in frame.minX..<frame.maxX { previous[y * size.width + x] = Self.unknownCell }
            }
        }
    }

    /// Notes that `width` columns from `column` of `row` were written in this frame.
    mutating func noteWritten(column: Int, width: Int, row: Int) {
        let start = row * writtenWidth
        for x in max(0, column)..<min(writtenWidth, column + max(1, width)) { writtenCells[start + x] = true }
    }

    /// Whether any cell of `frame` was written in this frame.
    func wroteAny(in frame: Rect) -> Bool {
        for y in frame.minY..<frame.maxY {
            let start = y * writtenWidth
            for x in frame.minX..<frame.maxX where writtenCells[start + x] { return true }
        }
        return false
    }

    /// Paints the pictures that are new, moved, or had a cell written over them, and returns how
    /// many it painted; the terminal's cursor is then unknown.
    mutating func paint(_ pictures: [TerminalPicture], into out: inout [UInt8]) -> Int {
        var painted = 0
        for picture in pictures {
            let isShown = shownPictures.contains { picture.matches($0) }
            guard !isShown || wroteAny(in: picture.frame) else { continue }
            if isCursorShown {
                ControlSequence.append("\u{1B}[?25l", to: &out)
                isCursorShown = false
            }
            CursorMovement.append(from: cursor, to: picture.frame.origin, into: &out)
            out.append(contentsOf: picture.sequence.bytes)
            // Terminals leave the cursor in different places after a picture.
            cursor = nil
            painted += 1
        }
        shownPictures = pictures.map { ($0.frame, $0.key) }
        return painted
    }
}
