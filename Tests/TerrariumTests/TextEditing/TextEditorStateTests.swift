import TerrariumText
import Testing

@testable import Terrarium
@testable import TerrariumControls

/// The editor's state holds its text once: the storage reads the string last written to or read
/// from the binding.
@MainActor
@Suite struct TextEditorStateTests {
    final class Box {
        var text: String
        init(_ text: String) { self.text = text }
    }

    @Test func aWriteToTheBindingLeavesTheStorageReadingTheWrittenString() {
        let state = TextEditorState(storage: TextStorage(String(repeating: "fern and moss\n", count: 10_000)))
        state.storage.insert("x", at: 0)
        let box = Box("")
        let binding = Binding(get: { box.text }, set: { box.text = $0 })
        state.didEdit(writingTo: binding, limit: .max, undoManager: nil)
        #expect(box.text.hasPrefix("xfern"))
        #expect(state.storage.readsBytes(of: box.text), "the storage reads the string the binding holds")
    }

    @Test func aStringSetFromOutsideIsReadInPlaceOnceTaken() {
        let old = String(repeating: "fern and moss\n", count: 10_000)
        let state = TextEditorState(storage: TextStorage(old))
        var new = old
        new.append("ivy\n")
        state.sync(with: new)
        #expect(state.storage.string == new)
        #expect(state.storage.readsBytes(of: new), "the old string is no longer held")
    }
}
