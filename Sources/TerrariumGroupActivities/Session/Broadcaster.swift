import Synchronization

/// A current value and the streams that follow it: each new stream gets the value at once, then
/// every change, newest first if it falls behind.
package final class Broadcaster<Element: Sendable>: Sendable {
    private struct State {
        var value: Element
        var finished = false
        var subscribers: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
    }

    private let state: Mutex<State>
    private let unbounded: Bool
    private let initial = Mutex<(@Sendable () -> Element)?>(nil)

    /// A broadcaster starting at `value`.
    ///
    /// - Parameters:
    ///   - unbounded: Whether a stream keeps every value instead of only the newest, for values
    ///     that are changes rather than states.
    package init(_ value: Element, unbounded: Bool = false) {
        state = Mutex(State(value: value))
        self.unbounded = unbounded
    }

    /// Makes each new stream start with what `initial` returns instead of the current value.
    package func startStreams(with initial: @escaping @Sendable () -> Element) {
        self.initial.withLock { $0 = initial }
    }

    /// The current value.
    package var value: Element { state.withLock { $0.value } }

    /// Sets the value and yields it to every stream.
    package func send(_ value: Element) {
        let subscribers = state.withLock { state -> [AsyncStream<Element>.Continuation] in
            guard !state.finished else { return [] }
            state.value = value
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield(value) }
    }

    /// Changes the value in place and yields the result.
    package func update(_ change: (inout Element) -> Void) {
        let (value, subscribers) = state.withLock { state -> (Element, [AsyncStream<Element>.Continuation]) in
            change(&state.value)
            return (state.value, state.finished ? [] : Array(state.subscribers.values))
        }
        for subscriber in subscribers { subscriber.yield(value) }
    }

    /// Ends every stream; later subscribers get the last value and the end.
    package func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// A stream starting with the current value.
    package func subscribe() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Element.self, bufferingPolicy: unbounded ? .unbounded : .bufferingNewest(1))
        let first = initial.withLock { $0 }?()
        continuation.subscribe {
            state.withLock { state -> Int? in
                continuation.yield(first ?? state.value)
                guard !state.finished else { return nil }
                state.nextID += 1
                state.subscribers[state.nextID] = continuation
                return state.nextID
            }
        } unsubscribe: { [weak self] id in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }
}
