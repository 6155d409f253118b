/// A group session of any activity.
///
/// ```swift
/// let any = session.eraseToAnyGroupSession()
/// let messenger = GroupSessionMessenger(session: any)
/// ```
///
/// Two values are equal when they are the same session.
public struct AnyGroupSession: Sendable, Identifiable, Hashable, GroupSessionProtocol {
    /// Where a session is in its life.
    public typealias State = GroupSessionState
    /// What tells sessions apart: the session's name.
    public typealias ID = String

    package let client: GroupSessionClient

    package init(client: GroupSessionClient) {
        self.client = client
    }

    /// The activity's identifier.
    public var activityIdentifier: String { client.activityIdentifier }

    /// The session itself.
    public func eraseToAnyGroupSession() -> AnyGroupSession {
        self
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
