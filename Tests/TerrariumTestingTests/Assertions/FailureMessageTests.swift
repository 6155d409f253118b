import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The exact text of failure messages, which is what a developer reads when a snapshot breaks.
@MainActor @Suite struct FailureMessageTests {
    @Test func aMismatchShowsBothPathsAndAUnifiedDiff() throws {
        let sandbox = SnapshotSandbox()
        let name = "aMismatchShowsBothPathsAndAUnifiedDiff.1.txt"
        try sandbox.writeReference(name, "┌──┐\n│Hi│\n└──┘")
        let message = sandbox.run { verifySnapshot(of: Text("Ho").border(), as: .text(width: 4, height: 3)) }
        let reference = sandbox.snapshots.appending(component: name).path
        let artifact = sandbox.artifacts.appending(components: "FailureMessageTests", name).path
        #expect(
            message == """
                Snapshot "1" does not match reference (- reference, + actual, ¶ ends a line).

                --- \(reference)
                +++ \(artifact)
                @@ -1,3 +1,3 @@
                 1 1 │┌──┐¶
                -2   ││Hi│¶
                +  2 ││Ho│¶
                 3 3 │└──┘¶

                Report: \(artifact).html
                """)
        #expect(sandbox.artifact(name, testFile: "FailureMessageTests") == "┌──┐\n│Ho│\n└──┘\n")
    }

    @Test func aMatchingSnapshotHasNoMessage() throws {
        let sandbox = SnapshotSandbox()
        try sandbox.writeReference("aMatchingSnapshotHasNoMessage.1.txt", "Hi ")
        #expect(sandbox.run { verifySnapshot(of: Text("Hi"), as: .text(width: 3, height: 1)) } == nil)
    }

    @Test func anInlineMismatchShowsADiffAndTheLiteralToPaste() {
        // The literal is indented one level deeper than the line the assertion names.
        let line: UInt = #line
        let message = verifyInlineSnapshot(
            of: "one\ntwo ", as: .lines, matches: { "one\nto" }, file: #filePath, line: line)
        let expected = [
            "Snapshot does not match the inline literal (- expected, + actual, ¶ ends a line).",
            "",
            "@@ -1,2 +1,2 @@",
            " 1 1 │one¶",
            "-2   │to¶",
            "+  2 │two ¶",
            "",
            "Paste this literal in place of the expected one to accept the actual snapshot:",
            "",
            #"            """"#,
            #"            one"#,
            #"            two\u{20}"#,
            #"            """"#,
        ]
        #expect(message == expected.joined(separator: "\n"))
    }

    @Test func aMissingInlineLiteralAsksForOne() {
        let message = verifyInlineSnapshot(of: "hi", as: .lines, matches: nil, file: #filePath, line: #line)
        let expected = [
            "No inline snapshot to compare with. Pass this literal as `matches:`:",
            "",
            #"            """"#,
            #"            hi"#,
            #"            """"#,
        ]
        #expect(message == expected.joined(separator: "\n"))
    }

    @Test func aMatchingInlineLiteralPasses() {
        #expect(verifyInlineSnapshot(of: "hi", as: .lines, matches: { "hi" }, file: #filePath, line: #line) == nil)
        assertInlineSnapshot(of: "a\nb", as: .lines) {
            """
            a
            b
            """
        }
    }

    @Test func inlineLiteralsEscapeWhatALiteralCannotHoldAsIs() {
        let literal = InlineLiteral.make("a\\b\n\"\"\"\n\n  ", indentation: "  ")
        let expected = [
            #"  """"#,
            #"  a\\b"#,
            #"  \""""#,
            "",
            #"   \u{20}"#,
            #"  """"#,
        ]
        #expect(literal == expected.joined(separator: "\n"))
    }

    @Test func anInlineMismatchFailsTheTest() {
        withKnownIssue {
            assertInlineSnapshot(of: "actual", as: .lines) { "expected" }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Snapshot does not match the inline literal") == true
        }
    }
}
