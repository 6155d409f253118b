#if canImport(Darwin)
    @_exported public import class Foundation.UndoManager
#else
    /// Records changes so they can be undone and redone, with the API of Foundation's
    /// `UndoManager`, which Foundation does not provide on Linux.
    ///
    /// ```swift
    /// func rename(_ plant: Plant, to name: String) {
    ///     let old = plant.name
    ///     undoManager?.registerUndo(withTarget: plant) { $0.name = old }
    ///     undoManager?.setActionName("Rename")
    ///     plant.name = name
    /// }
    /// ```
    ///
    /// Registrations made while undoing go on the redo stack and the other way round; explicit
    /// groups (`beginUndoGrouping`/`endUndoGrouping`) undo as one step, and every registration
    /// outside a group is a step of its own.
    @MainActor
    public final class UndoManager {
        private struct Group {
            var actions: [() -> Void] = []
            var name = ""
        }

        private var undoStack: [Group] = []
        private var redoStack: [Group] = []
        private var openGroups: [Group] = []

        /// Whether an undo is being performed.
        public private(set) var isUndoing = false
        /// Whether a redo is being performed.
        public private(set) var isRedoing = false
        /// The most undo steps kept; 0 means no limit.
        public var levelsOfUndo = 0 {
            didSet { trim() }
        }

        /// Told after a step is recorded, undone or redone; how a document counts its changes.
        package var changeHandler: (@MainActor (UndoManagerChange) -> Void)?
        /// Moves on each ``breakUndoCoalescing()``; a run of typing joins its step only while
        /// this stays what it was when the step began.
        package private(set) var coalescingBarrier = 0

        /// Creates an empty undo manager.
        public init() {}

        /// Makes the next edit start a step of its own rather than join the run of typing
        /// before it, as a save does.
        public func breakUndoCoalescing() {
            coalescingBarrier &+= 1
        }

        /// Writes of edits text controls have not given their bindings yet, by control; see
        /// ``commitEditing()``.
        package var pendingEdits: [ObjectIdentifier: @MainActor () -> Void] = [:]

        /// Has the text controls that edit with this undo manager write the edits their bindings
        /// do not hold yet, as a document does before it takes its contents to save.
        public func commitEditing() {
            let pending = pendingEdits
            pendingEdits = [:]
            for commit in pending.values { commit() }
        }

        /// Tells the change handler the last step took in one more edit, as a run of typing does.
        package func noteCoalescedEdit() {
            changeHandler?(.extended)
        }

        /// Nothing: recording a step tells the change handler itself.
        package func noteRecordedStep() {}

        /// Whether there is a step to undo.
        public var canUndo: Bool { !undoStack.isEmpty }
        /// Whether there is a step to redo.
        public var canRedo: Bool { !redoStack.isEmpty }
        /// The number of open explicit groups.
        public var groupingLevel: Int { openGroups.count }
        /// The name of the step ``undo()`` would undo.
        public var undoActionName: String { undoStack.last?.name ?? "" }
        /// The name of the step ``redo()`` would redo.
        public var redoActionName: String { redoStack.last?.name ?? "" }

        /// Records `handler`, called with `target` to undo a change.
        public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
            let action = { [weak target] in
                guard let target else { return }
                handler(target)
            }
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].actions.append(action)
            } else if isUndoing || isRedoing, let index = currentStepIndex {
                // An undo registers the redo step (and a redo the undo step) as one group.
                appendToStep(at: index, action)
            } else {
                push(Group(actions: [action]))
            }
        }

        /// Names the step being recorded, for menus such as "Undo Rename".
        public func setActionName(_ name: String) {
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].name = name
            } else if isUndoing, !redoStack.isEmpty {
                redoStack[redoStack.count - 1].name = name
            } else if !undoStack.isEmpty {
                undoStack[undoStack.count - 1].name = name
            }
        }

        /// Starts a group of changes that undo as one step.
        public func beginUndoGrouping() {
            openGroups.append(Group())
        }

        /// Ends the innermost group; its changes join the enclosing group or become one step.
        public func endUndoGrouping() {
            guard let group = openGroups.popLast(), !group.actions.isEmpty else { return }
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].actions += group.actions
                if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
            } else {
                push(group)
            }
        }

        /// Undoes the last step, recording its reversal for ``redo()``.
        public func undo() {
            while !openGroups.isEmpty { endUndoGrouping() }
            replayLastStep(of: \.undoStack, recordingInto: \.redoStack, while: \.isUndoing, then: .undone)
        }

        /// Redoes the last undone step.
        public func redo() {
            replayLastStep(of: \.redoStack, recordingInto: \.undoStack, while: \.isRedoing, then: .redone)
        }

        /// Runs the last step of `source` backwards with `flag` set, so what its actions register
        /// becomes a step of `target` under the same name (none if they register nothing); then
        /// tells `change`.
        private func replayLastStep(
            of source: ReferenceWritableKeyPath<UndoManager, [Group]>,
            recordingInto target: ReferenceWritableKeyPath<UndoManager, [Group]>,
            while flag: ReferenceWritableKeyPath<UndoManager, Bool>, then change: UndoManagerChange
        ) {
            guard let group = self[keyPath: source].popLast() else { return }
            self[keyPath: flag] = true
            self[keyPath: target].append(Group(name: group.name))
            for action in group.actions.reversed() { action() }
            if self[keyPath: target].last?.actions.isEmpty == true { self[keyPath: target].removeLast() }
            self[keyPath: flag] = false
            changeHandler?(change)
        }

        /// Forgets every step.
        public func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            openGroups.removeAll()
        }

        private var currentStepIndex: Int? {
            isUndoing ? redoStack.indices.last : undoStack.indices.last
        }

        private func appendToStep(at index: Int, _ action: @escaping () -> Void) {
            if isUndoing { redoStack[index].actions.append(action) } else { undoStack[index].actions.append(action) }
        }

        private func push(_ group: Group) {
            undoStack.append(group)
            redoStack.removeAll()
            trim()
            changeHandler?(.recorded)
        }

        private func trim() {
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
                undoStack.removeFirst(undoStack.count - levelsOfUndo)
            }
        }
    }
#endif
