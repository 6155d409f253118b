#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pipes, socket pairs and descriptor flags, every descriptor made close-on-exec.
///
/// A descriptor that is not close-on-exec leaks into every program any thread starts, and a
/// program that outlives its parent holding a pipe's write end keeps the reader waiting for an
/// end that never comes.
public enum Descriptors {
    /// A pipe, both ends close-on-exec: the read end, then the write end.
    public static func pipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard systemPipe(&fds) == 0 else { throw SystemError("pipe") }
        for fd in fds { setCloseOnExec(fd) }
        return (fds[0], fds[1])
    }

    /// A connected pair of Unix stream sockets, both close-on-exec; on Darwin a write to one whose
    /// peer is gone fails with `EPIPE` instead of raising SIGPIPE (on Linux, send with
    /// `MSG_NOSIGNAL` for that).
    public static func socketPair() throws(SystemError) -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        #if canImport(Glibc)
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else {
                throw SystemError("socketpair")
            }
        #else
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &fds) == 0 else { throw SystemError("socketpair") }
            for fd in fds {
                setCloseOnExec(fd)
                suppressBrokenPipeSignal(fd)
            }
        #endif
        return (fds[0], fds[1])
    }

    /// Makes `fd` close-on-exec, keeping its other descriptor flags.
    public static func setCloseOnExec(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFD)
        if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }

    /// Makes `fd` non-blocking (or blocking again), keeping its other status flags.
    public static func setNonBlocking(_ fd: Int32, _ nonBlocking: Bool = true) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK) }
    }

    /// Makes `fd` close-on-exec and non-blocking (unless `nonBlocking` is false), and on Darwin
    /// keeps a write to a socket whose peer is gone from raising SIGPIPE: a descriptor served by
    /// `poll`.
    public static func prepare(_ fd: Int32, nonBlocking: Bool = true) {
        setNonBlocking(fd, nonBlocking)
        setCloseOnExec(fd)
        suppressBrokenPipeSignal(fd)
    }

    /// On Darwin, sets `SO_NOSIGPIPE` on the socket `fd`; Linux has no such option.
    private static func suppressBrokenPipeSignal(_ fd: Int32) {
        #if canImport(Darwin)
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}

/// `pipe(2)`, which ``Descriptors/pipe()`` hides.
private func systemPipe(_ fds: inout [Int32]) -> Int32 {
    pipe(&fds)
}
