import Terrarium
import TerrariumTesting
import Testing

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified("a\nb", "a\nb") == nil)
    }

    @Test func aChangedLineShowsBothNumbersAndLineEnds() {
        let reference = "┌──┐\n│Hi│\n└──┘"
        let actual = "┌──┐\n│Ho│\n└──┘"
        #expect(
            LineDiff.unified(reference, actual) == """
                @@ -1,3 +1,3 @@
                 1 1 │┌──┐¶
                -2   ││Hi│¶
                +  2 ││Ho│¶
                 3 3 │└──┘¶
                """)
    }

    @Test func trailingSpacesAreVisibleBeforeTheLineEndMarker() {
        #expect(
            LineDiff.unified("ab  ", "ab") == """
                @@ -1 +1 @@
                -1   │ab  ¶
                +  1 │ab¶
                """)
    }

    @Test func farApartChangesMakeSeparateHunksWithThreeLinesOfContext() {
        let reference = (1...20).map { "line \($0)" }
        var actual = reference
        actual[1] = "changed 2"
        actual[17] = "changed 18"
        #expect(
            LineDiff.unified(reference.joined(separator: "\n"), actual.joined(separator: "\n")) == """
                @@ -1,5 +1,5 @@
                  1  1 │line 1¶
                - 2    │line 2¶
                +    2 │changed 2¶
                  3  3 │line 3¶
                  4  4 │line 4¶
                  5  5 │line 5¶
                @@ -15,6 +15,6 @@
                 15 15 │line 15¶
                 16 16 │line 16¶
                 17 17 │line 17¶
                -18    │line 18¶
                +   18 │changed 18¶
                 19 19 │line 19¶
                 20 20 │line 20¶
                """)
    }

    @Test func nearbyChangesShareAHunk() {
        let reference = (1...9).map { "\($0)" }.joined(separator: "\n")
        let actual = ["1", "x", "3", "4", "5", "6", "7", "y", "9"].joined(separator: "\n")
        #expect(
            LineDiff.unified(reference, actual) == """
                @@ -1,9 +1,9 @@
                 1 1 │1¶
                -2   │2¶
                +  2 │x¶
                 3 3 │3¶
                 4 4 │4¶
                 5 5 │5¶
                 6 6 │6¶
                 7 7 │7¶
                -8   │8¶
                +  8 │y¶
                 9 9 │9¶
                """)
    }

    @Test func insertionsAndDeletionsKeepTheirOwnNumbering() {
        #expect(
            LineDiff.unified("a\nb\nc", "new\na\nc\nend") == """
                @@ -1,3 +1,4 @@
                +  1 │new¶
                 1 2 │a¶
                -2   │b¶
                 3 3 │c¶
                +  4 │end¶
                """)
    }

    @Test func hunksAtTheEndKeepTheirContext() {
        let lines = (1...8).map { "\($0)" }
        #expect(
            LineDiff.unified(lines.joined(separator: "\n"), (lines + ["9"]).joined(separator: "\n")) == """
                @@ -6,3 +6,4 @@
                 6 6 │6¶
                 7 7 │7¶
                 8 8 │8¶
                +  9 │9¶
                """)
    }

    @Test func anEmptySideStartsAtTheLineBefore() {
        #expect(
            LineDiff.unified("a\nc", "a\nb\nc", context: 0) == """
                @@ -1,0 +2 @@
                +  2 │b¶
                """)
    }

    @Test func theEditScriptIsALongestCommonSubsequence() {
        let old: [Substring] = ["a", "b", "c", "a", "b", "b", "a"]
        let new: [Substring] = ["c", "b", "a", "b", "a", "c"]
        let edits = LineDiff.editScript(old, new)
        let kept = edits.filter { if case .keep = $0 { true } else { false } }.count
        #expect(kept == 4)
        #expect(edits.count == old.count + new.count - kept)
    }
}
