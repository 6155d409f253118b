import Foundation

/// A shared session of an activity: people join it from this machine or over SSH, and share
/// messages, values and attachments while anyone remains.
///
/// ```swift
/// let session = GroupSession(activity: Sketch(), name: "studio", participantName: "Ada")
/// try await session.join()               // starts the hub: Ada is the host
/// for await people in session.activeParticipantUpdates { print(people.map(\.name)) }
/// ```
///
/// A session lives in a small hub process, started by its host and ending with its last
/// participant. See `Docs/Sharing.md` for the protocol and the security model.
public final class GroupSession<Activity: GroupActivity>: Sendable, GroupSessionProtocol {
    /// Where a session is in its life.
    public typealias State = GroupSessionState

    package let client: GroupSessionClient
    private let localActivity: Activity

    /// A session to start or to join.
    ///
    /// With role `.host`, ``join()`` starts the hub, failing with
    /// ``GroupSessionError/sessionExists(_:)`` if a session of that name runs; with
    /// `.participant` or `.viewer` it joins one, failing with
    /// ``GroupSessionError/sessionNotFound(_:)`` if none runs.
    ///
    /// - Parameters:
    ///   - activity: The activity; joiners receive the host's.
    ///   - name: The session's name: 1 to 64 letters, digits, dots, dashes or underscores.
    ///   - role: What this participant may do.
    ///   - participantName: The name others see.
    ///   - endpoint: Where the hub is.
    ///   - options: Reconnection, limits and locations.
    public init(
        activity: Activity, name: String, role: ParticipantRole = .host, participantName: String,
        endpoint: GroupSessionEndpoint = .local, options: GroupSessionOptions = .init()
    ) {
        localActivity = activity
        client = GroupSessionClient(
            name: name, participant: Participant(name: participantName, role: role),
            activityIdentifier: Activity.activityIdentifier,
            hostActivity: role == .host ? try? JSONEncoder().encode(activity) : nil, endpoint: endpoint,
            options: options)
    }

    /// The activity: after joining, the host's as the hub holds it.
    public var activity: Activity {
        guard let data = client.activityData, let decoded = try? JSONDecoder().decode(Activity.self, from: data) else {
            return localActivity
        }
        return decoded
    }

    /// Starts or joins the session and waits until the shared state has arrived.
    ///
    /// - Throws: ``GroupSessionError``: the session exists or does not, the name is invalid,
    ///   the activity differs, or the hub cannot be reached.
    public func join() async throws {
        try await client.join()
    }

    /// Ends the session for everyone; the hub deletes everything and exits.
    ///
    /// - Throws: ``GroupSessionError/notPermitted(_:)`` unless this participant is the host.
    public func end() throws {
        try client.end()
    }

    /// The session without its activity type, for code that handles any session.
    public func eraseToAnyGroupSession() -> AnyGroupSession {
        AnyGroupSession(client: client)
    }

    /// Closes the connection as a network failure would, so the session reconnects.
    package func dropConnectionForTesting() {
        client.dropConnectionForTesting()
    }
}
