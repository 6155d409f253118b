/// The edits one undo reverts together, such as a run of typing.
///
/// A step is a class so that an undo manager's registration can point at it while a typing
/// run goes on adding to it; contiguous edits are folded into one record as they arrive.
public final class TextUndoStep {
    /// The edits, oldest first; reverting goes from the last.
    public private(set) var edits: [TextEdit]
    /// Where the caret was before the first edit, where reverting puts it back.
    public var caretBefore: Int?
    /// Where the caret was after the last edit, where redoing puts it.
    public var caretAfter: Int?

    /// Creates a step of `edits`, oldest first.
    public init(_ edits: [TextEdit] = []) {
        self.edits = []
        for edit in edits { append(edit) }
    }

    /// Adds `edit`, made after the others, folding it into the last record when they are one
    /// contiguous change.
    public func append(_ edit: TextEdit) {
        if var last = edits.last, last.absorb(edit) {
            if last.insertedCount == 0 && last.replaced.isEmpty {
                edits.removeLast()
            } else {
                edits[edits.count - 1] = last
            }
            return
        }
        edits.append(edit)
    }

    /// Whether the step changes nothing.
    public var isEmpty: Bool { edits.isEmpty }

    /// Reverts the edits in `storage`, newest first; returns the step that redoes them.
    @discardableResult
    public func revert(in storage: TextStorage) -> TextUndoStep {
        let redo = TextUndoStep()
        for edit in edits.reversed() { redo.edits.append(storage.revert(edit)) }
        redo.caretBefore = caretAfter
        redo.caretAfter = caretBefore
        return redo
    }

    /// The bytes the step keeps in memory: the object, its array and each record.
    public var byteCount: Int {
        // An object header of 16 bytes and an array header of 32.
        16 + MemoryLayout<[TextEdit]>.stride + 32 + (edits.capacity - edits.count) * MemoryLayout<TextEdit>.stride
            + edits.reduce(0) { $0 + $1.byteCount }
    }
}
