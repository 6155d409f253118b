import Foundation

/// What happened to an undo manager's steps: how a document counts its changes, as `UIDocument`
/// counts them from the undo manager's notifications.
package enum UndoManagerChange: Sendable {
    /// A new step was recorded.
    case recorded
    /// A step was undone.
    case undone
    /// A step was redone.
    case redone
    /// The last step took in one more edit, as a run of typing does.
    case extended
}

#if canImport(Darwin)
    /// What this module adds to Foundation's undo manager, which it cannot store in it.
    @MainActor
    private final class UndoManagerExtras {
        var coalescingBarrier = 0
        var observers: [any NSObjectProtocol] = []
        var changeHandler: (@MainActor (UndoManagerChange) -> Void)?
        var pendingEdits: [ObjectIdentifier: @MainActor () -> Void] = [:]
    }

    @MainActor private var undoManagerExtras: [ObjectIdentifier: UndoManagerExtras] = [:]

    extension UndoManager {
        private var extras: UndoManagerExtras {
            if let extras = undoManagerExtras[ObjectIdentifier(self)] { return extras }
            let extras = UndoManagerExtras()
            undoManagerExtras[ObjectIdentifier(self)] = extras
            return extras
        }

        /// Moves on each ``breakUndoCoalescing()``; a run of typing joins its step only while
        /// this stays what it was when the step began.
        package var coalescingBarrier: Int { extras.coalescingBarrier }

        /// Makes the next edit start a step of its own rather than join the run of typing
        /// before it, as a save does.
        public func breakUndoCoalescing() {
            extras.coalescingBarrier &+= 1
        }

        /// Writes of edits text controls have not given their bindings yet, by control; see
        /// ``commitEditing()``.
        package var pendingEdits: [ObjectIdentifier: @MainActor () -> Void] {
            get { extras.pendingEdits }
            set { extras.pendingEdits = newValue }
        }

        /// Has the text controls that edit with this undo manager write the edits their bindings
        /// do not hold yet, as a document does before it takes its contents to save.
        public func commitEditing() {
            let pending = extras.pendingEdits
            extras.pendingEdits = [:]
            for commit in pending.values { commit() }
        }

        /// Tells the change handler the last step took in one more edit, as a run of typing does.
        package func noteCoalescedEdit() {
            extras.changeHandler?(.extended)
        }

        /// Tells the change handler a text control recorded a step.
        ///
        /// Foundation's notice of a closed group comes only at the end of the run loop's turn and
        /// for nested groups too, so steps are counted where they are made instead.
        package func noteRecordedStep() {
            extras.changeHandler?(.recorded)
        }

        /// Told after a step is recorded (by ``noteRecordedStep()``), undone or redone (from
        /// Foundation's notifications, posted as the undo or redo runs).
        package var changeHandler: (@MainActor (UndoManagerChange) -> Void)? {
            get { extras.changeHandler }
            set {
                let extras = extras
                extras.changeHandler = newValue
                guard extras.observers.isEmpty, newValue != nil else { return }
                let center = NotificationCenter.default
                let names: [(Notification.Name, UndoManagerChange)] = [
                    (.NSUndoManagerDidUndoChange, .undone), (.NSUndoManagerDidRedoChange, .redone),
                ]
                for (name, change) in names {
                    extras.observers.append(
                        center.addObserver(forName: name, object: self, queue: nil) { _ in
                            MainActor.assumeIsolated { extras.changeHandler?(change) }
                        })
                }
            }
        }
    }
#endif
