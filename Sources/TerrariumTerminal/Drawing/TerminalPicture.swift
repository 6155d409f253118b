/// A picture the terminal paints over cells after a frame, such as a sixel image: where it goes,
/// what it is, and the cells drawn beneath it.
///
/// The cells beneath are the picture's stand-in: the renderer paints the picture only while the
/// buffer still holds exactly those cells there. Anything drawn over them afterwards (a sheet,
/// a menu, the next frame's other content) shows the cells instead, so a picture never covers
/// what was drawn above it; once the cells are back as they were, so is the picture.
package struct TerminalPicture: Sendable {
    /// The cells the picture covers, in buffer coordinates.
    package let frame: Rect
    /// What is painted: equal keys paint the same pixels.
    package let key: String
    /// The bytes that paint it from the cursor at the frame's top-left cell.
    package let sequence: EscapeSequence
    /// The cells drawn beneath it, row by row, when it was attached.
    let cells: [Cell]

    /// The most pictures a buffer keeps; attaching one more drops the oldest.
    static let mostPerBuffer = 64

    /// Whether `buffer` still holds the cells drawn beneath the picture.
    func isIntact(in buffer: CellBuffer) -> Bool {
        let width = buffer.size.width
        guard frame.minX >= 0, frame.minY >= 0, frame.maxX <= width, frame.maxY <= buffer.size.height else {
            return false
        }
        let stored = buffer.cells
        var index = 0
        for y in frame.minY..<frame.maxY {
            let row = y * width
            for x in frame.minX..<frame.maxX {
                if stored[row + x] != cells[index] { return false }
                index += 1
            }
        }
        return true
    }

    /// Whether the picture paints the same pixels in the same place as `other`.
    func matches(_ other: (frame: Rect, key: String)) -> Bool {
        frame == other.frame && key == other.key
    }
}

extension CellBuffer {
    /// Attaches `picture`, replacing any picture whose cells it overlaps: those were drawn over.
    package func attach(_ picture: TerminalPicture) {
        pictures.removeAll { !$0.frame.intersection(picture.frame).isEmpty }
        if pictures.count >= TerminalPicture.mostPerBuffer {
            // The oldest picture drawn over goes first; an intact one only when none is.
            let stale = pictures.firstIndex { !$0.isIntact(in: self) } ?? 0
            pictures.remove(at: stale)
        }
        pictures.append(picture)
    }

    /// The pictures whose cells are still as drawn beneath them.
    ///
    /// The others are kept: something drawn over a picture (a menu) and gone again leaves its
    /// cells as they were, and a view redrawn in part does not attach its picture again.
    package func intactPictures() -> [TerminalPicture] {
        guard !pictures.isEmpty else { return [] }
        return pictures.filter { $0.isIntact(in: self) }
    }
}

extension GraphicsContext {
    /// Attaches a picture painted by `sequence` over `rect` (in this context's coordinates),
    /// drawn over the cells already drawn there, which show wherever it cannot be painted.
    ///
    /// Only a picture wholly inside the clip is attached: a terminal cannot paint part of one,
    /// so a picture partly scrolled out of view shows its cells.
    package func attachPicture(key: String, sequence: EscapeSequence, in rect: Rect) {
        let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        guard !frame.isEmpty, frame.intersection(clip) == frame else { return }
        var cells: [Cell] = []
        cells.reserveCapacity(frame.width * frame.height)
        let width = buffer.size.width
        let stored = buffer.cells
        for y in frame.minY..<frame.maxY {
            cells.append(contentsOf: stored[(y * width + frame.minX)..<(y * width + frame.maxX)])
        }
        buffer.attach(TerminalPicture(frame: frame, key: key, sequence: sequence, cells: cells))
    }
}
