import TerrariumControls
package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// A one-line prompt for a new name or place of a document, as Rename… and Move To… ask.
///
/// ```swift
/// DocumentNamePrompt(
///     "Rename to:", text: "notes.md", errorMessage: nil,
///     onCommit: { model.rename(to: $0) }, onCancel: { renaming = false })
/// // Rename to: notes.md
/// ```
///
/// The label is bold, followed by a field holding `text` to start with, which takes focus when
/// the prompt appears. Return calls `onCommit` with the field's text, unless it is blank, and
/// Escape calls `onCancel`. With `completesPaths`, Tab completes the typed path from the files
/// on disk, as a shell does (when nothing is left to complete, Tab moves focus on).
/// `errorMessage` shows in red (bold where the terminal shows no colour) on the line under the
/// field. Control characters in the label and message show as visible stand-ins.
package struct DocumentNamePrompt: View {
    /// What the prompt asks for, such as `Rename to:`.
    let label: String
    /// Whether Tab completes the field's text as a path.
    let completesPaths: Bool
    /// Why the last attempt failed, shown under the field.
    let errorMessage: String?
    /// Takes the text typed.
    let onCommit: @MainActor (String) -> Void
    /// Gives up, leaving the name as it was.
    let onCancel: @MainActor () -> Void
    /// The name or path typed, starting with the one given.
    @State private var text: String
    /// Whether the field has focus; it takes it when the prompt appears.
    @FocusState private var isFocused: Bool
    /// Whether the terminal shows colour, which decides how the error stands out.
    @Environment(\.colorCapability) private var colorCapability

    /// Creates a prompt labelled `label` whose field starts with `text`.
    package init(
        _ label: String, text: String, completesPaths: Bool = false, errorMessage: String? = nil,
        onCommit: @escaping @MainActor (String) -> Void, onCancel: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.completesPaths = completesPaths
        self.errorMessage = errorMessage
        self.onCommit = onCommit
        self.onCancel = onCancel
        _text = State(initialValue: text)
    }

    /// The label and field, with the error under them.
    package var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(Sanitizer.sanitize(label)).bold()
                TextField("Name", text: $text)
                    .focused($isFocused)
                    .onSubmit(commit)
                    .onKeyPress(keys: [.tab]) { press in
                        guard completesPaths, press.modifiers.isEmpty else { return .ignored }
                        let completed = PathCompletion.complete(text)
                        guard completed != text else { return .ignored }
                        text = completed
                        return .handled
                    }
            }
            if let errorMessage {
                let error = Text(Sanitizer.sanitize(errorMessage))
                (colorCapability == .monochrome ? error.bold() : error.foregroundColor(.red)).lineLimit(2)
            }
        }
        .onExitCommand { onCancel() }
        .onAppear { isFocused = true }
    }

    /// Commits the typed text, unless it is blank.
    private func commit() {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        onCommit(text)
    }
}
