/// An error from the terminal session.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system call failed with the given `errno`.
    case systemCall(String, Int32)
    /// The program needs an interactive terminal and does not have one; the reason says why.
    case notInteractive(reason: String)

    /// A message for the user.
    public var description: String {
        switch self {
        case .systemCall(let call, let code): "\(call) failed (errno \(code))"
        case .notInteractive(let reason): "an interactive terminal is required: \(reason)"
        }
    }
}
