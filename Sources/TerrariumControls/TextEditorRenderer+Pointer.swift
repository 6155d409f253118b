import TerrariumCore
import TerrariumTerminal
import TerrariumText

extension TextEditorRenderer {
    /// A press puts the caret under the pointer (Shift extends the selection), a second and a
    /// third quick press select the word and the line, a drag extends the selection and the
    /// wheel scrolls by three rows.
    ///
    /// Presses are counted by the input router (`clickCount`), which sees every press, so a
    /// press elsewhere between two on one cell makes no double click.
    func handlePointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard let state = state else { return false }
        switch mouse.kind {
        case .press(.left):
            guard isEnabled else { return false }
            let offset = offset(at: mouse.location, in: state)
            switch clickCount {
            case 1:
                move(to: offset, extending: mouse.modifiers.contains(.shift))
            case 2:
                let word = state.storage.wordRange(at: offset)
                state.anchor = word.lowerBound
                move(to: word.upperBound, extending: true)
            default:
                let line = state.storage.line(containing: offset)
                state.anchor = state.storage.lineStart(line)
                let end = line + 1 < state.storage.lineCount ? state.storage.lineStart(line + 1) : state.storage.count
                move(to: end, extending: true)
            }
            return true
        case .drag(.left):
            guard isEnabled else { return false }
            // A drag past the top or bottom edge selects beyond it, and the text scrolls to follow.
            move(to: offset(at: mouse.location, in: state, beyondEdges: true), extending: true)
            return true
        case .release(.left):
            return true
        case .scroll(let direction):
            return scroll(direction, state: state)
        default:
            return false
        }
    }

    /// Scrolls by three rows, or four columns sideways when lines do not wrap.
    func scroll(_ direction: MouseEvent.ScrollDirection, state: TextEditorState) -> Bool {
        let layout = layout(for: state)
        switch direction {
        case .up, .down:
            let top = layout.row(containing: state.top)
            state.top = layout.row(top, movedBy: direction == .up ? -3 : 3).start
        case .left, .right:
            guard !wraps else { return false }
            state.scrollX = max(0, state.scrollX + (direction == .left ? -4 : 4))
        }
        node?.setNeedsUpdate()
        return true
    }

    /// The offset of the cluster drawn at `point`, in the editor's own coordinates: the end of
    /// the row for a point past it, the last row for a point below the text; with
    /// `beyondEdges`, a point above or below the rows shown reaches the rows there.
    func offset(at point: Point, in state: TextEditorState, beyondEdges: Bool = false) -> Int {
        let layout = layout(for: state)
        let rows = beyondEdges ? point.y : max(0, min(point.y, state.textSize.height - 1))
        let row = layout.row(layout.row(containing: state.top), movedBy: rows)
        let column = point.x - gutterWidth(for: state) + (wraps ? 0 : state.scrollX)
        return layout.offset(atColumn: max(0, column), in: row)
    }

    /// The columns line numbers take, with the space after them; 0 without line numbers.
    func gutterWidth(for state: TextEditorState) -> Int {
        showsLineNumbers ? String(state.storage.lineCount).count + 1 : 0
    }
}
