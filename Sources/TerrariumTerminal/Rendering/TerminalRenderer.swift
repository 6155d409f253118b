/// Turns frames of cells into the fewest bytes that bring a terminal from one to the next.
///
/// The renderer keeps the previous frame and what it knows of the terminal's cursor and pen
/// (current style), and emits only the cells that changed: the cursor moves only when the next
/// changed cell is not where it already is (by the cheapest of the moves in
/// `CursorMovement`), and SGR only when the style changes. An unchanged frame emits nothing at
/// all; a non-empty frame is wrapped in the synchronized-update pair when the terminal supports it.
/// When a band of rows moved up or down as a whole (a list or a text scrolling), the terminal
/// shifts them itself inside a scroll region, and only what the shift did not bring is written.
///
/// It is a pure value: it never touches a file descriptor, so it is tested by feeding its output
/// to a terminal model.
///
/// ```swift
/// var renderer = TerminalRenderer(capabilities: .detect(environment: environment))
/// var bytes: [UInt8] = []
/// renderer.render(buffer, into: &bytes)  // write `bytes` to the terminal in one call
/// ```
public struct TerminalRenderer {
    /// The terminal features output may use.
    public var capabilities: TerminalCapabilities {
        didSet { if capabilities != oldValue { invalidate() } }
    }
    /// What the last call to ``render(_:into:)`` cost.
    public private(set) var lastFrameStatistics = FrameStatistics()

    /// The cells the terminal shows, owned here alone: sharing the frame's storage would make
    /// the next frame's drawing copy all of it.
    var previous: [Cell] = []
    /// The frame rendered last and the row versions it had then: rows whose version did not
    /// move since are skipped without comparing their cells, unless the frame was resized since,
    /// which starts its versions again.
    private weak var lastFrame: CellBuffer?
    private var seenRowVersions: [UInt32] = []
    private var seenResizeCount: UInt32 = 0
    private var previousSize: Size?
    var cursor: Point?
    var pen: Style?
    /// The style of the last cell written, whose effective form is ``pen``: nil when unknown.
    var penSource: Style?
    /// Room for the bytes of a reprint, kept between cursor moves.
    private var reprint: [UInt8] = []
    /// The cluster whose text the terminal received last, when nothing followed it yet: a cluster
    /// written straight after it must not join it (see ``joins(_:_:)``).
    var trailingText: Grapheme?
    /// Where the text of ``trailingText`` ends in the output of the current render; any other
    /// byte written after it moves the end of the output past this.
    var trailingTextEnd = -1
    private var dirty: [Bool] = []
    /// Which rows of the frame being rendered differ from ``previous``, before any shift.
    var changedRows: [Bool] = []
    /// The last shift judged not worth its bytes, and in how many frames since it was not
    /// judged again (see ``findScroll(in:size:)``).
    var rejectedScroll: (scroll: RowScroll, skipped: Int)?
    /// The last shift judged worth its bytes, what it was judged to save, and in how many frames
    /// since it was taken unjudged (see ``findScroll(in:size:)``).
    var acceptedScroll: (scroll: RowScroll, saved: Int, taken: Int)?
    /// Whether the terminal's own cursor is shown, which it is only while a frame asks for it.
    var isCursorShown = false
    /// The cursor shape last sent, nil when none was or it is not known.
    private var sentCursorShape: CursorShape?
    /// The pictures the terminal shows over the cells, as painted by the last frames.
    var shownPictures: [(frame: Rect, key: String)] = []
    /// Rows whose cells are written whatever the frames' row versions say: a picture left them.
    var forcedRows: [Bool] = []
    /// The cells written in the current frame, row by row, while pictures are about: a picture
    /// under a written cell has lost those pixels and is painted again.
    var writtenCells: [Bool] = []
    /// The width of the frame ``writtenCells`` covers.
    var writtenWidth = 0

    /// Creates a renderer whose first frame repaints the whole screen.
    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Forgets the terminal's contents, so the next frame clears the screen and paints in full.
    ///
    /// Call it when something else may have drawn on the terminal: after resuming from
    /// suspension, or when the screen was cleared behind the renderer's back.
    public mutating func invalidate() {
        previousSize = nil
        cursor = nil
        pen = nil
        penSource = nil
        trailingText = nil
        sentCursorShape = nil
        // Whoever took the terminal (a suspend, a program run in it) may have hidden the cursor.
        isCursorShown = false
    }

    /// Appends to `out` the bytes that turn the previous frame into `frame`.
    ///
    /// A frame of a different size than the previous one repaints in full.
    @discardableResult
    public mutating func render(_ frame: CellBuffer, into out: inout [UInt8]) -> FrameStatistics {
        let clock = ContinuousClock()
        let start = clock.now
        let startCount = out.count
        var statistics = FrameStatistics()
        let size = frame.size
        let width = size.width
        let cells = frame.cells
        // The last frame may have ended with text that this one's first text would continue.
        trailingTextEnd = trailingText == nil ? -1 : out.count

        if capabilities.synchronizedOutput { ControlSequence.append(ControlSequence.beginSynchronizedUpdate, to: &out) }
        let bodyStart = out.count

        if previousSize != size {
            statistics.isFullRepaint = true
            // Reset the pen before clearing: erase fills with the current background colour.
            if capabilities.hyperlinks { SGREncoder.appendHyperlink(nil, into: &out) }
            ControlSequence.append("\u{1B}[m\u{1B}[H\u{1B}[2J", to: &out)
            pen = .plain
            penSource = nil
            cursor = .zero
            previous = Array(repeating: .blank, count: size.area)
            previousSize = size
            shownPictures = []
            // Shifts judged against what the screen showed say nothing of a screen painted anew.
            rejectedScroll = nil
            acceptedScroll = nil
        }
        let pictures = paintablePictures(of: frame)
        let hasPictures = !pictures.isEmpty || !shownPictures.isEmpty
        if hasPictures { prepareForPictures(pictures, size: size) }

        if dirty.count < width { dirty = Array(repeating: false, count: width) }
        let versions = frame.rowVersions
        let knowsRows =
            frame === lastFrame && frame.resizeCount == seenResizeCount && !statistics.isFullRepaint
            && seenRowVersions.count == size.height
        // Rows a scroll region shifted must be compared again, whatever their versions say.
        var scrolled: Range<Int> = 0..<0
        // A shift would move pictures' pixels where the cells say otherwise.
        let seeksScroll =
            !hasPictures && !statistics.isFullRepaint && capabilities.scrollRegions && size.height >= Self.minimumScroll
        if seeksScroll {
            let seen = seenRowVersions
            markChangedRows(of: cells, size: size, unchanged: { y in knowsRows && seen[y] == versions[y] })
            if let scroll = findScroll(in: cells, size: size) {
                appendScroll(scroll, width: width, into: &out)
                scrolled = scroll.rows
                statistics.linesScrolled = scroll.shift
            }
        }
        for y in 0..<size.height {
            if scrolled.contains(y) {
                // Compared below: the shift changed what the terminal shows here.
            } else if hasPictures, forcedRows[y] {
                // Compared below: a picture that covered part of the row is gone.
            } else if seeksScroll {
                if !changedRows[y] { continue }
            } else if knowsRows, seenRowVersions[y] == versions[y] {
                continue
            }
            let row = y * width
            guard markDirtyCells(in: row, width: width, new: cells) else { continue }
            defer {
                cells.withUnsafeBufferPointer { cells in
                    previous.withUnsafeMutableBufferPointer { previous in
                        _ = UnsafeMutableBufferPointer(rebasing: previous[row..<(row + width)])
                            .update(fromContentsOf: UnsafeBufferPointer(rebasing: cells[row..<(row + width)]))
                    }
                }
            }
            for x in 0..<width where dirty[x] {
                let cell = cells[row + x]
                if cell.isContinuation { continue }
                let target = Point(x: x, y: y)
                if isCursorShown {
                    // Hidden while the frame is written, so it is not seen jumping about.
                    ControlSequence.append("\u{1B}[?25l", to: &out)
                    isCursorShown = false
                }
                if cursor != target {
                    let written = out.count == trailingTextEnd ? trailingText : nil
                    let reprints = fillReprint(row: row, from: cursor, to: target, cells: cells, after: written)
                    let from = cursor
                    let reprinted = CursorMovement.append(
                        from: cursor, to: target, reprint: reprints ? reprint : nil, into: &out)
                    // Cells reprinted to move the cursor are written too, over any picture's pixels.
                    if reprinted, hasPictures, let from {
                        noteWritten(column: from.x, width: target.x - from.x, row: y)
                    }
                }
                // Neighbouring cells mostly share a style: its effective form is worked out once.
                if cell.style != penSource {
                    let style = SGREncoder.effective(cell.style, capabilities: capabilities)
                    SGREncoder.appendTransition(from: pen, to: style, into: &out)
                    pen = style
                    penSource = cell.style
                }
                statistics.cellsChanged += 1
                if hasPictures { noteWritten(column: x, width: Int(cell.width), row: y) }
                if cell.width == 2, Self.mayBeDrawnNarrow(cell.grapheme) {
                    // Some terminals draw emoji sequences one column wide: blank both columns
                    // first so none is left stale, and move absolutely afterwards.
                    appendText(.space, column: x, into: &out)
                    appendText(.space, column: x + 1, into: &out)
                    Self.appendColumn(x, into: &out)
                    appendText(cell.content, column: x, into: &out)
                    cursor = nil
                    continue
                }
                appendText(cell.content, column: x, into: &out)
                let next = x + Int(cell.width)
                // At the right edge the terminal holds a pending wrap; its cursor column is then
                // ambiguous between terminals, so the next move is absolute.
                cursor = next < width ? Point(x: next, y: y) : nil
            }
        }
        lastFrame = frame
        seenRowVersions = versions
        seenResizeCount = frame.resizeCount
        if hasPictures { statistics.picturesPainted = paint(pictures, into: &out) }
        appendCursor(frame.cursor, size: size, into: &out)

        if out.count == bodyStart {
            out.removeSubrange(startCount...)
        } else if capabilities.synchronizedOutput {
            ControlSequence.append(ControlSequence.endSynchronizedUpdate, to: &out)
        }
        if out.count != trailingTextEnd { trailingText = nil }
        statistics.bytesWritten = out.count - startCount
        statistics.diffDuration = clock.now - start
        lastFrameStatistics = statistics
        return statistics
    }

    /// Shows the terminal's cursor where and in the shape `wanted` says (DECSCUSR and DECTCEM),
    /// or hides it when there is none (or it lies outside the frame).
    private mutating func appendCursor(_ wanted: TerminalCursor?, size: Size, into out: inout [UInt8]) {
        guard let wanted, Rect(origin: .zero, size: size).contains(wanted.position) else {
            if isCursorShown {
                ControlSequence.append("\u{1B}[?25l", to: &out)
                isCursorShown = false
            }
            return
        }
        if cursor != wanted.position {
            CursorMovement.append(from: cursor, to: wanted.position, reprint: nil, into: &out)
            cursor = wanted.position
        }
        if sentCursorShape != wanted.shape {
            ControlSequence.appendCSI(to: &out)
            ControlSequence.appendDecimal(wanted.shape.decscusrParameter, to: &out)
            ControlSequence.append(" q", to: &out)
            sentCursorShape = wanted.shape
        }
        if !isCursorShown {
            ControlSequence.append("\u{1B}[?25h", to: &out)
            isCursorShown = true
        }
    }

    /// Appends the text of `grapheme`, to be shown at column `x` where the cursor is, first
    /// moving the cursor there again when the text would otherwise join the cluster written just
    /// before it.
    ///
    /// The move is an escape sequence, and terminals join clusters only within text that arrives
    /// without one in between.
    private mutating func appendText(_ grapheme: Grapheme, column x: Int, into out: inout [UInt8]) {
        if out.count == trailingTextEnd, let previous = trailingText, Self.joins(previous, grapheme) {
            Self.appendColumn(x, into: &out)
        }
        grapheme.appendUTF8(to: &out)
        trailingText = grapheme
        trailingTextEnd = out.count
    }

    /// Appends CHA, the move to column `x` of the cursor's row.
    private static func appendColumn(_ x: Int, into out: inout [UInt8]) {
        ControlSequence.appendCSI(to: &out)
        if x > 0 { ControlSequence.appendDecimal(x + 1, to: &out) }
        out.append(UInt8(ascii: "G"))
    }

    /// Whether a terminal that segments the text it receives into grapheme clusters would join
    /// `next`, written straight after `previous`, to the cluster of `previous`.
    ///
    /// Cells hold clusters that Swift's grapheme breaking made, and it decides here too, by the
    /// rules that join across a cluster's end: Hangul jamo and syllables that compose (GB6–GB8),
    /// a cluster starting with an extending or spacing mark (GB9, GB9a), anything after a
    /// prepended mark (GB9b), Indic conjuncts (GB9c), emoji after a zero-width joiner (GB11) and
    /// a regional indicator completing a flag (GB12, GB13).
    static func joins(_ previous: Grapheme, _ next: Grapheme) -> Bool {
        guard let first = next.firstScalar, let last = previous.lastScalar else { return false }
        // Below U+0300 nothing extends a cluster, and below U+0600 nothing is joined to what
        // follows it: most text needs no grapheme breaking here.
        if first.value < 0x300, last.value < 0x600 { return false }
        let left = previous.string
        let pair = left + next.string
        return pair.first.map { $0.utf8.count != left.utf8.count } ?? false
    }

    /// Whether a wide cluster owes its width to emoji sequence rules (variation selector 16, a
    /// zero-width joiner, a flag, a keycap, a skin tone) that not every terminal implements.
    static func mayBeDrawnNarrow(_ grapheme: String) -> Bool {
        var first = true
        for scalar in grapheme.unicodeScalars {
            defer { first = false }
            switch scalar.value {
            case 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF: return true
            case 0x1F1E6...0x1F1FF where first: return true
            default: continue
            }
        }
        return false
    }

    /// Marks the cells of one row that differ from the previous frame, and says whether any do.
    ///
    /// Cell differences are enough: ``CellBuffer`` blanks the other half of any wide cluster a
    /// write breaks, so every cell a terminal would disturb when a cell is written has changed too.
    private mutating func markDirtyCells(in row: Int, width: Int, new: [Cell]) -> Bool {
        var any = false
        // Through buffers: the row is inside both arrays, and the loop runs for every cell of
        // every changed row.
        new.withUnsafeBufferPointer { new in
            previous.withUnsafeBufferPointer { previous in
                guard let a = new.baseAddress, let b = previous.baseAddress else { return }
                // A row with the same bytes has no changed cell; most rows compared are such.
                if Cell.haveSameBytes(a + row, b + row, count: width) { return }
                dirty.withUnsafeMutableBufferPointer { dirty in
                    for x in 0..<width {
                        // The same bytes first: most cells of a changed row are unchanged, and
                        // comparing a cell's fields costs several times more.
                        let changed =
                            !Cell.haveSameBytes(a + row + x, b + row + x, count: 1) && new[row + x] != previous[row + x]
                        dirty[x] = changed
                        any = any || changed
                    }
                }
            }
        }
        return any
    }

    /// Fills ``reprint`` with the bytes that redraw the unchanged cells between `cursor` and
    /// `target` on one row, when they are all single-width cells in the current pen and no two
    /// clusters written in a row would join, from `written` (the cluster the output ends with) to
    /// the cell at `target`; returns whether so.
    private mutating func fillReprint(
        row: Int, from cursor: Point?, to target: Point, cells: [Cell], after written: Grapheme?
    ) -> Bool {
        guard let cursor, let pen, cursor.y == target.y, target.x > cursor.x, target.x - cursor.x <= 8 else {
            return false
        }
        reprint.removeAll(keepingCapacity: true)
        var previous = written
        for x in cursor.x...target.x {
            let cell = cells[row + x]
            if let previous, Self.joins(previous, cell.content) { return false }
            previous = cell.content
            guard x < target.x else { break }
            guard cell.width == 1,
                cell.style == penSource || SGREncoder.effective(cell.style, capabilities: capabilities) == pen
            else { return false }
            cell.content.appendUTF8(to: &reprint)
        }
        return true
    }
}
