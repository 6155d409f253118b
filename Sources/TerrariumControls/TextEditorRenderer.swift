package import TerrariumCore
package import TerrariumTerminal
package import TerrariumText
package import TerrariumTransfer

/// Draws a text editor and carries out its editing: keys, the mouse, the clipboard, undo and
/// find and replace, on the editor's ``TextStorage``.
package final class TextEditorRenderer: NodeRenderer {
    weak var node: ViewNode?
    /// The binding the text is written to after each edit; `nil` for an editor given a storage.
    var binding: Binding<String>?
    var isEnabled = true
    var wraps = true
    var showsLineNumbers = false
    var textStyle = Style.plain
    var lineNumberStyle = Style(attributes: .dim)
    /// What makes the editor a text field with `axis: .vertical`: its title, prompt and rows.
    var field: VerticalTextField.Options?
    /// The longest text written to the binding on every edit; tests lower it.
    package var immediateWriteLimit = TextEditorState.immediateWriteLimit

    var state: TextEditorState? {
        node?.storage[TextEditorState.storageKey] as? TextEditorState
    }

    /// The selected range of the text, empty with only a caret.
    package var selectedRange: Range<Int> { state?.selection ?? 0..<0 }

    /// The text being edited.
    package var storage: TextStorage? { state?.storage }

    /// The bytes the editor's undo steps keep, while the undo manager holds them, and their count.
    package var undoFootprint: (bytes: Int, steps: Int) { (state?.undo.liveBytes ?? 0, state?.undo.liveSteps ?? 0) }

    /// Writes edits the binding does not hold yet, which the editor of a long text leaves for a
    /// pause in typing.
    package func commitPendingWrite() { state?.commitPendingWrite() }

    /// The longest text an editor reports as its accessibility value; a longer one reports its
    /// length, since reading a whole file aloud helps no one and copying it costs its size.
    static let accessibleTextLimit = 4096

    package func semantics(_ node: ViewNode) -> NodeSemantics? {
        if let field { return fieldSemantics(field) }
        let value = storage.map { storage in
            storage.count <= Self.accessibleTextLimit ? storage.string : "\(storage.lineCount) lines"
        }
        return NodeSemantics(role: .textEditor, value: value, traits: isEnabled ? [] : .isNotEnabled, children: .ignore)
    }

    /// The state when the editor accepts editing.
    private func stateForEditing() -> TextEditorState? {
        guard isEnabled, let state else { return nil }
        state.clampToStorage()
        return state
    }

    // MARK: - Responding

    package func takesFocus(_ node: ViewNode) -> Bool { true }

    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {
        state?.undo.endRun()
        // What the app reads once the user moves on is the text as typed.
        if !isFocused { state?.commitPendingWrite() }
        node.setNeedsUpdate()
    }

    package var acceptsPaste: Bool { true }

    package func paste(_ text: String, node: ViewNode) -> Bool {
        guard stateForEditing() != nil else { return false }
        replaceSelection(with: text, kind: .other)
        return true
    }

    package var receivesPointer: Bool { true }

    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        handlePointer(mouse, clickCount: clickCount, node: node)
    }

    package func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool {
        guard let state else { return false }
        return scroll(direction, state: state)
    }

    package func draw(_ node: ViewNode, in context: GraphicsContext) { drawEditor(node, in: context) }

    package var transferResponder: (any TransferResponder)? {
        transfer.renderer = self
        return transfer
    }

    private let transfer = TextEditorTransfer()

    /// The editor's keymap: typing, deletion, motion by cluster, word, row, line and page, with
    /// Shift extending the selection, and the find bar's keys while it is open.
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, let state = stateForEditing() else { return false }
        if field != nil, let handled = fieldKeyPress(press, node: node) { return handled }
        if state.find.isOpen, findKeyPress(press, state: state) { return true }
        let extending = press.modifiers.contains(.shift)
        let modifiers = press.modifiers.subtracting(.shift)
        let byWord = modifiers.contains(.option) || modifiers.contains(.control)
        switch (press.key, modifiers) {
        case (.character(let character), []):
            replaceSelection(with: String(character), kind: .insertion)
        case (.return, []):
            replaceSelection(with: "\n", kind: .insertion)
        case (.tab, []) where !extending:
            replaceSelection(with: "\t", kind: .insertion)
        case (.delete, []):
            delete(state.storage.offset(beforeCluster: state.head)..<state.head)
        case (.deleteForward, []):
            delete(state.head..<state.storage.offset(afterCluster: state.head))
        case (.leftArrow, _):
            if !extending, !state.selection.isEmpty, !byWord { return move(to: state.selection.lowerBound) }
            move(
                to: byWord
                    ? state.storage.wordStart(before: state.head) : state.storage.offset(beforeCluster: state.head),
                extending: extending)
        case (.rightArrow, _):
            if !extending, !state.selection.isEmpty, !byWord { return move(to: state.selection.upperBound) }
            move(
                to: byWord ? state.storage.wordEnd(after: state.head) : state.storage.offset(afterCluster: state.head),
                extending: extending)
        case (.upArrow, []): moveVertically(by: -1, extending: extending)
        case (.downArrow, []): moveVertically(by: 1, extending: extending)
        case (.pageUp, []): moveVertically(by: -max(1, state.textSize.height - 1), extending: extending, scrolls: true)
        case (.pageDown, []): moveVertically(by: max(1, state.textSize.height - 1), extending: extending, scrolls: true)
        case (.home, []), (.character("a"), .control):
            move(to: state.storage.lineStart(state.storage.line(containing: state.head)), extending: extending)
        case (.end, []), (.character("e"), .control):
            move(to: state.storage.lineEnd(state.storage.line(containing: state.head)), extending: extending)
        case (.home, .control): move(to: 0, extending: extending)
        case (.end, .control): move(to: state.storage.count, extending: extending)
        case (.escape, []) where !state.selection.isEmpty: move(to: state.head)
        default: return false
        }
        return true
    }

    // MARK: - Editing

    /// Replaces the selection (or inserts at the caret) with `text` and puts the caret after it.
    ///
    /// Typed text (`kind` `.insertion`) joins the typing run's undo step; typing over a
    /// selection starts a run, so the replaced text and what is typed after it undo together.
    package func replaceSelection(with text: String, kind: TypingRun.Kind) {
        guard let state = stateForEditing() else { return }
        if !state.selection.isEmpty { state.undo.endRun() }
        apply(
            state.selection, with: text, kind: state.selection.isEmpty || kind == .insertion ? kind : .other, in: state)
    }

    /// Deletes the selection, or `range` next to the caret when nothing is selected.
    private func delete(_ range: Range<Int>) {
        guard let state = stateForEditing() else { return }
        if !state.selection.isEmpty {
            apply(state.selection, with: "", kind: .other, in: state)
        } else if !range.isEmpty {
            apply(range, with: "", kind: .deletion, in: state)
        }
    }

    /// Replaces `range` with `text` in the storage, records it for undo and writes the binding.
    func apply(_ range: Range<Int>, with text: String, kind: TypingRun.Kind, in state: TextEditorState) {
        let caretBefore = state.head
        let record = state.storage.replace(range, with: text)
        let caret = record.offset + record.insertedCount
        recordForUndo(record, kind: kind, caretBefore: caretBefore, caretAfter: caret, in: state)
        state.anchor = caret
        state.head = caret
        didEdit(state)
    }

    /// Gives `record` to the undo recorder, which joins it to the typing run or registers a step.
    func recordForUndo(
        _ record: TextEdit, kind: TypingRun.Kind, caretBefore: Int, caretAfter: Int, in state: TextEditorState
    ) {
        if state.undo.revert == nil {
            state.undo.revert = { [weak self] in self?.revert($0) }
            state.undo.catchUp = { [weak self] in self?.catchUp() }
        }
        state.undo.record(
            record, kind: kind, caretBefore: caretBefore, caretAfter: caretAfter, clock: node?.graph.clock,
            undoManager: node?.environment.undoManager)
    }

    /// Takes in changes made to the binding or the storage from outside and not seen yet.
    private func catchUp() {
        guard let state else { return }
        if let binding { state.sync(with: binding.wrappedValue) }
        state.clampToStorage()
    }

    /// Reverts an undo step and returns the step that redoes it.
    private func revert(_ step: TextUndoStep) -> TextUndoStep? {
        guard let state = stateForEditing() else { return nil }
        let redo = step.revert(in: state.storage)
        let caret = min(step.caretBefore, state.storage.count)
        state.anchor = caret
        state.head = caret
        didEdit(state)
        return redo
    }

    /// Writes the text to the binding and asks for a frame that shows the caret.
    ///
    /// Writing materialises the whole text, which costs its length: a text of more than
    /// ``immediateWriteLimit`` bytes is written when typing pauses instead (see
    /// `TextEditorState.didEdit(writingTo:limit:undoManager:)`); an editor given a storage has no
    /// binding and an edit costs only the chunk it touches.
    func didEdit(_ state: TextEditorState) {
        state.seenVersion = state.storage.version
        state.preferredColumn = nil
        state.needsReveal = true
        if let binding {
            state.didEdit(writingTo: binding, limit: immediateWriteLimit, undoManager: node?.environment.undoManager)
        }
        node?.setNeedsUpdate()
    }

    // MARK: - Moving

    /// Moves the caret to `offset`, extending the selection or collapsing it; always returns true.
    @discardableResult
    package func move(to offset: Int, extending: Bool = false, keepsColumn: Bool = false) -> Bool {
        guard let state = stateForEditing() else { return false }
        state.head = min(max(offset, 0), state.storage.count)
        if !extending { state.anchor = state.head }
        if !keepsColumn { state.preferredColumn = nil }
        state.undo.endRun()
        state.needsReveal = true
        node?.setNeedsUpdate()
        return true
    }

    /// Moves the caret `rows` rows down (up when negative), keeping to the column the run of
    /// vertical moves started at; a page move scrolls the text by as many rows.
    private func moveVertically(by rows: Int, extending: Bool, scrolls: Bool = false) {
        guard let state = stateForEditing() else { return }
        let layout = layout(for: state)
        let row = layout.row(containing: state.head)
        let column = state.preferredColumn ?? layout.column(of: state.head, in: row)
        let target = layout.row(row, movedBy: rows)
        var offset = layout.offset(atColumn: column, in: target)
        if target == row {
            // At the first or last row, the move goes to the start or end of the text.
            offset = rows < 0 ? 0 : state.storage.count
        }
        if scrolls { state.top = layout.row(layout.row(containing: state.top), movedBy: rows).start }
        move(to: offset, extending: extending, keepsColumn: true)
        state.preferredColumn = column
    }

    /// Selects everything.
    package func selectAll() {
        guard let state = stateForEditing() else { return }
        state.anchor = 0
        move(to: state.storage.count, extending: true)
    }

    func layout(for state: TextEditorState) -> TextEditorLayout {
        TextEditorLayout(
            storage: state.storage, width: max(1, state.textSize.width), wraps: wraps, cache: state.rowCache)
    }

    // MARK: - Layout

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        if let field { return fieldSize(proposal, options: field) }
        let lines = state?.storage.lineCount ?? 1
        return Size(width: proposal.width ?? 40, height: proposal.height ?? min(max(lines, 1), 10))
    }

    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}
}

/// What a text editor offers to copy and cut: its selection, as text.
@MainActor
final class TextEditorTransfer: TransferResponder {
    weak var renderer: TextEditorRenderer?

    private var selectedText: String? {
        guard let state = renderer?.state, !state.selection.isEmpty else { return nil }
        return state.storage.string(in: state.selection)
    }

    func itemsToCopy() -> [TransferItem] { selectedText.map { [TransferItem($0)] } ?? [] }

    var canCut: Bool { renderer?.isEnabled == true && selectedText != nil }

    func cutItems() -> [TransferItem] {
        guard canCut, let text = selectedText else { return [] }
        renderer?.replaceSelection(with: "", kind: .other)
        return [TransferItem(text)]
    }
}
