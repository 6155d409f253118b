package import Terrarium

/// Line-by-line differences between two texts, written as a unified diff with line numbers.
///
/// The edit script is ``LineDiff``'s Myers diff. Hunks follow the unified format
/// (`@@ -start,count +start,count @@`, the count left out when it is 1), with three lines of
/// context. Each line then shows its number in the reference and in
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
extension LineDiff {
    /// The marker printed at the end of every line of a diff.
    package static let endOfLine = "¶"

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
