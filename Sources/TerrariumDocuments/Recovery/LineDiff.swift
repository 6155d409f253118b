/// What differs between two texts, line by line: the lines only the old one has and the lines
/// only the new one has, for a banner's "show the difference".
///
/// Common lines at both ends are skipped first, then Myers's algorithm finds a shortest edit in
/// what is left. Texts come from disk and may be anything, so its time and memory are bounded:
/// past `maximumEdits` differences, or once the steps it takes and the frontiers it keeps pass a
/// few million, it stops and reports the rest of the middle as replaced whole: long, but still
/// correct.
public enum LineDiff {
    /// One line that differs.
    public struct Change: Equatable, Sendable {
        /// Which side has the line.
        public enum Kind: Equatable, Sendable {
            /// Only the old text has it.
            case removed
            /// Only the new text has it.
            case inserted
        }

        /// Which side has the line.
        public var kind: Kind
        /// Its line number (from 1) in the text that has it.
        public var line: Int
        /// Its text, without the line break.
        public var text: String

        /// Makes a change.
        public init(_ kind: Kind, line: Int, text: String) {
            self.kind = kind
            self.line = line
            self.text = text
        }
    }

    /// One step of an edit script, with indices from 0.
    package enum Edit: Equatable, Sendable {
        /// A line both sides have.
        case keep(old: Int, new: Int)
        /// A line only the old side has.
        case delete(old: Int)
        /// A line only the new side has.
        case insert(new: Int)
    }

    /// How many steps and kept frontier entries a diff may spend before it gives up on the
    /// middle: about 32 MB and well under a second at the most.
    package static let defaultMaximumWork = 4_000_000

    /// The lines removed from `old` and inserted into `new`, in order through both texts.
    public static func changes(from old: String, to new: String, maximumEdits: Int = 4000) -> [Change] {
        let a = lines(old)
        let b = lines(new)
        return trimmedScript(a, b, maximumEdits: maximumEdits, maximumWork: defaultMaximumWork).middle.compactMap {
            switch $0 {
            case .keep: nil
            case .delete(let index): Change(.removed, line: index + 1, text: a[index])
            case .insert(let index): Change(.inserted, line: index + 1, text: b[index])
            }
        }
    }

    /// A shortest edit script from `old` to `new`, kept lines included; within a change, removed
    /// lines come before inserted ones, as `diff` prints them.
    package static func editScript<Line: Equatable>(
        _ old: [Line], _ new: [Line], maximumEdits: Int = 4000, maximumWork: Int = defaultMaximumWork
    ) -> [Edit] {
        let (prefix, middle, suffix) = trimmedScript(old, new, maximumEdits: maximumEdits, maximumWork: maximumWork)
        return (0..<prefix).map { Edit.keep(old: $0, new: $0) } + middle
            + (0..<suffix).map { Edit.keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
    }

    /// A text's lines; a final line break does not start another line.
    package static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// How many lines both ends share, and the edit script of what lies between them.
    private static func trimmedScript<Line: Equatable>(
        _ a: [Line], _ b: [Line], maximumEdits: Int, maximumWork: Int
    ) -> (prefix: Int, middle: [Edit], suffix: Int) {
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let middleA = a[start..<endA]
        let middleB = b[start..<endB]
        let middle =
            shortestEdit(middleA, middleB, maximumEdits: maximumEdits, maximumWork: maximumWork)
            ?? (middleA.indices.map { Edit.delete(old: $0) } + middleB.indices.map { Edit.insert(new: $0) })
        return (start, middle, a.count - endA)
    }

    /// Myers's greedy shortest edit script, nil past `maximumEdits` or `maximumWork`.
    ///
    /// The frontier before each depth is kept for the way back, only the diagonals that depth
    /// can reach, so what is kept grows with the square of the edits and is counted as work.
    private static func shortestEdit<Line: Equatable>(
        _ a: ArraySlice<Line>, _ b: ArraySlice<Line>, maximumEdits: Int, maximumWork: Int
    ) -> [Edit]? {
        let n = a.count
        let m = b.count
        if n == 0 { return b.indices.map { .insert(new: $0) } }
        if m == 0 { return a.indices.map { .delete(old: $0) } }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var work = 0
        for depth in 0...limit {
            trace.append(Array(frontier[(offset - depth)...(offset + depth)]))
            work += 2 * depth + 1
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let down =
                    diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                let snakeStart = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var x = snakeStart
                var y = x - diagonal
                while x < n && y < m && a[a.startIndex + x] == b[b.startIndex + y] {
                    x += 1
                    y += 1
                }
                work += 1 + x - snakeStart
                if work > maximumWork { return nil }
                frontier[offset + diagonal] = x
                if x >= n && y >= m {
                    return backtrack(trace, depth: depth, n: n, m: m).map {
                        switch $0 {
                        case .keep(let old, let new): .keep(old: a.startIndex + old, new: b.startIndex + new)
                        case .delete(let old): .delete(old: a.startIndex + old)
                        case .insert(let new): .insert(new: b.startIndex + new)
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Walks the saved frontiers back from the end to the start, collecting the steps.
    private static func backtrack(_ trace: [[Int]], depth: Int, n: Int, m: Int) -> [Edit] {
        var steps: [Edit] = []
        var x = n
        var y = m
        func keep(downTo endX: Int) {
            while x > endX {
                x -= 1
                y -= 1
                steps.append(.keep(old: x, new: y))
            }
        }
        for d in stride(from: depth, to: 0, by: -1) {
            // trace[d] holds the diagonals -d...d, so diagonal k is at k + d.
            let frontier = trace[d]
            let diagonal = x - y
            let down = diagonal == -d || (diagonal != d && frontier[diagonal - 1 + d] < frontier[diagonal + 1 + d])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = frontier[previousDiagonal + d]
            let previousY = previousX - previousDiagonal
            keep(downTo: down ? previousX : previousX + 1)
            steps.append(down ? .insert(new: previousY) : .delete(old: previousX))
            x = previousX
            y = previousY
        }
        keep(downTo: 0)
        return steps.reversed()
    }
}
