import TerrariumCore
import TerrariumTerminal

/// A text field with `axis: .vertical`: a text editor that wraps its text and grows a row for
/// each row of it, within the line limits around it, and that submits on Return.
@MainActor
enum VerticalTextField {
    /// What makes a text editor a vertical field.
    struct Options {
        /// What names the field to assistive technology.
        var title: String
        /// What the field shows, dimmed, while it is empty.
        var prompt: String
        /// The style of the prompt.
        var promptStyle: Style
        /// The fewest and most rows the field takes.
        var rows: ClosedRange<Int>
    }

    /// The most rows a field without a line limit grows to and the most lines measured for its
    /// ideal width: a screen never shows more, and a paste of megabytes must not be walked.
    static let measuredLimit = 1024

    /// Sets up `node` as a vertical field editing `text`.
    static func update(_ node: ViewNode, title: String, prompt: String, text: Binding<String>) {
        let environment = node.environment
        let renderer = TextEditor.prepare(node, text: text, storage: nil)
        renderer.wraps = true
        renderer.showsLineNumbers = false
        let lower = max(1, environment.minimumLineLimit ?? 1)
        let upper = max(lower, environment.lineLimit ?? measuredLimit)
        renderer.field = Options(
            title: title, prompt: prompt, promptStyle: environment.resolvedTextStyle(Style(attributes: .dim)),
            rows: lower...upper)
        _ = node.readTracked { text.wrappedValue }
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

extension TextEditorRenderer {
    /// A vertical field to assistive technology: a text field, named by its title.
    func fieldSemantics(_ field: VerticalTextField.Options) -> NodeSemantics {
        let value = storage.map { $0.count <= Self.accessibleTextLimit ? $0.string : "\($0.lineCount) lines" }
        return NodeSemantics(
            role: .textField, label: field.title.isEmpty ? nil : field.title, value: value,
            traits: isEnabled ? [] : .isNotEnabled, children: .ignore)
    }

    /// The keys a vertical field takes differently from an editor, or `nil` for the editor's own:
    /// Return submits, Alt+Return or Shift+Return starts a line, and Tab moves focus on.
    func fieldKeyPress(_ press: KeyPress, node: ViewNode) -> Bool? {
        switch (press.key, press.modifiers) {
        case (.return, []):
            let actions = node.environment.submitActions
            guard !actions.isEmpty else { return false }
            for action in actions.reversed() { action() }
            return true
        case (.return, .option), (.return, .shift):
            replaceSelection(with: "\n", kind: .insertion)
            return true
        case (.tab, _):
            return false
        default:
            return nil
        }
    }

    /// The proposed width, or the widest line's, and a row for each row of text at that width,
    /// within the field's rows.
    func fieldSize(_ proposal: ProposedViewSize, options: VerticalTextField.Options) -> Size {
        guard let state, let storage else { return Size(width: proposal.width ?? 1, height: options.rows.lowerBound) }
        let width = max(
            1,
            proposal.width
                ?? (0..<min(storage.lineCount, VerticalTextField.measuredLimit)).reduce(options.prompt.displayWidth) {
                    max($0, storage.displayColumn(of: storage.lineEnd($1)) + 1)
                })
        let layout = TextEditorLayout(storage: storage, width: width, wraps: true, cache: state.rowCache)
        var rows = 1
        var row = layout.row(containing: 0)
        while rows < options.rows.upperBound, let next = layout.row(after: row) {
            rows += 1
            row = next
        }
        return Size(width: width, height: max(rows, options.rows.lowerBound))
    }

    /// Draws the prompt over the empty field, with the caret on its first cell while focused.
    func drawPrompt(_ field: VerticalTextField.Options, showsCaret: Bool, in context: GraphicsContext) {
        context.draw(field.prompt, at: .zero, style: field.promptStyle)
        guard showsCaret else { return }
        let width = field.prompt.first.map(TextFieldEditor.cellWidth) ?? 1
        context.restyle(Rect(x: 0, y: 0, width: width, height: 1)) { $0.attributes.insert(.reverse) }
    }
}
