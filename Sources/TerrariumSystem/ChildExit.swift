#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended, from its wait status, and the waits that reap it.
///
/// Children are waited for by process id only, never with `waitpid(-1)`, which would reap other
/// code's children.
public enum ChildExit: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal with this number ended it.
    case signaled(Int32)

    /// The end a raw `waitpid` status describes (one of a process that ended, not stopped).
    public init(waitStatus status: Int32) {
        self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }

    /// Waits until the child `pid` ends and reaps it, however many signals interrupt the wait.
    ///
    /// Throws when there is no such child (`ECHILD`: something else reaped it).
    @discardableResult
    public static func reap(_ pid: Int32) throws(SystemError) -> ChildExit {
        var status: Int32 = 0
        guard retryingOnInterrupt({ waitpid(pid, &status, 0) }) == pid else { throw SystemError("waitpid") }
        return ChildExit(waitStatus: status)
    }

    /// Reaps the child `pid` if it has ended; nil while it runs.
    ///
    /// Throws when there is no such child (`ECHILD`: something else reaped it).
    public static func reapIfEnded(_ pid: Int32) throws(SystemError) -> ChildExit? {
        var status: Int32 = 0
        let result = retryingOnInterrupt { waitpid(pid, &status, WNOHANG) }
        guard result >= 0 else { throw SystemError("waitpid") }
        return result == pid ? ChildExit(waitStatus: status) : nil
    }
}
