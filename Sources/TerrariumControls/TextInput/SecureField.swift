public import TerrariumCore
import TerrariumTerminal

/// A one-line field for a password or another secret, which never shows what it holds.
///
/// ```swift
/// SecureField("Password", text: $password)
/// SecureField("Password", text: $password, prompt: Text("At least 12 characters"))
/// ```
///
/// It edits as a `TextField` does, and takes pastes, but draws one `•` for each character
/// (grapheme cluster) typed, never the text. Nothing offers the text to anyone else: the field
/// has nothing to copy, cut or drag, so those commands take nothing from it, and assistive
/// technology, UI tests and the inspector read its value as `•••` while it holds anything and as
/// empty when it does not, so they learn neither the text nor its length. The screen, and so
/// every snapshot of it, holds only the bullets.
public struct SecureField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// Creates a field that edits `text`, named by `label` and showing `prompt` while empty.
    ///
    /// The terminal names the field by `label` when it is a `Text`; any other label is not shown.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// A secure field has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let title = (label as? Text)?.plainText ?? ""
        if FormField.update(node, title: title, field: { FormField(field: self) }) { return }
        updateField(node, inForm: false)
    }

    /// Sets the field up in `node`; in a form its title is its label, so only a prompt is shown
    /// inside it.
    func updateField(_ node: ViewNode, inForm: Bool) {
        let title = Sanitizer.sanitize((label as? Text)?.plainText ?? "")
        let shown = prompt.map { Sanitizer.sanitize($0.plainText) } ?? (inForm ? "" : title)
        let renderer = TextField.update(node, title: title, prompt: shown, text: text, masksText: true)
        renderer.commitDraft = nil
    }
}

extension SecureField where Label == Text {
    /// Creates a field that edits `text`, named `title` and showing it as a prompt while empty.
    public init(_ title: some StringProtocol, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a field that edits `text`, named `title` and showing `prompt` while empty.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
