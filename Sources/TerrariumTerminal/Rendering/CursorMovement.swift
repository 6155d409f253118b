/// Chooses the cheapest bytes that move the cursor from one cell to another.
///
/// The candidates are an absolute move (CUP), column and row absolute moves (CHA, VPA), relative
/// moves (CUF, CUB, CUU, CUD), carriage return with line feeds, and — supplied by the caller —
/// re-printing the unchanged cells in between. Line feed is only ever used after a carriage
/// return and never below the target row, so it cannot scroll and means the same with or
/// without the terminal's `onlcr` output translation.
package enum CursorMovement {
    /// Appends the cheapest move from `from` (nil when unknown) to `to`.
    ///
    /// - Parameter reprint: the bytes that would redraw the cells between the cursor and the
    ///   target on the same row in the current pen, when that is possible.
    package static func append(from: Point?, to: Point, reprint: [UInt8]? = nil, into out: inout [UInt8]) {
        guard let from else {
            appendAbsolute(to, into: &out)
            return
        }
        if from == to { return }
        // Every move along a row forward is an escape sequence of at least three bytes: a
        // reprint no longer than that wins without comparing candidates (the gap between words).
        if from.y == to.y, to.x > from.x, let reprint, reprint.count <= 3 {
            out.append(contentsOf: reprint)
            return
        }
        var best: [UInt8] = []
        appendAbsolute(to, into: &best)
        func consider(_ build: (inout [UInt8]) -> Void) {
            var candidate: [UInt8] = []
            build(&candidate)
            if candidate.count < best.count { best = candidate }
        }
        if from.y == to.y {
            if let reprint, to.x > from.x { consider { $0.append(contentsOf: reprint) } }
            consider { appendHorizontal(from: from.x, to: to.x, into: &$0) }
        } else {
            let rows = to.y - from.y
            consider {
                appendVertical(rows, into: &$0)
                appendHorizontal(from: from.x, to: to.x, into: &$0)
            }
            consider {
                appendCSI(to.y + 1, final: "d", into: &$0)
                appendHorizontal(from: from.x, to: to.x, into: &$0)
            }
            if rows > 0 && rows <= 8 {
                consider {
                    $0.append(0x0D)
                    for _ in 0..<rows { $0.append(0x0A) }
                    if to.x > 0 { appendHorizontal(from: 0, to: to.x, into: &$0) }
                }
            }
        }
        out.append(contentsOf: best)
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
        var best: [UInt8] = []
        appendCSI(to + 1, final: "G", into: &best)
        func consider(_ build: (inout [UInt8]) -> Void) {
            var candidate: [UInt8] = []
            build(&candidate)
            if candidate.count < best.count { best = candidate }
        }
        if to > from {
            consider { appendCSI(to - from, final: "C", into: &$0) }
        } else {
            consider { appendCSI(from - to, final: "D", into: &$0) }
            consider {
                $0.append(0x0D)
                if to > 0 { appendCSI(to, final: "C", into: &$0) }
            }
        }
        out.append(contentsOf: best)
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
