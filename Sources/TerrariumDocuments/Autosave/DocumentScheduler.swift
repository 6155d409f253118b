/// The clock and timer a ``Document`` runs its autosave and recovery on, injected so tests move
/// time by hand instead of sleeping.
@MainActor
public protocol DocumentScheduler: AnyObject, Sendable {
    /// The time now, as a duration since any fixed origin; it never goes back.
    var now: Duration { get }
    /// Runs `action` on the main actor once `now` reaches `deadline`, unless cancelled first.
    func schedule(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction
}

/// An action a ``DocumentScheduler`` will run, which can be called off.
@MainActor
public final class ScheduledAction {
    private var cancelHandler: (() -> Void)?

    /// Makes an action that runs `cancelHandler` when cancelled.
    public init(cancel cancelHandler: @escaping () -> Void) {
        self.cancelHandler = cancelHandler
    }

    /// Calls the action off; a second call does nothing.
    public func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }
}

/// The real scheduler: the continuous clock (which keeps counting while the machine sleeps, so
/// "every 30 seconds" holds across a suspend) and a sleeping task on the main actor.
public final class SystemDocumentScheduler: DocumentScheduler {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// Makes a scheduler starting its count now.
    public init() { origin = clock.now }

    /// The time since this scheduler was made.
    public var now: Duration { clock.now - origin }

    /// Sleeps on the main actor until `deadline`, then runs `action`.
    public func schedule(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let instant = origin + deadline
        let task = Task { @MainActor in
            try? await Task.sleep(until: instant, clock: ContinuousClock())
            if !Task.isCancelled { action() }
        }
        return ScheduledAction { task.cancel() }
    }
}
