import TerrariumCore
import TerrariumText

/// Turns a text control's edits into undo steps of the environment's undo manager: a typing run
/// is one step, and each step keeps only its edits' ranges and replaced text.
///
/// Text fields and editors share it. The owner says how to revert a step (write the storage
/// back to its binding, move the caret); undoing registers the redo the same way.
///
/// Steps keep byte offsets, so the owner reports every change made to the text from outside:
/// one that lies entirely before the edits of every step moves them by its change in length
/// (``followOutsideEdit(_:)``), and any other, or another text altogether, makes the steps
/// registered so far stale (``invalidate()``): undoing one then changes nothing.
@MainActor
final class TextUndoRecorder {
    private var run = TypingRun()
    /// The step typing goes on adding to, while the run is open.
    private var openStep: TextUndoStep?
    /// The step recorded or added to last.
    private var lastStep: TextUndoStep?
    private weak var undoManager: UndoManager?
    /// The undo manager's coalescing barrier when the open step began.
    private var barrier = 0
    /// The steps registered, held weakly: the undo manager owns them.
    private var registered: [WeakStep] = []
    /// When the recorder was made, for pauses measured on the wall clock.
    private let started = ContinuousClock.now
    /// Reverts a step and returns the step that redoes it; `nil` when the control is gone or
    /// cannot edit.
    var revert: ((TextUndoStep) -> TextUndoStep?)?
    /// Takes in changes made to the text from outside and not seen yet, before a step is
    /// reverted, so that a change that makes it stale is known first.
    var catchUp: (() -> Void)?
    /// Counts the times the steps went stale; a step reverts only in the generation it was
    /// registered in.
    private var generation = 0

    /// Records `edit`, of `kind`, moving the caret from `caretBefore` to `caretAfter`: it joins
    /// the open typing run, or starts a step registered with `undoManager`.
    ///
    /// Pauses are measured on `clock` (which tests advance) and on the wall clock, whichever
    /// has moved more.
    func record(
        _ edit: TextEdit, kind: TypingRun.Kind, caretBefore: Int, caretAfter: Int, clock: FrameClock?,
        undoManager: UndoManager?
    ) {
        let wall = ContinuousClock.now - started
        let time = max(wall, clock?.now ?? .zero)
        if run.continues(kind, caretBefore: caretBefore, caretAfter: caretAfter, at: time), let openStep,
            undoManager === self.undoManager, undoManager?.coalescingBarrier ?? 0 == barrier
        {
            openStep.append(edit)
            openStep.caretAfter = caretAfter
            lastStep = openStep
            undoManager?.noteCoalescedEdit()
            return
        }
        let step = TextUndoStep([edit])
        step.caretBefore = caretBefore
        step.caretAfter = caretAfter
        openStep = kind == .other ? nil : step
        lastStep = step
        self.undoManager = undoManager
        barrier = undoManager?.coalescingBarrier ?? 0
        register(step)
        undoManager?.noteRecordedStep()
    }

    /// Adds `edit` to the step recorded last, as when a binding kept less than was written.
    func amendLastStep(_ edit: TextEdit) {
        lastStep?.append(edit)
    }

    /// Ends the typing run: the caret moved or focus left.
    func endRun() {
        run.end()
        openStep = nil
    }

    /// Makes every step registered so far stale, as when the text changed from outside in a way
    /// the steps cannot follow or the control was given another text.
    func invalidate() {
        generation &+= 1
        endRun()
    }

    /// Takes in `edit`, made to the text from outside: when it lies entirely before the edits of
    /// every live step, they move by its change in length and still undo; otherwise the steps go
    /// stale.
    func followOutsideEdit(_ edit: TextEdit) {
        let live = registered.lazy.filter { $0.generation == self.generation }.compactMap(\.step)
        guard live.allSatisfy({ $0.liesAfter(edit) }) else { return invalidate() }
        endRun()
        for step in live { step.follow(edit) }
    }

    /// The bytes the steps still held by the undo manager keep, records and all.
    var liveBytes: Int { registered.reduce(0) { $0 + ($1.step?.byteCount ?? 0) } }

    /// The number of steps still held by the undo manager.
    var liveSteps: Int { registered.reduce(0) { $0 + ($1.step == nil ? 0 : 1) } }

    private func register(_ step: TextUndoStep) {
        // Forgotten steps are swept out now and then, so the list follows the live ones.
        if registered.count >= 1024, registered.count.isMultiple(of: 1024) {
            registered.removeAll { $0.step == nil }
        }
        let generation = self.generation
        registered.append(WeakStep(step: step, generation: generation))
        undoManager?.registerUndo(withTarget: self) { recorder in
            recorder.endRun()
            recorder.catchUp?()
            // A stale step's offsets no longer name the text it changed.
            guard recorder.generation == generation, let redo = recorder.revert?(step) else { return }
            recorder.register(redo)
        }
    }
}

/// A step the recorder registered, without keeping it, and the generation it belongs to.
private struct WeakStep {
    weak var step: TextUndoStep?
    var generation: Int
}
