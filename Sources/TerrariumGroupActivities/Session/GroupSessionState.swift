/// Where a session is in its life.
///
/// A session starts `waiting`, is `joined` once the hub welcomed it and sent the shared state,
/// is `reconnecting` while its connection is down, and ends `invalidated` with the reason.
public enum GroupSessionState: Hashable, Sendable {
    /// Not joined yet.
    case waiting
    /// Connected and up to date.
    case joined
    /// The connection dropped; the session is trying to reconnect within its window.
    case reconnecting
    /// Over: left, ended, refused or lost, with the reason.
    case invalidated(reason: GroupSessionError)
}
