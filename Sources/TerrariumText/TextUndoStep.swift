/// The edits one undo reverts together, such as a run of typing.
///
/// A step is a class so that an undo manager's registration can point at it while a typing
/// run goes on adding to it; contiguous edits are folded into one record as they arrive. The
/// first record is kept in the object itself, so a step of one edit makes one allocation.
public final class TextUndoStep {
    private var first: TextEdit?
    private var rest: [TextEdit] = []
    /// Where the caret was before the first edit, where reverting puts it back.
    public var caretBefore = 0
    /// Where the caret was after the last edit, where redoing puts it.
    public var caretAfter = 0

    /// Creates a step of `edits`, oldest first.
    public init(_ edits: [TextEdit] = []) {
        for edit in edits { append(edit) }
    }

    /// The edits, oldest first; reverting goes from the last.
    public var edits: [TextEdit] { first.map { [$0] + rest } ?? [] }

    /// Adds `edit`, made after the others, folding it into the last record when they are one
    /// contiguous change.
    public func append(_ edit: TextEdit) {
        guard var last = rest.last ?? first else {
            first = edit
            return
        }
        guard last.absorb(edit) else {
            rest.append(edit)
            return
        }
        let vanished = last.insertedCount == 0 && last.replaced.isEmpty
        if rest.isEmpty {
            first = vanished ? nil : last
        } else if vanished {
            rest.removeLast()
        } else {
            rest[rest.count - 1] = last
        }
    }

    /// Whether the step changes nothing.
    public var isEmpty: Bool { first == nil }

    /// Whether `edit`, made to the text from outside after this step, lies entirely before the
    /// step's edits, so that ``follow(_:)`` can move them past it.
    public func liesAfter(_ edit: TextEdit) -> Bool {
        let end = edit.offset + edit.replaced.utf8.count
        guard let first else { return true }
        return first.offset >= end && rest.allSatisfy { $0.offset >= end }
    }

    /// Moves the edits by the change in length `edit` made before them all (see
    /// ``liesAfter(_:)``), and the carets with the text they were on.
    public func follow(_ edit: TextEdit) {
        let end = edit.offset + edit.replaced.utf8.count
        let delta = edit.insertedCount - edit.replaced.utf8.count
        first?.offset += delta
        for index in rest.indices { rest[index].offset += delta }
        func moved(_ caret: Int) -> Int {
            if caret >= end { return caret + delta }
            return caret > edit.offset ? edit.offset + edit.insertedCount : caret
        }
        caretBefore = moved(caretBefore)
        caretAfter = moved(caretAfter)
    }

    /// Reverts the edits in `storage`, newest first; returns the step that redoes them.
    @discardableResult
    public func revert(in storage: TextStorage) -> TextUndoStep {
        let redo = TextUndoStep()
        for edit in edits.reversed() {
            // The inverses are kept apart, never folded: they are already one record each.
            let inverse = storage.revert(edit)
            if redo.first == nil { redo.first = inverse } else { redo.rest.append(inverse) }
        }
        redo.caretBefore = caretAfter
        redo.caretAfter = caretBefore
        return redo
    }

    /// The bytes the step keeps in memory: the object with its first record, the array of the
    /// others when there are any, and the records' replaced text.
    public var byteCount: Int {
        // An object header of 16 bytes, then the stored properties.
        let object =
            16 + MemoryLayout<TextEdit?>.stride + MemoryLayout<[TextEdit]>.stride + 2 * MemoryLayout<Int>.stride
        // An array's storage has a header of 32 bytes.
        let array = rest.capacity == 0 ? 0 : 32 + rest.capacity * MemoryLayout<TextEdit>.stride
        let text =
            (first.map { $0.byteCount - MemoryLayout<TextEdit>.stride } ?? 0)
            + rest.reduce(0) { $0 + $1.byteCount - MemoryLayout<TextEdit>.stride }
        return object + array + text
    }
}
