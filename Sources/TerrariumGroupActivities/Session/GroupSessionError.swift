import TerrariumTransfer

/// Why a session operation failed or a session ended.
///
/// Each description is a sentence fit to show on screen.
public enum GroupSessionError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No session of this name runs.
    case sessionNotFound(String)
    /// A host tried to start a session whose name is taken.
    case sessionExists(String)
    /// The name is not 1 to 64 letters, digits, dots, dashes or underscores, or starts with a dot.
    case invalidSessionName(String)
    /// The session runs another kind of activity.
    case activityMismatch(expected: String, found: String)
    /// The other side speaks another version of the protocol, or something else entirely.
    case protocolMismatch(String)
    /// The role does not allow it.
    case notPermitted(String)
    /// An attachment is over the size limit; refused before any byte was sent.
    case attachmentTooLarge(size: Int64, limit: Int64)
    /// The attachment is no longer in the session.
    case attachmentNotFound
    /// The connection was lost and not regained within the reconnection window.
    case connectionLost
    /// The host ended the session.
    case ended
    /// The hub closed this participant's connection.
    case disconnected(reason: String)
    /// The hub could not be started or reached.
    case hubUnavailable(String)
    /// This participant left the session.
    case left
    /// The runtime directory could let other users in.
    case unsafeRuntimeDirectory(String)
    /// A limit or quota of the session was reached; the text names it and its value.
    case limitExceeded(String)
    /// The session's hub stopped (it was told to, or it is gone): the session is over for everyone.
    case hubStopped(String)

    /// The reason as a sentence.
    public var description: String {
        switch self {
        case .sessionNotFound(let name): "There is no shared session named “\(name)”."
        case .sessionExists(let name): "A shared session named “\(name)” is already running."
        case .invalidSessionName(let name):
            "“\(name)” is not a valid session name: use 1 to 64 letters, digits, dots, dashes or underscores, not starting with a dot."
        case .activityMismatch(let expected, let found):
            "The session runs “\(expected)”, not “\(found)”."
        case .protocolMismatch(let detail): "The other side does not speak this sharing protocol: \(detail)."
        case .notPermitted(let detail): "Not permitted: \(detail)."
        case .attachmentTooLarge(let size, let limit):
            "The attachment is \(ByteCount.text(size)), over the \(ByteCount.text(limit)) limit."
        case .attachmentNotFound: "The attachment is no longer in the session."
        case .connectionLost: "The connection to the shared session was lost."
        case .ended: "The host ended the shared session."
        case .disconnected(let reason): "Disconnected from the shared session: \(reason)."
        case .hubUnavailable(let detail): "The shared session could not be reached: \(detail)."
        case .left: "You left the shared session."
        case .unsafeRuntimeDirectory(let detail): "The session directory is not private: \(detail)."
        case .limitExceeded(let detail): "Over a limit of the shared session: \(detail)."
        case .hubStopped(let detail): "The shared session is over: its hub \(detail)."
        }
    }
}
