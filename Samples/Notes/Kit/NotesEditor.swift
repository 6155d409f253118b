public import Terrarium

/// The notes screen: the editor on the left and the live preview of the same text on the right.
public struct NotesEditor: View {
    @Binding var text: String
    let isEditable: Bool
    @FocusState private var editorFocused: Bool

    /// An editor of `text`, with its preview.
    public init(text: Binding<String>, isEditable: Bool = true) {
        _text = text
        self.isEditable = isEditable
    }

    /// The editor, a divider and the preview.
    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            TextEditor(text: $text)
                .disabled(!isEditable)
                .focused($editorFocused)
                .frame(maxWidth: .max, maxHeight: .max)
            Divider()
            MarkdownPreview(NotesEditor.previewed(text))
                .padding(.horizontal, 1)
                .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        }
        // Typing goes to the note from the first key, as in any editor.
        .onAppear { editorFocused = true }
    }

    /// The most the preview reads: a screen shows far less, and parsing megabytes on every
    /// keystroke would make typing wait for it.
    static let previewLimit = 16 * 1024

    /// The text the preview shows: all of it, or its first ``previewLimit`` bytes cut at a line end.
    static func previewed(_ text: String) -> String {
        guard text.utf8.count > previewLimit else { return text }
        let head = text.utf8.prefix(previewLimit)
        let end = head.lastIndex(of: UInt8(ascii: "\n")) ?? head.endIndex
        return String(decoding: text.utf8[..<end], as: UTF8.self)
    }
}
