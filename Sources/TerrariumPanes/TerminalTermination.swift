/// How the program in a terminal pane ended.
public enum TerminalTermination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal with this number ended it.
    case signaled(Int32)

    /// Whether it exited with status 0.
    public var isSuccess: Bool { self == .exited(0) }

    /// "exited with status 3", "ended by signal 9 (SIGKILL)".
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal):
            Self.signalNames[signal].map { "ended by signal \(signal) (\($0))" } ?? "ended by signal \(signal)"
        }
    }

    /// The names of the signals that commonly end a program; the numbers are the same on Linux
    /// and macOS.
    private static let signalNames: [Int32: String] = [
        1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 6: "SIGABRT", 8: "SIGFPE", 9: "SIGKILL",
        11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
    ]
}

/// Where the program in a terminal pane is in its life.
public enum TerminalProcessState: Hashable, Sendable {
    /// Not started yet: a pane starts its program when it is first drawn, at its size.
    case notStarted
    /// Running, with this process id.
    case running(processID: Int32)
    /// It ended.
    case terminated(TerminalTermination)
    /// It could not be started, for this reason.
    case failed(String)

    /// Whether the program is running.
    public var isRunning: Bool {
        if case .running = self { return true }
        return false
    }
}
