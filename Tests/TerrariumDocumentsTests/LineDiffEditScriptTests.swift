import Testing

@testable import TerrariumDocuments

@Suite struct LineDiffEditScriptTests {
    @Test func theEditScriptKeepsALongestCommonSubsequence() {
        for number in 0..<300 {
            let old = lines(number * 7919)
            let new = lines(number * 104_729 + 1)
            let edits = LineDiff.editScript(old, new)
            #expect(isScript(edits, from: old, to: new), "\(old) → \(new)")
            #expect(keptCount(edits) == longestCommonSubsequence(old, new), "\(old) → \(new)")
            let insertThenDelete = zip(edits, edits.dropFirst()).contains {
                if case .insert = $0, case .delete = $1 { true } else { false }
            }
            #expect(!insertThenDelete, "removed lines come first: \(old) → \(new)")
        }
    }

    @Test func removedLinesComeBeforeInsertedOnes() {
        #expect(
            LineDiff.editScript(["a", "b", "c"], ["a", "x", "c"]) == [
                .keep(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .keep(old: 2, new: 2),
            ])
    }

    @Test func pastTheWorkBoundTheMiddleIsReplacedWhole() {
        // Long runs of equal lines between many changes make each depth walk far.
        let old = Array(repeating: ["x", "x", "x", "x", "a"], count: 40).flatMap { $0 }
        let new = Array(repeating: ["b", "x", "x", "x", "x"], count: 40).flatMap { $0 }
        let bounded = LineDiff.editScript(old, new, maximumWork: 1000)
        #expect(isScript(bounded, from: old, to: new))
        #expect(keptCount(bounded) == 0)
        let unbounded = LineDiff.editScript(old, new, maximumWork: .max)
        #expect(isScript(unbounded, from: old, to: new))
        #expect(keptCount(unbounded) == longestCommonSubsequence(old, new))
    }

    @Test(.timeLimit(.minutes(1))) func hostileFilesStayWithinTheDefaultBound() {
        // Many changes between long equal runs: unbounded, Myers would walk these runs on every
        // diagonal of every depth and keep a frontier per depth.
        let old = Array(repeating: Array(repeating: "x", count: 200) + ["a"], count: 1000).flatMap { $0 }
        let new = Array(repeating: ["b"] + Array(repeating: "x", count: 200), count: 1000).flatMap { $0 }
        let edits = LineDiff.editScript(old, new)
        #expect(isScript(edits, from: old, to: new))
        #expect(keptCount(edits) == 0, "the work bound gave up on the middle")
        let different = LineDiff.changes(
            from: (0..<100_000).map { "old \($0)" }.joined(separator: "\n"),
            to: (0..<100_000).map { "new \($0)" }.joined(separator: "\n"))
        #expect(different.count == 200_000)
    }

    /// The base-3 digits of `number` as lines "a", "b" and "c": short texts with many repeats.
    private func lines(_ number: Int) -> [String] {
        var rest = number
        var result: [String] = []
        while rest > 0 {
            result.append(["a", "b", "c"][rest % 3])
            rest /= 3
        }
        return result
    }

    private func keptCount(_ edits: [LineDiff.Edit]) -> Int {
        edits.filter { if case .keep = $0 { true } else { false } }.count
    }

    /// Whether `edits` walks both sides in order, each line once, keeping only equal lines.
    private func isScript<Line: Equatable>(_ edits: [LineDiff.Edit], from old: [Line], to new: [Line]) -> Bool {
        var x = 0
        var y = 0
        for edit in edits {
            switch edit {
            case .keep(let o, let n):
                guard o == x, n == y, old[o] == new[n] else { return false }
                x += 1
                y += 1
            case .delete(let o):
                guard o == x else { return false }
                x += 1
            case .insert(let n):
                guard n == y else { return false }
                y += 1
            }
        }
        return x == old.count && y == new.count
    }

    private func longestCommonSubsequence<Line: Equatable>(_ a: [Line], _ b: [Line]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }
}
