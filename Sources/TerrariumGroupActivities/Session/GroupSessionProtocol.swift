/// A group session of some activity: the name, participants, state and shared values that
/// ``GroupSession`` and ``AnyGroupSession`` both have.
///
/// Code that handles any session can take `some GroupSessionProtocol`, or the erased
/// ``AnyGroupSession`` to store it.
public protocol GroupSessionProtocol: Sendable {
    /// The session without its activity type, for code that handles any session.
    func eraseToAnyGroupSession() -> AnyGroupSession
}

extension GroupSessionProtocol {
    /// The connection every view of this session shares.
    private var connection: GroupSessionClient { eraseToAnyGroupSession().client }

    /// The session's name.
    public var id: String { connection.name }

    /// This participant.
    public var localParticipant: Participant { connection.localParticipant }

    /// The state now.
    public var state: GroupSessionState { connection.state }

    /// Everyone in the session, including those reconnecting.
    public var participants: Set<Participant> { connection.participants.value }

    /// Those connected now.
    public var activeParticipants: Set<Participant> { connection.activeParticipants.value }

    /// The state now and every change.
    public var states: GroupSessionUpdates<GroupSessionState> { GroupSessionUpdates(connection.states) }

    /// The participants now and every change.
    public var participantUpdates: GroupSessionUpdates<Set<Participant>> {
        GroupSessionUpdates(connection.participants)
    }

    /// The connected participants now and every change.
    public var activeParticipantUpdates: GroupSessionUpdates<Set<Participant>> {
        GroupSessionUpdates(connection.activeParticipants)
    }

    /// The session's shared values.
    public var store: GroupSessionStore { GroupSessionStore(client: connection) }

    /// Leaves the session: the hub forgets this participant at once.
    public func leave() {
        connection.leave()
    }
}
