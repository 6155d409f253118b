/// The run loop's clock in a real app: the continuous clock, with wake-ups from sleeping tasks.
package struct ContinuousRunLoopClock: RunLoopClock {
    /// The clock.
    package init() {}

    /// The continuous clock's time now.
    package var now: ContinuousClock.Instant { .now }

    /// Sleeps in a task of its own until `deadline`, then runs `action`.
    package func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void)
        -> RunLoopTimer
    {
        let task = Task {
            // A cancelled timer must not act: it would wake a wait it was not set for.
            guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else { return }
            action()
        }
        return RunLoopTimer { task.cancel() }
    }
}
