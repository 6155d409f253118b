package import TerrariumTerminal

/// A single line of editable text, bound to a string.
///
/// ```swift
/// TextField("Plant name", text: $name)
/// ```
///
/// The field takes the width it is offered and one row. When the text is empty it shows its
/// title as a dimmed prompt. The cursor is drawn as a reversed cell, on the character it is
/// before or on a blank cell after the text; when the text is wider than the field, it scrolls
/// sideways so the cursor stays visible. Editing works on grapheme clusters, so a wide
/// character or an accented letter written with a combining mark is one step of the cursor and
/// one backspace. Line breaks and tabs typed or pasted become spaces and other control
/// characters are dropped, so the bound string never holds them. A disabled field is drawn dim,
/// shows no cursor and ignores editing.
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
        let editor: TextFieldEditor
        if let existing = node.storage[TextFieldEditor.storageKey] as? TextFieldEditor {
            editor = existing
        } else {
            editor = TextFieldEditor()
            node.storage[TextFieldEditor.storageKey] = editor
        }
        editor.sync(with: text.wrappedValue)
        var children = ChildReconciler(node)
        children.finish()
    }
}

/// What a text field keeps in its node between evaluations: the text it last saw, where the
/// cursor is and how far the text is scrolled, all counted in grapheme clusters.
final class TextFieldEditor {
    static let storageKey = "TextField.editor"

    private(set) var text = ""
    /// The number of clusters before the cursor.
    private(set) var cursor = 0
    /// The first cluster shown, which moves as the cursor leaves the visible part.
    var firstVisible = 0

    /// Takes in text changed from outside the field, which puts the cursor at its end as a
    /// freshly set value expects; text the field wrote itself keeps the cursor where it is.
    func sync(with value: String) {
        guard value != text else { return }
        text = value
        cursor = value.count
    }

    /// Records text the field wrote and where the cursor goes, clamped to the text.
    func commit(_ value: String, cursor newCursor: Int) {
        text = value
        cursor = max(0, min(newCursor, value.count))
    }

    /// Moves the cursor to `position`, clamped to the text.
    func moveCursor(to position: Int) {
        cursor = max(0, min(position, text.count))
    }
}

/// Draws the field and carries out edits on its binding.
package final class TextFieldRenderer: NodeRenderer {
    weak var node: ViewNode?
    var binding: Binding<String>?
    var prompt = ""
    var isEnabled = true
    var textStyle = Style.plain
    var promptStyle = Style(attributes: .dim)

    private var editor: TextFieldEditor? {
        node?.storage[TextFieldEditor.storageKey] as? TextFieldEditor
    }

    // MARK: - Editing

    /// The bound text.
    package var text: String { binding?.wrappedValue ?? "" }

    /// The cursor's position, in grapheme clusters from the start of the text.
    package var cursorPosition: Int { editor?.cursor ?? 0 }

    /// Inserts `string` at the cursor and moves the cursor after it; line breaks and tabs
    /// become spaces and other control characters are dropped.
    package func insert(_ string: String) {
        guard let editor = editorForEditing() else { return }
        let clean = Self.sanitized(string)
        guard !clean.isEmpty else { return }
        let characters = Array(editor.text)
        let before = String(characters[..<editor.cursor]) + clean
        commit(before + String(characters[editor.cursor...]), cursor: before.count)
    }

    /// Deletes the grapheme cluster before the cursor, as Backspace does.
    package func deleteBackward() {
        guard let editor = editorForEditing(), editor.cursor > 0 else { return }
        var characters = Array(editor.text)
        characters.remove(at: editor.cursor - 1)
        commit(String(characters), cursor: editor.cursor - 1)
    }

    /// Deletes the grapheme cluster after the cursor, as Delete does.
    package func deleteForward() {
        guard let editor = editorForEditing(), editor.cursor < editor.text.count else { return }
        var characters = Array(editor.text)
        characters.remove(at: editor.cursor)
        commit(String(characters), cursor: editor.cursor)
    }

    /// Deletes everything before the cursor, as Ctrl+U does in readline.
    package func deleteToStart() {
        guard let editor = editorForEditing(), editor.cursor > 0 else { return }
        commit(String(Array(editor.text)[editor.cursor...]), cursor: 0)
    }

    /// Deletes everything after the cursor, as Ctrl+K does in readline.
    package func deleteToEnd() {
        guard let editor = editorForEditing(), editor.cursor < editor.text.count else { return }
        commit(String(Array(editor.text)[..<editor.cursor]), cursor: editor.cursor)
    }

    /// Deletes the word before the cursor and the spaces after it, as Ctrl+W does in readline.
    package func deleteWordBackward() {
        guard let editor = editorForEditing(), editor.cursor > 0 else { return }
        let characters = Array(editor.text)
        var start = editor.cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        commit(String(characters[..<start]) + String(characters[editor.cursor...]), cursor: start)
    }

    /// Moves the cursor by `offset` grapheme clusters, negative to the left, stopping at the ends.
    package func moveCursor(by offset: Int) {
        guard let editor = editorForEditing() else { return }
        editor.moveCursor(to: editor.cursor + offset)
        node?.setNeedsUpdate()
    }

    /// Moves the cursor before the first character, as Home does.
    package func moveCursorToStart() {
        guard let editor = editorForEditing() else { return }
        editor.moveCursor(to: 0)
        node?.setNeedsUpdate()
    }

    /// Moves the cursor after the last character, as End does.
    package func moveCursorToEnd() {
        guard let editor = editorForEditing() else { return }
        editor.moveCursor(to: editor.text.count)
        node?.setNeedsUpdate()
    }

    /// The editor, brought up to date with the binding, when the field accepts editing.
    private func editorForEditing() -> TextFieldEditor? {
        guard isEnabled, let binding, let editor else { return nil }
        editor.sync(with: binding.wrappedValue)
        return editor
    }

    /// Writes `value` to the binding; a binding that stores something else (a constant, or one
    /// that filters) is believed, with the cursor clamped to what it kept.
    private func commit(_ value: String, cursor: Int) {
        guard let binding, let editor else { return }
        // Every edit is a step of the environment's undo manager; undoing one registers its redo.
        let previousText = editor.text
        let previousCursor = editor.cursor
        node?.environment.undoManager?.registerUndo(withTarget: self) { field in
            guard field.editorForEditing() != nil else { return }
            field.commit(previousText, cursor: previousCursor)
        }
        binding.wrappedValue = value
        editor.commit(binding.wrappedValue, cursor: cursor)
        node?.setNeedsUpdate()
    }

    /// `string` made fit for a single line: no control character reaches the binding.
    static func sanitized(_ string: String) -> String {
        var result = String.UnicodeScalarView()
        for character in string {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else {
                result.append(contentsOf: character.unicodeScalars.filter { Sanitizer.substitute(for: $0) == nil })
            }
        }
        return String(result)
    }

    /// The columns a cluster takes in the field: a cluster the grid shows as nothing (a lone
    /// zero-width space) keeps one blank cell, so the cursor can still be seen on it.
    static func cellWidth(_ character: Character) -> Int {
        character.displayWidth == 2 ? 2 : 1
    }

    // MARK: - Layout and drawing

    override package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let text = editor?.text ?? ""
        let ideal = max(text.reduce(1) { $0 + Self.cellWidth($1) }, prompt.displayWidth)
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    override package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    override package func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard let editor, frame.width > 0, frame.height > 0 else { return }
        let width = frame.width
        let line = context.subcontext(Rect(origin: frame.origin, size: Size(width: width, height: 1)))
        let showsCursor = isEnabled

        func showCursor(at x: Int, width: Int) {
            guard showsCursor else { return }
            line.restyle(Rect(x: x, y: 0, width: width, height: 1)) { $0.attributes.insert(.reverse) }
        }

        let characters = Array(editor.text)
        if characters.isEmpty {
            line.draw(prompt, at: .zero, style: promptStyle)
            showCursor(at: 0, width: prompt.first.map(Self.cellWidth) ?? 1)
            return
        }
        let widths = characters.map(Self.cellWidth)
        let first = Self.firstVisible(
            widths: widths, cursor: editor.cursor, previous: editor.firstVisible, width: width)
        editor.firstVisible = first
        var x = 0
        for index in first..<characters.count {
            let cellWidth = widths[index]
            // A wide character that does not fit whole is left out rather than split.
            guard x + cellWidth <= width else { break }
            line.draw(characters[index], at: Point(x: x, y: 0), style: textStyle)
            if index == editor.cursor { showCursor(at: x, width: cellWidth) }
            x += cellWidth
        }
        if editor.cursor == characters.count, x < width { showCursor(at: x, width: 1) }
    }

    /// The first cluster to show so that the cursor is visible in `width` columns: the previous
    /// one when the cursor is still in view, scrolled just enough when it is not, and pulled
    /// back when the end of the text leaves columns unused.
    static func firstVisible(widths: [Int], cursor: Int, previous: Int, width: Int) -> Int {
        let count = widths.count
        let cursorWidth = cursor < count ? widths[cursor] : 1
        let endWidth = cursor == count ? 1 : 0
        var first = max(0, min(previous, cursor))
        var span = widths[first..<cursor].reduce(0, +)
        while first < cursor, span + cursorWidth > width {
            span -= widths[first]
            first += 1
        }
        var rest = widths[first...].reduce(endWidth, +)
        while first > 0, rest + widths[first - 1] <= width {
            first -= 1
            rest += widths[first]
        }
        return first
    }
}
