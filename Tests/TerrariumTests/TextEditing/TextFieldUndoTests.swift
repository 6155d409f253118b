import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A text field's undo steps: typing runs, pauses and caret moves, on range records.
@MainActor @Suite struct TextFieldUndoTests {
    struct Field: View {
        let handle: Handle<String>
        @State private var text = "fern"

        var body: some View {
            let _ = handle.capture($text)
            TextField("Name", text: $text)
        }
    }

    private func field() -> (TestHost<Field>, Handle<String>) {
        let handle = Handle<String>()
        let host = TestHost(Field(handle: handle), size: Size(width: 20, height: 1))
        host.press(.tab)
        return (host, handle)
    }

    @Test func aTypingRunUndoesAsOneStep() {
        let (host, text) = field()
        host.type(" mosx")
        host.press(.delete)
        host.type("s")
        #expect(text.value == "fern moss")
        host.press("_", modifiers: .control)
        #expect(text.value == "fern")
        host.press("Z", modifiers: .option)
        #expect(text.value == "fern moss")
        #expect(host.columns(inRow: 0, with: .reverse) == [9])
    }

    @Test func aPauseOrACaretMoveStartsANewStep() {
        let (host, text) = field()
        host.type(" moss")
        host.advance(by: .seconds(2))
        host.type(" ivy")
        host.press(.home)
        host.type(">")
        #expect(text.value == ">fern moss ivy")
        host.press("_", modifiers: .control)
        #expect(text.value == "fern moss ivy")
        host.press("_", modifiers: .control)
        #expect(text.value == "fern moss")
        host.press("_", modifiers: .control)
        #expect(text.value == "fern")
    }

    @Test func undoAfterTheAppChangedTheTextBeforeTheEditUndoesTheEditOnly() {
        let (host, text) = field()
        host.type("!")
        text.value = "X" + text.value
        host.render()
        host.press("_", modifiers: .control)
        #expect(text.value == "Xfern")
        host.press("Z", modifiers: .option)
        #expect(text.value == "Xfern!")
    }

    @Test func undoAfterTheAppReplacedTheEditedTextLeavesTheText() {
        let (host, text) = field()
        host.type(" moss")
        text.value = "ivy leaf and more"
        host.render()
        host.press("_", modifiers: .control)
        #expect(text.value == "ivy leaf and more")
    }
}
