import TerrariumCore
import TerrariumDocuments

/// Counts a document's changes from its undo manager, as `UIDocument` does from the undo
/// manager's notifications: a step recorded is a change done, an undo or redo moves back or
/// forward, so undoing back to the saved text makes the document clean again.
///
/// A write that records no step (a view changing the document's value without undo) still makes
/// a clean document dirty. A control's write may come a turn after its step (bindings are written
/// between frames), so a write while dirty is taken to belong to the step already counted.
@MainActor
final class DocumentChangeTracker {
    /// The document's undo manager, given to the views that edit it.
    let undoManager = UndoManager()
    /// The document followed.
    private(set) weak var document: Document?
    /// Counts what the undo manager reported, so a write can tell whether a step came with it.
    private var reports = 0

    /// Follows `document`, making ``undoManager`` its undo manager.
    func attach(_ document: Document) {
        guard document !== self.document else { return }
        self.document = document
        undoManager.removeAllActions()
        document.undoManager = undoManager
        undoManager.changeHandler = { [weak self] change in self?.apply(change) }
    }

    private func apply(_ change: UndoManagerChange) {
        reports += 1
        switch change {
        case .recorded: document?.updateChangeCount(.done)
        case .undone: document?.updateChangeCount(.undone)
        case .redone: document?.updateChangeCount(.redone)
        case .extended: document?.noteEditWithinVersion()
        }
    }

    /// Notes that the document's contents were written: a clean document becomes dirty unless
    /// the undo manager reports a step for the write by the end of this turn of the main actor.
    func noteWrite() {
        guard let document, !undoManager.isUndoing, !undoManager.isRedoing, !document.hasUnsavedChanges else {
            return
        }
        let seen = reports
        Task { @MainActor [weak self] in
            guard let self, let document = self.document, reports == seen, !document.hasUnsavedChanges else { return }
            document.updateChangeCount(.done)
        }
    }
}
