public import Foundation

/// Sends values to the participants of a session and receives theirs.
///
/// ```swift
/// let messenger = GroupSessionMessenger(session: session)
/// try await messenger.send(Stroke(points: points))
/// for await (stroke, context) in messenger.messages(of: Stroke.self) { draw(stroke, by: context.source) }
/// ```
///
/// Reliable messages arrive exactly once, in the order each sender sent them, across
/// reconnections. Unreliable ones (pointer positions) may be dropped: only the latest matters.
public final class GroupSessionMessenger: Sendable {
    /// Whether messages are retransmitted until received.
    public enum DeliveryMode: Hashable, Sendable {
        /// Every message arrives, once, in order.
        case reliable
        /// Messages may be dropped when a connection is slow or down.
        case unreliable
    }

    /// Where a message came from.
    public struct MessageContext: Sendable {
        /// The participant that sent it.
        public let source: Participant
    }

    private let client: GroupSessionClient
    private let deliveryMode: DeliveryMode

    /// A messenger for `session`.
    public convenience init<Activity>(session: GroupSession<Activity>, deliveryMode: DeliveryMode = .reliable) {
        self.init(session: session.eraseToAnyGroupSession(), deliveryMode: deliveryMode)
    }

    /// A messenger for `session`.
    public init(session: AnyGroupSession, deliveryMode: DeliveryMode = .reliable) {
        client = session.client
        self.deliveryMode = deliveryMode
    }

    /// Sends `value`, as JSON, to `participants`.
    ///
    /// A reliable send waits while too much is unacknowledged (back-pressure).
    ///
    /// - Throws: ``GroupSessionError/notPermitted(_:)`` for a viewer; the session's end.
    public func send<Message: Encodable & Sendable>(_ value: Message, to participants: Participants = .all) async throws
    {
        let data = try JSONEncoder().encode(value)
        try await client.sendMessage(
            data, tag: String(reflecting: Message.self), to: participants, reliable: deliveryMode == .reliable)
    }

    /// Sends raw `data` to `participants`; receivers get it from `messages(of: Data.self)`.
    public func send(_ data: Data, to participants: Participants = .all) async throws {
        try await client.sendMessage(data, tag: Self.dataTag, to: participants, reliable: deliveryMode == .reliable)
    }

    /// The messages of `type` that arrive from now on, with their context.
    ///
    /// `Data.self` receives what ``send(_:to:)-(Data,_)`` sent.
    public func messages<Message: Decodable & Sendable>(of type: Message.Type) -> GroupSessionMessages<Message> {
        let tag = Message.self == Data.self ? Self.dataTag : String(reflecting: Message.self)
        return GroupSessionMessages(stream: client.messages(tagged: tag, reliable: deliveryMode == .reliable))
    }

    static let dataTag = "Data"
}
