/// Chooses the cheapest bytes that move the cursor from one cell to another.
///
/// The candidates are an absolute move (CUP), column and row absolute moves (CHA, VPA), relative
/// moves (CUF, CUB, CUU, CUD), carriage return with line feeds, and — supplied by the caller —
/// re-printing the unchanged cells in between. Line feed is only ever used after a carriage
/// return and never below the target row, so it cannot scroll and means the same with or
/// without the terminal's `onlcr` output translation.
package enum CursorMovement {
    /// Appends the cheapest move from `from` (nil when unknown) to `to`, and says whether it
    /// was the reprint, which writes the cells it passes.
    ///
    /// - Parameter reprint: the bytes that would redraw the cells between the cursor and the
    ///   target on the same row in the current pen, when that is possible.
    @discardableResult
    package static func append(from: Point?, to: Point, reprint: [UInt8]? = nil, into out: inout [UInt8]) -> Bool {
        guard let from else {
            appendAbsolute(to, into: &out)
            return false
        }
        if from == to { return false }
        // Every move along a row forward is an escape sequence of at least three bytes: a
        // reprint no longer than that wins without comparing candidates (the gap between words).
        if from.y == to.y, to.x > from.x, let reprint, reprint.count <= 3 {
            out.append(contentsOf: reprint)
            return true
        }
        // The candidates are compared by length, worked out without building them; the first of
        // the shortest is written. A move is made for most changed cells, so this allocates nothing.
        var best = Move.absolute
        var bestLength = absoluteLength(to)
        func consider(_ move: Move, _ length: Int) {
            if length < bestLength { (best, bestLength) = (move, length) }
        }
        if from.y == to.y {
            if let reprint, to.x > from.x { consider(.reprint, reprint.count) }
            consider(.horizontal, horizontalLength(from: from.x, to: to.x))
        } else {
            let rows = to.y - from.y
            let horizontal = horizontalLength(from: from.x, to: to.x)
            consider(.vertical, csiLength(abs(rows)) + horizontal)
            consider(.rowAbsolute, csiLength(to.y + 1) + horizontal)
            if rows > 0 && rows <= 8 {
                consider(.lineFeeds, 1 + rows + (to.x > 0 ? horizontalLength(from: 0, to: to.x) : 0))
            }
        }
        switch best {
        case .absolute: appendAbsolute(to, into: &out)
        case .reprint:
            out.append(contentsOf: reprint ?? [])
            return true
        case .horizontal: appendHorizontal(from: from.x, to: to.x, into: &out)
        case .vertical:
            appendVertical(to.y - from.y, into: &out)
            appendHorizontal(from: from.x, to: to.x, into: &out)
        case .rowAbsolute:
            appendCSI(to.y + 1, final: "d", into: &out)
            appendHorizontal(from: from.x, to: to.x, into: &out)
        case .lineFeeds:
            out.append(0x0D)
            for _ in 0..<(to.y - from.y) { out.append(0x0A) }
            if to.x > 0 { appendHorizontal(from: 0, to: to.x, into: &out) }
        }
        return false
    }

    /// The ways a move can be made, in the order they are preferred when as short.
    private enum Move {
        case absolute, reprint, horizontal, vertical, rowAbsolute, lineFeeds
    }

    /// The number of decimal digits of `value`, which is positive.
    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// The length of `CSI n final`.
    private static func csiLength(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    /// The length of the CUP to `point`.
    private static func absoluteLength(_ point: Point) -> Int {
        3 + (point.y > 0 || point.x > 0 ? digits(point.y + 1) : 0) + (point.x > 0 ? 1 + digits(point.x + 1) : 0)
    }

    /// The length of the cheapest move along one row, as ``appendHorizontal(from:to:into:)`` writes it.
    private static func horizontalLength(from: Int, to: Int) -> Int {
        if from == to { return 0 }
        let absolute = csiLength(to + 1)
        if to > from { return min(absolute, csiLength(to - from)) }
        return min(absolute, csiLength(from - to), 1 + (to > 0 ? csiLength(to) : 0))
    }

    /// CUP to `point`, omitting the parameters a terminal defaults to 1.
    private static func appendAbsolute(_ point: Point, into out: inout [UInt8]) {
        ControlSequence.appendCSI(to: &out)
        if point.y > 0 || point.x > 0 { ControlSequence.appendDecimal(point.y + 1, to: &out) }
        if point.x > 0 {
            out.append(UInt8(ascii: ";"))
            ControlSequence.appendDecimal(point.x + 1, to: &out)
        }
        out.append(UInt8(ascii: "H"))
    }

    /// The cheapest of CUF, CUB, CHA and CR (+ CUF) along one row.
    private static func appendHorizontal(from: Int, to: Int, into out: inout [UInt8]) {
        if from == to { return }
        let absolute = csiLength(to + 1)
        if to > from {
            if csiLength(to - from) < absolute {
                appendCSI(to - from, final: "C", into: &out)
            } else {
                appendCSI(to + 1, final: "G", into: &out)
            }
            return
        }
        let back = csiLength(from - to)
        let carriageReturn = 1 + (to > 0 ? csiLength(to) : 0)
        if back < absolute && back <= carriageReturn {
            appendCSI(from - to, final: "D", into: &out)
        } else if carriageReturn < absolute && carriageReturn < back {
            out.append(0x0D)
            if to > 0 { appendCSI(to, final: "C", into: &out) }
        } else {
            appendCSI(to + 1, final: "G", into: &out)
        }
    }

    /// CUD or CUU by `rows` (positive is down).
    private static func appendVertical(_ rows: Int, into out: inout [UInt8]) {
        if rows > 0 {
            appendCSI(rows, final: "B", into: &out)
        } else if rows < 0 {
            appendCSI(-rows, final: "A", into: &out)
        }
    }

    /// `CSI n final`, leaving out `n` when it is 1, the default.
    private static func appendCSI(_ n: Int, final: Unicode.Scalar, into out: inout [UInt8]) {
        ControlSequence.appendCSI(to: &out)
        if n != 1 { ControlSequence.appendDecimal(n, to: &out) }
        out.append(UInt8(final.value))
    }
}
