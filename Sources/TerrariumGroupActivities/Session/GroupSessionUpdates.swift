/// A value of a session over time: each iteration starts with the current value, then yields
/// every change.
///
/// ```swift
/// for await state in session.states {
///     if case .invalidated(let reason) = state { print(reason) }
/// }
/// ```
///
/// A slow reader gets the latest value, not every intermediate one. The sequence finishes when
/// the session is invalidated or left.
public struct GroupSessionUpdates<Element: Sendable>: AsyncSequence, Sendable {
    /// The sequence's iterator.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.AsyncIterator

        /// The next value, or nil once the session is over.
        public mutating func next() async -> Element? {
            await base.next()
        }
    }

    private let subscribe: @Sendable () -> AsyncStream<Element>

    package init(_ broadcaster: Broadcaster<Element>) {
        subscribe = { broadcaster.subscribe() }
    }

    /// The values of `broadcaster`, transformed; each stream's values are mapped as they pass.
    package init<Source: Sendable>(
        _ broadcaster: Broadcaster<Source>, transform: @escaping @Sendable (Source) -> Element
    ) {
        subscribe = {
            let source = broadcaster.subscribe()
            let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(1))
            let task = Task {
                for await value in source { continuation.yield(transform(value)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
            return stream
        }
    }

    /// An iterator starting at the current value.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: subscribe().makeAsyncIterator())
    }
}
