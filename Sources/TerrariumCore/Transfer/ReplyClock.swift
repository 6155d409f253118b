/// The time the clipboard gives a terminal to answer: the time now, and a wake-up at a deadline.
///
/// An app's clipboard reads its run loop's clock, so a test that stands the clock still decides
/// when an unanswered request times out, however long the machine keeps the test from running.
package struct ReplyClock: Sendable {
    /// The time now.
    package let now: @Sendable () -> ContinuousClock.Instant
    /// Runs an action once at a deadline, unless the returned cancel runs first.
    package let schedule: @Sendable (ContinuousClock.Instant, @escaping @Sendable () -> Void) -> @Sendable () -> Void

    /// A clock that reads `now` and wakes with `schedule`.
    package init(
        now: @escaping @Sendable () -> ContinuousClock.Instant,
        schedule: @escaping @Sendable (ContinuousClock.Instant, @escaping @Sendable () -> Void) -> @Sendable () -> Void
    ) {
        self.now = now
        self.schedule = schedule
    }

    /// The continuous clock, with wake-ups from sleeping tasks.
    package static let continuous = ReplyClock(
        now: { .now },
        schedule: { deadline, action in
            let task = Task {
                guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else { return }
                action()
            }
            return { task.cancel() }
        })
}
