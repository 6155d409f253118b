import TerrariumCore
import TerrariumTerminal
import TerrariumText

extension TextEditorRenderer {
    /// Opens the find bar, starting from the selected text when there is some on one line.
    package func openFind() {
        guard let state = stateForFind() else { return }
        let selected = state.storage.string(in: state.selection)
        if !selected.isEmpty, !selected.contains(where: \.isNewline) { state.find.query = selected }
        state.find.isOpen = true
        state.find.field = .find
        state.find.status = ""
        node?.setNeedsUpdate()
    }

    private func stateForFind() -> TextEditorState? {
        guard isEnabled else { return nil }
        return state
    }

    /// The find bar's keys; returns false for keys it leaves to the editor (motion).
    func findKeyPress(_ press: KeyPress, state: TextEditorState) -> Bool {
        switch (press.key, press.modifiers) {
        case (.escape, _):
            state.find.isOpen = false
        case (.tab, _):
            state.find.field = state.find.field == .find ? .replace : .find
        case (.character("a"), .control) where state.find.field == .replace:
            replaceAll()
        case (.character(let character), let modifiers) where modifiers.subtracting(.shift).isEmpty:
            state.find.activeText.append(character)
        case (.delete, _):
            if !state.find.activeText.isEmpty { state.find.activeText.removeLast() }
        case (.return, _):
            if state.find.field == .replace { replaceCurrent() } else { findNext() }
        default:
            return false
        }
        node?.setNeedsUpdate()
        return true
    }

    /// Selects the next match after the selection, wrapping around to the start.
    package func findNext() {
        guard let state = stateForFind(), !state.find.query.isEmpty else { return }
        let from = state.selection.isEmpty ? state.head : state.selection.upperBound
        guard let found = state.storage.range(of: state.find.query, from: from) else {
            state.find.status = "not found"
            node?.setNeedsUpdate()
            return
        }
        state.find.status = ""
        state.anchor = found.lowerBound
        move(to: found.upperBound, extending: true)
    }

    /// Replaces the selection when it is a match, then selects the next match.
    package func replaceCurrent() {
        guard let state = stateForFind(), !state.find.query.isEmpty else { return }
        if state.storage.string(in: state.selection) == state.find.query {
            apply(state.selection, with: state.find.replacement, kind: .other, in: state)
        }
        findNext()
    }

    /// Replaces every match, as one undo step.
    package func replaceAll() {
        guard let state = stateForFind(), !state.find.query.isEmpty else { return }
        let matches = state.storage.ranges(of: state.find.query)
        guard !matches.isEmpty else {
            state.find.status = "not found"
            return
        }
        let caretBefore = state.head
        // The caret stays on the same text: it moves by the change in length of every match
        // before it, and one inside a match goes to the end of its replacement.
        let change = state.find.replacement.utf8.count - state.find.query.utf8.count
        var caretAfter = caretBefore
        for match in matches where match.lowerBound < caretBefore {
            caretAfter += match.upperBound <= caretBefore ? change : match.upperBound + change - caretBefore
        }
        // From the last, so that the offsets of the ones before stay right; the first record
        // starts the step and the others join it.
        for (index, match) in matches.reversed().enumerated() {
            let record = state.storage.replace(match, with: state.find.replacement)
            if index == 0 {
                recordForUndo(record, kind: .other, caretBefore: caretBefore, caretAfter: caretAfter, in: state)
            } else {
                state.undo.amendLastStep(record)
            }
        }
        state.anchor = min(caretAfter, state.storage.count)
        state.head = state.anchor
        didEdit(state)
        state.find.status = "\(matches.count) replaced"
    }
}
