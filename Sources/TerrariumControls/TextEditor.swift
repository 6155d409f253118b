public import TerrariumCore
import TerrariumTerminal

// The storage an editor can be given is part of this module's API; the rest of TerrariumText
// is imported by those who want it.
@_exported public import class TerrariumText.TextStorage

/// A view that edits text of many lines, bound to a string or working on a `TextStorage`.
///
/// ```swift
/// TextEditor(text: $notes)
///     .lineNumbers()
/// ```
///
/// Long lines wrap at the editor's width; `.lineWrapping(false)` makes them scroll sideways
/// instead. Arrows move by cluster and row, Alt or Ctrl with Left and Right by word, Home and
/// End to the ends of the line (Ctrl to the ends of the text), Page Up and Page Down by a
/// screen; Shift with any of them selects, as do dragging the mouse, a double click (a word)
/// and a triple click (a line). Copy, cut and paste are the app's commands (Alt+C, Alt+X,
/// Alt+V), undo and redo too (Ctrl+_, Alt+Shift+Z): a run of typing is one undo step. Ctrl+F
/// (``Command/find``) opens a find and replace bar on the last row.
///
/// Text shows sanitised: a control character shows as its visible stand-in, never reaching
/// the terminal. A line ends at LF, CR LF or a lone CR, and the text is kept byte for byte.
///
/// The storage is the source of truth: drawing and editing cost the rows shown and the chunk an
/// edit touches. With a binding, every edit of a text up to 1 MiB also writes the whole text to
/// it; a longer text is written when typing pauses for half a second, when focus leaves, and
/// when the environment's undo manager is asked to commit editing (`UndoManager.commitEditing()`,
/// which a document calls before it saves), since each write copies the whole text. A change
/// made to the binding from outside is compared with the text and only the part that differs is
/// replaced; it replaces edits not yet written. ``init(storage:)`` has no string to keep in step.
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>?
    let storage: TextStorage?

    /// Creates an editor of the text in `text`, written back on every edit, or for a text of more
    /// than 1 MiB when typing pauses.
    public init(text: Binding<String>) {
        self.text = text
        self.storage = nil
    }

    /// Creates an editor of `storage`, which it edits in place: an edit costs what it changes,
    /// whatever the size of the text.
    ///
    /// Read the text with `TextStorage.string` or a range of it with
    /// `TextStorage.string(in:)`; a change made to the storage from outside shows when the
    /// editor is next evaluated.
    public init(storage: TextStorage) {
        self.text = nil
        self.storage = storage
    }

    /// A text editor has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = Self.prepare(node, text: text, storage: storage)
        let environment = node.environment
        renderer.wraps = environment.textEditorWrapsLines
        renderer.showsLineNumbers = environment.textEditorShowsLineNumbers
        renderer.field = nil
        let handlers = node.handlers ?? NodeHandlers()
        node.handlers = handlers
        handlers.commands[.find] = { [weak renderer] in renderer?.openFind() }
        handlers.commands[.selectAll] = { [weak renderer] in renderer?.selectAll() }
        ChildReconciler.reconcileWithoutChildren(node)
    }

    /// Sets up the editor's renderer and state in `node` for `text` or `storage`, as an editor
    /// and a vertical text field both edit.
    static func prepare(_ node: ViewNode, text: Binding<String>?, storage: TextStorage?) -> TextEditorRenderer {
        let renderer = node.renderer { TextEditorRenderer() }
        let environment = node.environment
        renderer.node = node
        renderer.binding = text
        renderer.isEnabled = environment.isEnabled
        renderer.textStyle = environment.resolvedTextStyle(.plain)
        renderer.lineNumberStyle = environment.resolvedTextStyle(Style(attributes: .dim))
        let state = node.stored(TextEditorState.storageKey) {
            let initial = text?.wrappedValue
            let created = TextEditorState(storage: storage ?? TextStorage(initial ?? ""))
            created.lastSynced = initial
            return created
        }
        // A new storage given to an editor that has one replaces it; the one it was made with is kept.
        if let storage { state.use(storage) }
        if let text { state.sync(with: text.wrappedValue) }
        return renderer
    }
}

private struct TextEditorWrapsLinesKey: EnvironmentKey {
    static let defaultValue = true
}

private struct TextEditorShowsLineNumbersKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text editors wrap long lines (the default) rather than scroll sideways.
    public var textEditorWrapsLines: Bool {
        get { self[TextEditorWrapsLinesKey.self] }
        set { self[TextEditorWrapsLinesKey.self] = newValue }
    }

    /// Whether text editors show line numbers beside the text.
    public var textEditorShowsLineNumbers: Bool {
        get { self[TextEditorShowsLineNumbersKey.self] }
        set { self[TextEditorShowsLineNumbersKey.self] = newValue }
    }
}

extension View {
    /// Makes text editors inside wrap long lines at their width (`true`, the default) or
    /// scroll sideways to the caret (`false`), as a code editor does.
    public func lineWrapping(_ wraps: Bool) -> some View {
        environment(\.textEditorWrapsLines, wraps)
    }

    /// Shows line numbers beside the text of text editors inside, dimmed, on each line's first row.
    public func lineNumbers(_ visible: Bool = true) -> some View {
        environment(\.textEditorShowsLineNumbers, visible)
    }
}
