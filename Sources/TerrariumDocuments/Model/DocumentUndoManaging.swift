/// What a ``Document`` needs of an undo manager: to clear it when the contents are replaced by
/// another version (a reload, a restore), so no step undoes into contents that are gone.
///
/// A protocol rather than a type because Foundation has no `UndoManager` on Linux and this module
/// must not depend on the `Terrarium` module, whose `UndoManager` fills that gap: that type (and
/// Foundation's, on Apple platforms) has every member here, so the UI layer conforms it with an
/// empty extension.
@MainActor
public protocol DocumentUndoManaging: AnyObject {
    /// Whether there is a step to undo.
    var canUndo: Bool { get }
    /// Whether there is a step to redo.
    var canRedo: Bool { get }
    /// Undoes the last step.
    func undo()
    /// Redoes the last undone step.
    func redo()
    /// Forgets every step.
    func removeAllActions()
    /// Makes the next edit start a step of its own rather than join a run of typing: a save
    /// calls it as it takes the contents, so an edit typed after that counts as unsaved.
    func breakUndoCoalescing()
    /// Has the editors write edits they hold back from the document's value (a text editor of
    /// a large text writes its binding when typing pauses): the document calls it before it
    /// takes its contents, to save or to keep a recovery copy.
    func commitEditing()
}

extension DocumentUndoManaging {
    /// Does nothing: an undo manager that does not coalesce typing has nothing to break.
    public func breakUndoCoalescing() {}

    /// Does nothing: an undo manager no editor registers with holds no edits back.
    public func commitEditing() {}
}
