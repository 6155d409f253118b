/// What differs between two texts, line by line: the lines only the old one has and the lines
/// only the new one has, for a banner's "show the difference".
///
/// Common lines at both ends are skipped first, then Myers's algorithm finds a shortest edit in
/// what is left. Its cost grows with the product of the size and the number of differences, so
/// past `maximumEdits` differences it stops and reports the rest of the middle as replaced
/// whole: long, but still correct.
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

    /// The lines removed from `old` and inserted into `new`, in order through both texts.
    public static func changes(from old: String, to new: String, maximumEdits: Int = 4000) -> [Change] {
        let a = lines(old)
        let b = lines(new)
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let middleA = Array(a[start..<endA])
        let middleB = Array(b[start..<endB])
        let script =
            shortestEdit(middleA, middleB, maximumEdits: maximumEdits)
            ?? (middleA.indices.map { Step.removed($0) } + middleB.indices.map { Step.inserted($0) })
        return script.map { step in
            switch step {
            case .removed(let index): Change(.removed, line: start + index + 1, text: middleA[index])
            case .inserted(let index): Change(.inserted, line: start + index + 1, text: middleB[index])
            }
        }
    }

    /// A text's lines; a final line break does not start another line.
    package static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    private enum Step {
        case removed(Int)
        case inserted(Int)
    }

    /// Myers's greedy shortest edit script, nil past `maximumEdits`.
    private static func shortestEdit(_ a: [String], _ b: [String], maximumEdits: Int) -> [Step]? {
        let n = a.count
        let m = b.count
        if n == 0 { return b.indices.map { .inserted($0) } }
        if m == 0 { return a.indices.map { .removed($0) } }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for depth in 0...limit {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let down =
                    diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                var x = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n && y >= m { return backtrack(trace, depth: depth, n: n, m: m, offset: offset) }
            }
        }
        return nil
    }

    /// Walks the saved frontiers back from the end to the start, collecting the steps.
    private static func backtrack(_ trace: [[Int]], depth: Int, n: Int, m: Int, offset: Int) -> [Step] {
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: depth, to: 0, by: -1) {
            let frontier = trace[d]
            let diagonal = x - y
            let down =
                diagonal == -d || (diagonal != d && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = frontier[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            steps.append(down ? .inserted(previousY) : .removed(previousX))
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }
}
