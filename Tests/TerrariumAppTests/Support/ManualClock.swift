import Synchronization
import TerrariumApp

/// A run loop clock that stands still until a test moves it, so tests never wait for wall time.
///
/// Wake-ups run when ``advance(by:)`` reaches their deadline, in the order of their deadlines, on
/// the caller's thread; one already due runs when it is scheduled.
final class ManualClock: RunLoopClock {
    private struct Wake {
        var deadline: ContinuousClock.Instant
        var action: @Sendable () -> Void
    }

    private struct State {
        var now: ContinuousClock.Instant
        var wakes: [Int: Wake] = [:]
        var nextID = 0
    }

    private let state: Mutex<State>
    /// When the clock was made, which tests measure from.
    let start: ContinuousClock.Instant

    /// A clock standing at `start`.
    init(start: ContinuousClock.Instant = .now) {
        self.start = start
        state = Mutex(State(now: start))
    }

    var now: ContinuousClock.Instant { state.withLock { $0.now } }

    /// How long since the clock was made.
    var elapsed: Duration { now - start }

    /// The deadlines of the wake-ups not run yet, soonest first.
    var pendingDeadlines: [ContinuousClock.Instant] {
        state.withLock { $0.wakes.values.map(\.deadline).sorted() }
    }

    func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void) -> RunLoopTimer {
        let id = state.withLock { state -> Int? in
            guard deadline > state.now else { return nil }
            state.nextID += 1
            state.wakes[state.nextID] = Wake(deadline: deadline, action: action)
            return state.nextID
        }
        guard let id else {
            action()
            return RunLoopTimer {}
        }
        return RunLoopTimer { [weak self] in
            _ = self?.state.withLock { $0.wakes.removeValue(forKey: id) }
        }
    }

    /// Moves the clock on by `duration`, running the wake-ups it reaches.
    func advance(by duration: Duration) {
        precondition(duration >= .zero, "a clock does not go back")
        let due = state.withLock { state -> [Wake] in
            state.now += duration
            let now = state.now
            let due = state.wakes.filter { $0.value.deadline <= now }
            for id in due.keys { state.wakes[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for wake in due { wake.action() }
    }
}
