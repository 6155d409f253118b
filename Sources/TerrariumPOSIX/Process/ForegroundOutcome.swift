/// How a program run in the foreground with the terminal handed to it ended.
public enum ForegroundOutcome: Hashable, Sendable {
    /// It exited on its own with this status.
    case exited(status: Int32)
    /// This signal ended it.
    case signaled(Int32)
    /// It never ran; the reason says why, as a sentence.
    case notRun(reason: String)

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(status: 0) }
}
