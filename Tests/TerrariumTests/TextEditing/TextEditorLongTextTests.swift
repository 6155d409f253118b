import Terrarium
import TerrariumTerminal
import TerrariumTesting
import TerrariumText
import Testing

/// Long texts in a text editor: a `String` binding written when typing pauses instead of on
/// every key, and a line of megabytes wrapped a block at a time.
@MainActor @Suite struct TextEditorLongTextTests {
    /// A focused editor of `text` whose binding counts as long from its first byte.
    private func editor(
        _ text: String, size: Size = Size(width: 8, height: 4)
    ) throws -> (TestHost<TextEditorTests.Editor>, Handle<String>, TextEditorRenderer) {
        let handle = Handle<String>()
        let host = TestHost(TextEditorTests.Editor(handle: handle, text: text), size: size)
        host.press(.tab)
        let field = try #require(host.renderers(of: TextEditorRenderer.self).first)
        field.immediateWriteLimit = 0
        return (host, handle, field)
    }

    @Test func aLongTextIsWrittenToItsBindingWhenEditingIsCommittedNotOnEveryKey() throws {
        let (host, text, field) = try editor("moss")
        host.type("fern ")
        #expect(text.value == "moss")
        #expect(host.lines() == ["fern mos", "s", "", ""])
        host.environment.undoManager?.commitEditing()
        #expect(text.value == "fern moss")
        #expect(field.storage?.string == text.value)
        // Another key waits for the next commit again.
        host.type("x")
        #expect(text.value == "fern moss")
        field.commitPendingWrite()
        #expect(text.value == "fern xmoss")
    }

    /// What a run loop does before the app suspends or ends: no key typed just before is lost.
    @Test func theHostCommitsHeldBackEditsAsAnAppDoesBeforeItEnds() throws {
        let (host, text, _) = try editor("moss")
        host.type("last ")
        #expect(text.value == "moss")
        host.host.commitEditing()
        #expect(text.value == "last moss")
    }

    @Test func aPauseInTypingWritesTheBinding() async throws {
        let (host, text, _) = try editor("moss")
        host.type("ivy ")
        #expect(text.value == "moss")
        // Half a second after the last key; other tests share the main actor, so allow more.
        let start = ContinuousClock.now
        while text.value == "moss", ContinuousClock.now - start < .seconds(60) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(text.value == "ivy moss")
        #expect(ContinuousClock.now - start >= .milliseconds(400))
    }

    @Test func aWriteFromOutsideReplacesEditsNotYetWritten() throws {
        let (host, text, field) = try editor("moss")
        host.type("fern ")
        text.value = "ivy"
        host.render()
        #expect(field.storage?.string == "ivy")
        #expect(host.lines()[0] == "ivy")
        host.environment.undoManager?.commitEditing()
        #expect(text.value == "ivy")
        // Typing goes on from the outside text.
        host.type("!")
        field.commitPendingWrite()
        #expect(text.value == field.storage?.string)
    }

    @Test func undoWorksOnEditsNotYetWritten() throws {
        let (host, text, field) = try editor("moss")
        host.type("fern ")
        host.press("_", modifiers: .control)
        #expect(field.storage?.string == "moss")
        host.environment.undoManager?.commitEditing()
        #expect(text.value == "moss")
        host.press("Z", modifiers: .option)
        #expect(text.value == "moss")
        field.commitPendingWrite()
        #expect(text.value == "fern moss")
    }

    @Test func aShortTextIsStillWrittenOnEveryKey() throws {
        let (host, text, field) = try editor("moss")
        field.immediateWriteLimit = 1 << 20
        host.type("fern ")
        #expect(text.value == "fern moss")
    }

    /// A line of `count` clusters `abc…z` repeated.
    private func letters(_ count: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<count).map { alphabet[$0 % 26] })
    }

    @Test func aLineOfManyBlocksWrapsEachBlockFromItsStart() throws {
        // 8,192 bytes a block: rows of 10 cut at 8,190, then the block's last two letters, then
        // the next block from its start.
        let line = letters(20_000)
        let (host, _, field) = try editor(line, size: Size(width: 10, height: 3))
        host.press(.end)
        #expect(field.selectedRange == 20_000..<20_000)
        // The last block holds 3,616 letters: 361 full rows and one of six, the caret after it.
        #expect(host.lines()[2] == String(line.suffix(6)))
        // Down from the start: the first block's 820th row is its last, of two letters, and
        // the next row starts the second block.
        host.press(.home, modifiers: .control)
        for _ in 0..<819 { host.press(.downArrow) }
        #expect(field.selectedRange.lowerBound == 8_190)
        host.press(.downArrow)
        #expect(field.selectedRange.lowerBound == 8_192)
        host.press(.downArrow)
        #expect(field.selectedRange.lowerBound == 8_202)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(field.selectedRange.lowerBound == 8_190)
    }
}

extension TextEditorLongTextTests {
    /// Printable ASCII wraps and draws by bytes; anything else by clusters, to the same rows.
    @Test(arguments: ["abcdefghijklmnopqrst", "abcdéfghijklmnopqrst", "abc\u{1}efghijklmnopqrst"])
    func aLineThatFillsItsLastRowHasAnEmptyRowAfterIt(line: String) throws {
        let (host, _, field) = try editor(line, size: Size(width: 10, height: 4))
        host.press(.end)
        #expect(field.selectedRange.lowerBound == line.utf8.count)
        #expect(host.lines()[0].count == 10)
        #expect(host.lines()[1].count == 10)
        #expect(host.lines()[2] == "")
        #expect(host.columns(inRow: 2, with: .reverse) == [0])
    }
}

extension TextEditorLongTextTests {
    /// An editor that can be taken off the screen, with handles on its text and whether it shows.
    struct Removable: View {
        let text: Handle<String>
        let shown: Handle<Bool>
        @State private var value = "moss"
        @State private var visible = true

        var body: some View {
            let _ = text.capture($value)
            let _ = shown.capture($visible)
            if visible { TextEditor(text: $value) } else { Text("gone") }
        }
    }

    @Test func editsTypedJustBeforeTheEditorLeavesStillReachTheBinding() throws {
        let text = Handle<String>()
        let shown = Handle<Bool>()
        let host = TestHost(Removable(text: text, shown: shown), size: Size(width: 10, height: 2))
        host.press(.tab)
        try #require(host.renderers(of: TextEditorRenderer.self).first).immediateWriteLimit = 0
        host.type("fern ")
        shown.value = false
        host.render()
        #expect(host.renderers(of: TextEditorRenderer.self).isEmpty)
        host.environment.undoManager?.commitEditing()
        #expect(text.value == "fern moss")
    }
}
