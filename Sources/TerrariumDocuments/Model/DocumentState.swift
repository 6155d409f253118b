/// What a ``Document`` can do now, as UIKit's `UIDocument.State`: empty (`.normal`) when it is
/// open and editable, and otherwise the reasons it is not.
public struct DocumentState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The state's bits.
    public let rawValue: Int

    /// Makes a state from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Open, editable, saved or saving as it should.
    public static let normal: DocumentState = []
    /// Not open: before ``Document/open()`` and after ``Document/close(discardingChanges:)``.
    public static let closed = DocumentState(rawValue: 1 << 0)
    /// The file changed on disk while there were unsaved edits, or was deleted; see ``Document/conflict``.
    ///
    /// Autosave waits until the conflict is resolved.
    public static let inConflict = DocumentState(rawValue: 1 << 1)
    /// The last save failed; ``Document/lastError`` says why.
    ///
    /// The edits are kept in memory.
    public static let savingError = DocumentState(rawValue: 1 << 2)
    /// The document must not be edited: another process holds the file, or it cannot be saved
    /// where it is; ``Document/editingDisabledReason`` says which.
    public static let editingDisabled = DocumentState(rawValue: 1 << 3)

    /// The names of the set states, as in `[inConflict, savingError]`.
    public var description: String {
        let names =
            [(Self.closed, "closed"), (.inConflict, "inConflict"), (.savingError, "savingError")]
            + [(Self.editingDisabled, "editingDisabled")]
        let set = names.filter { contains($0.0) }.map(\.1)
        return set.isEmpty ? "normal" : "[" + set.joined(separator: ", ") + "]"
    }
}
