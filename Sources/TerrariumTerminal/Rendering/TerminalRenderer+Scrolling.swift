/// Shifting rows that moved as a whole with the terminal's scroll region.
///
/// When a list or a text scrolls a row, every row of it changes, yet all but one are the rows
/// the terminal already shows, one row further up. Writing them again costs every cell's bytes;
/// a scroll region costs about twenty, after which the usual cell diff writes the new row and
/// whatever else changed. The renderer finds such shifts itself, so any view that scrolls gains,
/// with no hint from the views.
///
/// The shift is made with the region (DECSTBM) and deleting or inserting lines at its top (DL,
/// IL), which the VT102 already had and the Linux console, tmux and screen follow, rather than
/// with SU and SD, which came with the VT420 and which the Linux console ignores.
extension TerminalRenderer {
    /// A band of rows whose content moved up `shift` rows (down, when negative).
    struct RowScroll: Equatable {
        /// The rows of the scroll region.
        var rows: Range<Int>
        /// How far the content moved up; negative when it moved down.
        var shift: Int
    }

    /// The fewest consecutive changed rows worth a scroll region.
    static let minimumScroll = 4
    /// How many rows of a band judge a shift.
    static let sampleRows = 8
    /// What a shift's own bytes come to: the region, the lines deleted or inserted, the reset
    /// and the absolute move after it.
    static let shiftCost = 20
    /// About what a cursor move to a run of changed cells costs, in bytes.
    static let moveCost = 4
    /// The farthest shift looked for, in rows: beyond a screenful a page scroll keeps little.
    static let maximumShift = 64
    /// The most shifts judged for one band.
    static let maximumJudged = 6
    /// In how many frames after a shift was judged not worth it the same shift of the same band
    /// is passed over unjudged: a list whose highlight makes its scroll not worth a shift asks
    /// the same question every key, and a wrong answer only costs bytes for a frame or two.
    package static let rejectionMemory = 3
    /// In how many frames after a shift was judged worth it the same shift of the same band is
    /// taken again unjudged, with the bytes it was judged to save: a list that scrolls a row a
    /// key asks the same question every key, and judging reads a sample of its rows twice.
    package static let acceptanceMemory = 3

    /// Sets ``changedRows`` to which rows of `cells` differ from ``previous``; rows `unchanged`
    /// vouches for are taken as equal without comparing.
    ///
    /// A row that changed usually differs in its first cells, so the comparison stops early; a
    /// row that did not is compared in full here and then skipped by the cell diff.
    mutating func markChangedRows(of cells: [Cell], size: Size, unchanged: (Int) -> Bool) {
        if changedRows.count != size.height { changedRows = Array(repeating: false, count: size.height) }
        for y in 0..<size.height {
            changedRows[y] = !unchanged(y) && !rowsEqual(cells, y, previous, y, width: size.width)
        }
    }

    /// The shift that saves the most bytes over the runs of changed rows, when one saves more
    /// than its own bytes cost.
    mutating func findScroll(in cells: [Cell], size: Size) -> RowScroll? {
        var best: (scroll: RowScroll, saved: Int)?
        var start = 0
        while start < size.height {
            guard changedRows[start] else {
                start += 1
                continue
            }
            var end = start
            while end < size.height, changedRows[end] { end += 1 }
            if end - start >= Self.minimumScroll, let found = scroll(of: start..<end, in: cells, width: size.width),
                found.saved > best?.saved ?? 0
            {
                best = found
            }
            start = end
        }
        return best?.scroll
    }

    /// The shift of the band `rows` that saves the most bytes, found from a few probe rows, with
    /// the bytes it saves.
    private mutating func scroll(of rows: Range<Int>, in cells: [Cell], width: Int) -> (
        scroll: RowScroll, saved: Int
    )? {
        let length = rows.count
        let limit = min(length - 1, Self.maximumShift)
        var best: (scroll: RowScroll, saved: Int)?
        var tried: [Int] = []
        // Several probes, as the row in the middle may be one that changed in place too (a
        // selection's highlight).
        for probe in [rows.lowerBound + length / 2, rows.lowerBound + length / 4, rows.lowerBound + 3 * length / 4] {
            for distance in 1...limit {
                // Each shift judged reads some rows in full: a screen cleared to blank rows
                // matches its old blank rows at many shifts, and none of them pays.
                for shift in [distance, -distance] where !tried.contains(shift) && tried.count < Self.maximumJudged {
                    let source = probe + shift
                    guard rows.contains(source), rowsEqual(cells, probe, previous, source, width: width) else {
                        continue
                    }
                    tried.append(shift)
                    let candidate = RowScroll(rows: rows, shift: shift)
                    if let rejected = rejectedScroll, rejected.scroll == candidate,
                        rejected.skipped < Self.rejectionMemory
                    {
                        rejectedScroll?.skipped += 1
                        continue
                    }
                    let saved: Int
                    if let accepted = acceptedScroll, accepted.scroll == candidate,
                        accepted.taken < Self.acceptanceMemory
                    {
                        acceptedScroll?.taken += 1
                        saved = accepted.saved
                    } else {
                        saved = bytesSaved(by: candidate, in: cells, width: width)
                        acceptedScroll = saved > 0 ? (candidate, saved, 0) : nil
                    }
                    if saved > best?.saved ?? 0 {
                        best = (candidate, saved)
                        if rejectedScroll?.scroll == candidate { rejectedScroll = nil }
                    } else {
                        rejectedScroll = (candidate, 0)
                    }
                }
                if best != nil { break }
            }
            if best != nil { break }
        }
        return best
    }

    /// About how many fewer bytes the diff writes after `scroll` than without it, less what the
    /// shift's own bytes cost, judged on a sample of the rows it keeps and on every row it exposes.
    ///
    /// A sample rather than every row: a shift judged wrongly costs bytes, never correctness, as
    /// the cell diff that follows writes whatever the shift did not bring. A list whose rows
    /// differ from their neighbours in a digit, with a highlight that would have to move, gains
    /// nothing from a shift, and is not shifted.
    private func bytesSaved(by scroll: RowScroll, in cells: [Cell], width: Int) -> Int {
        let rows = scroll.rows
        let step = max(1, rows.count / Self.sampleRows)
        // The kept row beside the exposed ones is judged whatever the sample: it is where a
        // list's highlight sits while the list scrolls, and moving that costs a row's width.
        let edge = scroll.shift > 0 ? rows.upperBound - scroll.shift - 1 : rows.lowerBound - scroll.shift
        var with = 0
        var without = 0
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: step) where rows.contains(y + scroll.shift) {
            let weight = y == edge ? 1 : step
            with += weight * writeCost(cells, y, againstRow: y + scroll.shift, width: width)
            without += weight * writeCost(cells, y, againstRow: y, width: width)
        }
        if rows.contains(edge), (edge - rows.lowerBound) % step != 0 {
            with += writeCost(cells, edge, againstRow: edge + scroll.shift, width: width)
            without += writeCost(cells, edge, againstRow: edge, width: width)
        }
        for y in rows where !rows.contains(y + scroll.shift) {
            with += writeCost(cells, y, against: { _ in .blank }, width: width)
            without += writeCost(cells, y, againstRow: y, width: width)
        }
        return without - with - Self.shiftCost
    }

    /// ``writeCost(_:_:against:width:)`` against row `z` of ``previous``: none when the rows
    /// hold the same bytes.
    private func writeCost(_ new: [Cell], _ y: Int, againstRow z: Int, width: Int) -> Int {
        if rowsEqual(new, y, previous, z, width: width) { return 0 }
        return writeCost(new, y, against: { previous[z * width + $0] }, width: width)
    }

    /// About the bytes that bring row `y` of `new` from the cells `old` gives for its columns:
    /// a byte a changed cell, and a cursor move for each run of them.
    private func writeCost(_ new: [Cell], _ y: Int, against old: (Int) -> Cell, width: Int) -> Int {
        var cost = 0
        var inRun = false
        for x in 0..<width {
            let changed = new[y * width + x] != old(x)
            if changed { cost += inRun ? 1 : 1 + Self.moveCost }
            inRun = changed
        }
        return cost
    }

    /// Whether row `y` of `new` holds the same cells as row `z` of `old`, both `width` wide.
    private func rowsEqual(_ new: [Cell], _ y: Int, _ old: [Cell], _ z: Int, width: Int) -> Bool {
        let first = y * width
        let second = z * width
        return new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                if let a = new.baseAddress, let b = old.baseAddress,
                    Cell.haveSameBytes(a + first, b + second, count: width)
                {
                    return true
                }
                for x in 0..<width where new[first + x] != old[second + x] { return false }
                return true
            }
        }
    }

    /// Appends the scroll region, the lines deleted or inserted at its top and the region's
    /// reset, and shifts ``previous`` the same way, blanking the rows the shift exposed.
    ///
    /// The pen is reset first, as the terminal fills exposed rows with its current background,
    /// and the cursor is left unknown, as terminals differ in where the region's reset puts it.
    mutating func appendScroll(_ scroll: RowScroll, width: Int, into out: inout [UInt8]) {
        if isCursorShown {
            ControlSequence.append("\u{1B}[?25l", to: &out)
            isCursorShown = false
        }
        if pen != .plain {
            if capabilities.hyperlinks, pen?.hyperlink != nil { SGREncoder.appendHyperlink(nil, into: &out) }
            ControlSequence.append("\u{1B}[m", to: &out)
            pen = .plain
            penSource = nil
        }
        ControlSequence.appendCSI(to: &out)
        ControlSequence.appendDecimal(scroll.rows.lowerBound + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        ControlSequence.appendDecimal(scroll.rows.upperBound, to: &out)
        out.append(UInt8(ascii: "r"))
        // The region's top row, where lines are deleted (moving the rest up) or inserted.
        ControlSequence.appendCSI(to: &out)
        if scroll.rows.lowerBound > 0 { ControlSequence.appendDecimal(scroll.rows.lowerBound + 1, to: &out) }
        out.append(UInt8(ascii: "H"))
        ControlSequence.appendCSI(to: &out)
        if abs(scroll.shift) > 1 { ControlSequence.appendDecimal(abs(scroll.shift), to: &out) }
        out.append(UInt8(ascii: scroll.shift > 0 ? "M" : "L"))
        ControlSequence.append("\u{1B}[r", to: &out)
        cursor = nil
        trailingText = nil
        trailingTextEnd = -1

        let rows = scroll.rows
        let shift = scroll.shift
        let kept = shift > 0 ? rows.lowerBound..<(rows.upperBound - shift) : (rows.lowerBound - shift)..<rows.upperBound
        let exposed = shift > 0 ? kept.upperBound..<rows.upperBound : rows.lowerBound..<kept.lowerBound
        // In place: a slice of the array as the source would copy all of it for every row.
        previous.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in shift > 0 ? Array(kept) : kept.reversed() {
                // A row at a time: rows do not overlap, and a cell is plain data.
                (base + y * width).update(from: base + (y + shift) * width, count: width)
            }
            for y in exposed {
                for x in 0..<width { cells[y * width + x] = .blank }
            }
        }
    }
}
