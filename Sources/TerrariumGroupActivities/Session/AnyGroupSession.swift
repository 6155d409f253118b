/// A group session of any activity.
///
/// ```swift
/// let any = session.eraseToAnyGroupSession()
/// let messenger = GroupSessionMessenger(session: any)
/// ```
///
/// Two values are equal when they are the same session.
public struct AnyGroupSession: Sendable, Identifiable, Hashable {
    /// Where a session is in its life.
    public typealias State = GroupSessionState

    package let client: GroupSessionClient

    package init(client: GroupSessionClient) {
        self.client = client
    }

    /// The session's name.
    public var id: String { client.name }

    /// The activity's identifier.
    public var activityIdentifier: String { client.activityIdentifier }

    /// This participant.
    public var localParticipant: Participant { client.localParticipant }

    /// The state now.
    public var state: State { client.state }

    /// Everyone in the session, including those reconnecting.
    public var participants: Set<Participant> { client.participants.value }

    /// Those connected now.
    public var activeParticipants: Set<Participant> { client.activeParticipants.value }

    /// The state now and every change.
    public var states: GroupSessionUpdates<State> { GroupSessionUpdates(client.states) }

    /// The participants now and every change.
    public var participantUpdates: GroupSessionUpdates<Set<Participant>> { GroupSessionUpdates(client.participants) }

    /// The connected participants now and every change.
    public var activeParticipantUpdates: GroupSessionUpdates<Set<Participant>> {
        GroupSessionUpdates(client.activeParticipants)
    }

    /// The session's shared values.
    public var store: GroupSessionStore { GroupSessionStore(client: client) }

    /// Leaves the session: the hub forgets this participant at once.
    public func leave() {
        client.leave()
    }

    /// Whether both are the same session.
    public static func == (lhs: AnyGroupSession, rhs: AnyGroupSession) -> Bool {
        lhs.client === rhs.client
    }

    /// Hashes the session's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(client))
    }
}
