/// Line-by-line differences between two texts, written as a unified diff with line numbers.
///
/// Hunks follow the unified format (`@@ -start,count +start,count @@`, the count left out when
/// it is 1), with three lines of context. Each line then shows its number in the reference and in
/// the actual text, a `│`, the line itself, and a `¶` marking where it ends, so trailing spaces,
/// which grids keep, are visible:
///
/// ```text
/// @@ -1,3 +1,3 @@
///  1 1 │┌─────┐¶
/// -2   ││Hello│¶
/// +  2 ││Hallo│¶
///  3 3 │└─────┘¶
/// ```
package enum LineDiff {
    /// The marker printed at the end of every line of a diff.
    package static let endOfLine = "¶"

    /// One line of an edit script: kept, removed from the reference, or added by the actual text.
    package enum Edit: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The unified diff of `reference` and `actual`; nil when they are equal.
    package static func unified(_ reference: String, _ actual: String, context: Int = 3) -> String? {
        guard reference != actual else { return nil }
        let old = lines(of: reference)
        let new = lines(of: actual)
        let edits = editScript(old, new)
        let width = String(max(old.count, new.count)).count
        var out: [String] = []
        for hunk in hunks(edits, context: context) {
            out.append(header(hunk, edits: edits))
            for edit in edits[hunk] {
                out.append(format(edit, old: old, new: new, width: width))
            }
        }
        return out.joined(separator: "\n")
    }

    /// The lines of `text`: an empty text is one empty line, as an editor shows it.
    package static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A shortest edit script from `old` to `new`, built from their longest common subsequence.
    ///
    /// Common leading and trailing lines are matched first, so the quadratic table only covers
    /// the changed middle, which for snapshots is a few lines.
    package static func editScript(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        var edits = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        edits += middleScript(oldMiddle, newMiddle)
        for offset in 0..<suffix {
            edits.append(.keep(old: old.count - suffix + offset, new: new.count - suffix + offset))
        }
        return edits
    }

    /// The edit script of two slices by dynamic programming over their common subsequences.
    ///
    /// Within a change, removed lines come before added ones, as `diff` prints them.
    private static func middleScript(_ old: ArraySlice<Substring>, _ new: ArraySlice<Substring>) -> [Edit] {
        let n = old.count
        let m = new.count
        // Beyond this many cells the table would cost too much memory; reporting the whole
        // middle as replaced is still a correct, if longer, diff.
        guard n * m <= 4_000_000 else {
            return old.indices.map { Edit.delete(old: $0) } + new.indices.map { Edit.insert(new: $0) }
        }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[old.startIndex + i] == new[new.startIndex + j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[old.startIndex + i] == new[new.startIndex + j] {
                edits.append(.keep(old: old.startIndex + i, new: new.startIndex + j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(.delete(old: old.startIndex + i))
                i += 1
            } else {
                edits.append(.insert(new: new.startIndex + j))
                j += 1
            }
        }
        return edits
    }

    /// Ranges of `edits` to print: each change with `context` kept lines around it, changes
    /// closer than twice the context joined into one hunk.
    private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            let start = max(0, index - context)
            let end = min(edits.count, index + context + 1)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    /// The `@@ -a,b +c,d @@` line of a hunk, with 1-based line numbers.
    private static func header(_ hunk: Range<Int>, edits: [Edit]) -> String {
        var oldLines: [Int] = []
        var newLines: [Int] = []
        for edit in edits[hunk] {
            switch edit {
            case .keep(let old, let new):
                oldLines.append(old)
                newLines.append(new)
            case .delete(let old): oldLines.append(old)
            case .insert(let new): newLines.append(new)
            }
        }
        // An empty side starts at the line before the hunk, as in `diff -u`.
        func range(_ lines: [Int], before: Int) -> String {
            guard let first = lines.first else { return "\(before),0" }
            return lines.count == 1 ? "\(first + 1)" : "\(first + 1),\(lines.count)"
        }
        let (oldBefore, newBefore) = linesBefore(hunk.lowerBound, in: edits)
        return "@@ -\(range(oldLines, before: oldBefore)) +\(range(newLines, before: newBefore)) @@"
    }

    /// How many reference and actual lines come before the edit at `index`.
    private static func linesBefore(_ index: Int, in edits: [Edit]) -> (old: Int, new: Int) {
        var old = 0
        var new = 0
        for edit in edits[..<index] {
            switch edit {
            case .keep:
                old += 1
                new += 1
            case .delete: old += 1
            case .insert: new += 1
            }
        }
        return (old, new)
    }

    private static func format(_ edit: Edit, old: [Substring], new: [Substring], width: Int) -> String {
        func number(_ index: Int?) -> String {
            guard let index else { return String(repeating: " ", count: width) }
            let text = String(index + 1)
            return String(repeating: " ", count: width - text.count) + text
        }
        switch edit {
        case .keep(let o, let n): return " \(number(o)) \(number(n)) │\(old[o])\(endOfLine)"
        case .delete(let o): return "-\(number(o)) \(number(nil)) │\(old[o])\(endOfLine)"
        case .insert(let n): return "+\(number(nil)) \(number(n)) │\(new[n])\(endOfLine)"
        }
    }
}
