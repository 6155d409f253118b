/// One change to a ``TextStorage`` as undo keeps it: where it happened, how many bytes it
/// inserted and the text it replaced, never a copy of the document.
///
/// Reverting an edit replaces the `insertedCount` bytes at `offset` with `replaced`, and gives
/// the edit that redoes it, so the inserted text is read back from the storage rather than kept.
public struct TextEdit: Hashable, Sendable {
    /// The UTF-8 offset where the change starts.
    public var offset: Int
    /// The number of UTF-8 bytes the change inserted at `offset`.
    public var insertedCount: Int
    /// The text the change replaced.
    public var replaced: String

    /// Creates a record of a change at `offset` that inserted `insertedCount` bytes over `replaced`.
    public init(offset: Int, insertedCount: Int, replaced: String) {
        self.offset = offset
        self.insertedCount = insertedCount
        self.replaced = replaced
    }

    /// The range the inserted text occupies after the change.
    public var insertedRange: Range<Int> { offset..<(offset + insertedCount) }

    /// The bytes this record keeps in memory: its own size, and the replaced text's storage
    /// when it is too long to be kept inside the string (15 bytes on 64-bit platforms).
    public var byteCount: Int {
        let length = replaced.utf8.count
        // A heap string has a header of 32 bytes and a terminating NUL.
        return MemoryLayout<TextEdit>.stride + (length > 15 ? length + 33 : 0)
    }

    /// Folds `next`, made right after this change, into it when the two make one contiguous
    /// change (typing on, backspacing or deleting forward); returns whether it did.
    ///
    /// Both records then revert as one, to the text before this change.
    mutating func absorb(_ next: TextEdit) -> Bool {
        let nextReplacedCount = next.replaced.utf8.count
        if next.replaced.isEmpty, next.offset == offset + insertedCount {
            // Typing on after the inserted text.
            insertedCount += next.insertedCount
            return true
        }
        guard next.insertedCount == 0 else { return false }
        if next.offset >= offset, next.offset + nextReplacedCount == offset + insertedCount {
            // Backspacing over text this change inserted.
            insertedCount -= nextReplacedCount
            return true
        }
        guard insertedCount == 0 else { return false }
        if next.offset + nextReplacedCount == offset {
            // Backspacing on before what was deleted.
            offset = next.offset
            replaced = next.replaced + replaced
            return true
        }
        if next.offset == offset {
            // Deleting forward on.
            replaced += next.replaced
            return true
        }
        return false
    }
}
