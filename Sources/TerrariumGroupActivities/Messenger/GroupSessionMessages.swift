import Foundation

/// The messages of one type a messenger receives, each with where it came from.
///
/// Messages that do not decode as the type are skipped.
public struct GroupSessionMessages<Message: Decodable & Sendable>: AsyncSequence, Sendable {
    /// The sequence's iterator.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<(Data, Participant)>.AsyncIterator

        /// The next message, or nil once the session is over.
        public mutating func next() async -> (Message, GroupSessionMessenger.MessageContext)? {
            while let (data, source) = await base.next() {
                let context = GroupSessionMessenger.MessageContext(source: source)
                if Message.self == Data.self, let raw = data as? Message { return (raw, context) }
                if let message = try? JSONDecoder().decode(Message.self, from: data) { return (message, context) }
            }
            return nil
        }
    }

    private let stream: AsyncStream<(Data, Participant)>

    init(stream: AsyncStream<(Data, Participant)>) {
        self.stream = stream
    }

    /// An iterator over the messages.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator())
    }
}
