import Synchronization
import TerrariumCore
import TerrariumTerminal

/// Carries terminal events from the input thread to the main actor, and wake-ups from anything
/// that changed state, so the run loop waits without holding the main actor.
final class EventQueue: Sendable {
    private struct State {
        var events: [TerminalEvent] = []
        var woken = false
        var waiter: CheckedContinuation<[TerminalEvent], Never>?
        /// Who waits for the run loop to wait with nothing to do.
        var idleWatchers: [CheckedContinuation<Void, Never>] = []
        /// Whether the run loop has ended, so it will wait no more.
        var isFinished = false
    }

    private let state = Mutex(State())
    private let clock: any RunLoopClock

    /// A queue whose waits time out on `clock`.
    init(clock: any RunLoopClock = ContinuousRunLoopClock()) {
        self.clock = clock
    }

    /// Adds events from the input thread.
    func push(_ events: [TerminalEvent]) {
        let waiter = state.withLock { state in
            state.events += events
            return take(&state)
        }
        resume(waiter)
    }

    /// Ends a wait without events: state changed and a frame is due.
    func wake() {
        let waiter = state.withLock { state in
            state.woken = true
            return take(&state)
        }
        resume(waiter)
    }

    /// Forgets a wake-up that came before a frame began: that frame shows what it asked for.
    func settleWakeUp() {
        state.withLock { $0.woken = false }
    }

    /// Waits for events or a wake-up, at most `timeout` when given; returns the events.
    func next(timeout: Duration?) async -> [TerminalEvent] {
        // The deadline is taken now, not when a timer task first runs, so that time moved by hand
        // between the two cannot put it off.
        let timer = timeout.map { clock.schedule(at: clock.now + $0) { [weak self] in self?.wake() } }
        defer { timer?.cancel() }
        return await withCheckedContinuation { continuation in
            let (ready, watchers) = state.withLock { state -> ([TerminalEvent]?, [CheckedContinuation<Void, Never>]) in
                guard state.events.isEmpty, !state.woken else {
                    let events = state.events
                    state.events.removeAll()
                    state.woken = false
                    return (events, [])
                }
                state.waiter = continuation
                defer { state.idleWatchers.removeAll() }
                return (nil, state.idleWatchers)
            }
            if let ready { continuation.resume(returning: ready) }
            for watcher in watchers { watcher.resume() }
        }
    }

    /// Returns once the run loop waits with no event or wake-up left to take, or has ended.
    func untilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state in
                guard state.waiter == nil, !state.isFinished else { return true }
                state.idleWatchers.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    /// Notes that the run loop has ended, letting go of whoever waits for it to be idle.
    func finish() {
        let watchers = state.withLock { state in
            state.isFinished = true
            defer { state.idleWatchers.removeAll() }
            return state.idleWatchers
        }
        for watcher in watchers { watcher.resume() }
    }

    /// Hands the pending events to a waiter, if one waits.
    private func take(_ state: inout State) -> (CheckedContinuation<[TerminalEvent], Never>, [TerminalEvent])? {
        guard let waiter = state.waiter else { return nil }
        state.waiter = nil
        let events = state.events
        state.events.removeAll()
        state.woken = false
        return (waiter, events)
    }

    private func resume(_ waiter: (CheckedContinuation<[TerminalEvent], Never>, [TerminalEvent])?) {
        guard let (continuation, events) = waiter else { return }
        continuation.resume(returning: events)
    }
}
