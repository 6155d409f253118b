/// The run loop's time: what it is now, and wake-ups at a deadline, for frame pacing, animation
/// and the frame figures.
///
/// The run loop reads time only here, so a test can stand it still and move it by hand.
package protocol RunLoopClock: Sendable {
    /// The time now.
    var now: ContinuousClock.Instant { get }

    /// Runs `action` once at `deadline`, at once when it has passed, unless the returned timer is
    /// cancelled first.
    func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void) -> RunLoopTimer
}

/// A wake-up a ``RunLoopClock`` scheduled, which cancelling keeps from running.
package struct RunLoopTimer: Sendable {
    private let cancelAction: @Sendable () -> Void

    /// A timer that `cancel` calls off.
    package init(cancel: @escaping @Sendable () -> Void) {
        cancelAction = cancel
    }

    /// Keeps the action from running, if it has not run yet.
    package func cancel() {
        cancelAction()
    }
}
