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
    }

    private let state = Mutex(State())

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
        let timer = timeout.map { interval in
            Task { [weak self] in
                // A cancelled timer must not wake the next wait.
                guard (try? await Task.sleep(for: interval)) != nil else { return }
                self?.wake()
            }
        }
        defer { timer?.cancel() }
        return await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> [TerminalEvent]? in
                guard state.events.isEmpty, !state.woken else {
                    let events = state.events
                    state.events.removeAll()
                    state.woken = false
                    return events
                }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
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
