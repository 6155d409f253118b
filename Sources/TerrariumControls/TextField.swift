public import TerrariumCore
import TerrariumTerminal

/// A single line of editable text, bound to a string.
///
/// ```swift
/// TextField("Plant name", text: $name)
/// ```
///
/// The field takes the width it is offered and one row. When the text is empty it shows its
/// title as a dimmed prompt. While the field has focus, the cursor is drawn as a reversed cell,
/// on the character it is before or on a blank cell after the text; when the text is wider than
/// the field, it scrolls sideways so the cursor stays visible. Editing works on grapheme
/// clusters, so a wide character or an accented letter written with a combining mark is one
/// step of the cursor and one backspace. Line breaks and tabs typed or pasted become spaces and other control
/// characters are dropped, so the bound string never holds them. A disabled field is drawn dim,
/// shows no cursor and ignores editing.
///
/// Moving the cursor and drawing look only at the clusters next to the cursor and those shown,
/// so they cost the same however long the text is, and an edit copies the text once: a paste
/// of megabytes arrives whole, as one step to undo, without holding up the frames after it.
/// Edits go through a `TextStorage`, and undo keeps each edit's range and the text it
/// replaced, never a copy of the field's text; a run of typing is one undo step.
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>

    /// Creates a field that edits `text` and shows `title` as a prompt while it is empty.
    public init(_ title: some StringProtocol, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// A text field has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { TextFieldRenderer() }
        let environment = node.environment
        renderer.node = node
        renderer.binding = text
        renderer.prompt = Sanitizer.sanitize(title)
        renderer.isEnabled = environment.isEnabled
        renderer.textStyle = environment.resolvedTextStyle(.plain)
        renderer.promptStyle = environment.resolvedTextStyle(Style(attributes: .dim))
        let editor = node.stored(TextFieldEditor.storageKey) { TextFieldEditor() }
        editor.sync(with: node.readTracked { text.wrappedValue })
        ChildReconciler.reconcileWithoutChildren(node)
    }
}
