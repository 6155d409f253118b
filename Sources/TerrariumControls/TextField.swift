public import TerrariumCore
import TerrariumTerminal

/// An editable text, bound to a string or, through a format, to a value.
///
/// ```swift
/// TextField("Plant name", text: $name)
/// TextField("Name", text: $name, prompt: Text("Required"))
/// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3)
/// TextField("Height", value: $height, format: .number)
/// ```
///
/// The field takes the width it is offered and one row. When the text is empty it shows its
/// prompt, or its title without one, dimmed. While the field has focus, the cursor is drawn as a
/// reversed cell, on the character it is before or on a blank cell after the text; when the text
/// is wider than the field, it scrolls sideways so the cursor stays visible. Editing works on
/// grapheme clusters, so a wide character or an accented letter written with a combining mark is
/// one step of the cursor and one backspace. Line breaks and tabs typed or pasted become spaces
/// and other control characters are dropped, so the bound string never holds them. A disabled
/// field is drawn dim, shows no cursor and ignores editing.
///
/// With `axis: .vertical` the text wraps at the field's width, as a `TextEditor` wraps it, and
/// the field grows a row for each row of text, up to the `lineLimit` around it; Return submits,
/// as on macOS, and Alt+Return (or Shift+Return where the terminal tells it apart) starts a new
/// line.
///
/// Moving the cursor and drawing look only at the clusters next to the cursor and those shown,
/// so they cost the same however long the text is, and an edit copies the text once: a paste
/// of megabytes arrives whole, as one step to undo, without holding up the frames after it.
/// Edits go through a `TextStorage`, and undo keeps each edit's range and the text it
/// replaced, never a copy of the field's text; a run of typing is one undo step.
public struct TextField: View, PrimitiveView {
    let title: String
    let source: TextFieldSource
    let prompt: Text?
    let axis: Axis

    /// Creates a field that edits `text`, showing `prompt` (or `title` without one) while it is
    /// empty; `axis` `.vertical` wraps the text over several rows.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title: String(title), source: .text(text), prompt: prompt, axis: axis)
    }

    init(title: String, source: TextFieldSource, prompt: Text?, axis: Axis) {
        self.title = title
        self.source = source
        self.prompt = prompt
        self.axis = axis
    }

    /// A text field has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        if FormField.update(node, title: title, field: { FormField(field: self) }) { return }
        updateField(node, inForm: false)
    }

    /// Sets the field up in `node`; in a form its title is its label, so only a prompt is shown
    /// inside it.
    func updateField(_ node: ViewNode, inForm: Bool) {
        let title = Sanitizer.sanitize(title)
        let shown = prompt.map { Sanitizer.sanitize($0.plainText) } ?? (inForm ? "" : title)
        switch source {
        case .text(let text) where axis == .vertical:
            VerticalTextField.update(node, title: title, prompt: shown, text: text)
        case .text(let text):
            let renderer = Self.update(node, title: title, prompt: shown, text: text)
            renderer.commitDraft = nil
        case .value(let format):
            let draft = node.stored(TextFieldDraft.storageKey) { TextFieldDraft() }
            draft.show(node.readTracked { format.formatted() })
            let renderer = Self.update(node, title: title, prompt: shown, text: draft.binding)
            renderer.commitDraft = { [weak node] in
                draft.commit(with: format)
                node?.setNeedsUpdate()
            }
        }
    }

    /// Sets up the one-line field's renderer and editor in `node` for `text`, as a text field and
    /// a secure field both draw.
    @discardableResult
    static func update(
        _ node: ViewNode, title: String, prompt: String, text: Binding<String>, masksText: Bool = false
    ) -> TextFieldRenderer {
        let renderer = node.renderer { TextFieldRenderer() }
        let environment = node.environment
        renderer.node = node
        renderer.binding = text
        renderer.title = title
        renderer.prompt = prompt
        renderer.masksText = masksText
        renderer.isEnabled = environment.isEnabled
        renderer.textStyle = environment.resolvedTextStyle(.plain)
        renderer.promptStyle = environment.resolvedTextStyle(Style(attributes: .dim))
        let editor = node.stored(TextFieldEditor.storageKey) { TextFieldEditor() }
        editor.masksText = masksText
        editor.sync(with: node.readTracked { text.wrappedValue })
        ChildReconciler.reconcileWithoutChildren(node)
        return renderer
    }
}

/// What a text field edits: a string, or a value shown and parsed through a format.
enum TextFieldSource {
    case text(Binding<String>)
    case value(TextFieldValueFormat)
}
