public import Foundation

/// What a participant may do in a session.
///
/// The host starts the session and may end it; a participant sends, adds and sets values; a
/// viewer receives everything and can send, add or set nothing.
public enum ParticipantRole: String, Codable, Hashable, Sendable {
    /// Started the session; may end it for everyone.
    case host
    /// Takes part fully.
    case participant
    /// Only watches.
    case viewer

    /// Whether this role may send messages, add attachments and set values.
    package var canContribute: Bool { self != .viewer }
}

/// Someone in a session: an id that stays the same across reconnections, a name and a role.
public struct Participant: Hashable, Identifiable, Codable, Sendable {
    /// The participant's id, the same for its whole time in the session.
    public let id: UUID
    /// The name it joined with.
    public let name: String
    /// What it may do.
    public let role: ParticipantRole

    /// A participant with an id, a name and a role.
    public init(id: UUID = UUID(), name: String, role: ParticipantRole) {
        self.id = id
        self.name = name
        self.role = role
    }
}

/// Who a message is for.
public enum Participants: Sendable {
    /// Every other participant.
    case all
    /// Only these participants.
    case only(Set<Participant>)
    /// Every other participant except these.
    case allExcept(Set<Participant>)
}
