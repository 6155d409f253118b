#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few system calls the transport needs, with `errno` turned into results.
package enum POSIX {
    /// Makes `fd` non-blocking and close-on-exec.
    package static func prepare(_ fd: Int32, nonBlocking: Bool = true) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 {
            _ = fcntl(fd, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
        }
        let descriptorFlags = fcntl(fd, F_GETFD)
        if descriptorFlags >= 0 { _ = fcntl(fd, F_SETFD, descriptorFlags | FD_CLOEXEC) }
        #if canImport(Darwin)
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A connected pair of Unix stream sockets.
    package static func socketPair() throws(GroupSessionError) -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let type = Int32(SOCK_STREAM.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { throw .hubUnavailable("no socket pair (\(errorText()))") }
        return (fds[0], fds[1])
    }

    /// A pipe: the read end, then the write end.
    package static func pipe() throws(GroupSessionError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard systemPipe(&fds) == 0 else { throw .hubUnavailable("no pipe (\(errorText()))") }
        return (fds[0], fds[1])
    }

    /// A stream socket connected to the Unix socket at `path`, or the `errno` of the failure.
    package static func connect(toUnixSocket path: String) -> Result<Int32, Errno> {
        let fd = socket(AF_UNIX, streamType, 0)
        guard fd >= 0 else { return .failure(Errno(errno)) }
        let result = withAddress(path) { address, length in
            var rc: Int32
            repeat { rc = systemConnect(fd, address, length) } while rc < 0 && errno == EINTR
            return rc
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            return .failure(Errno(code))
        }
        return .success(fd)
    }

    /// A socket listening at `path`, created with mode 0600 whatever the umask.
    package static func listen(onUnixSocket path: String) -> Result<Int32, Errno> {
        let fd = socket(AF_UNIX, streamType, 0)
        guard fd >= 0 else { return .failure(Errno(errno)) }
        // The umask makes the socket private from the moment it exists; chmod repeats it for
        // systems that ignore the umask for sockets.
        let previous = umask(0o177)
        let result = withAddress(path) { address, length in bind(fd, address, length) }
        let bindError = errno
        umask(previous)
        guard result == 0 else {
            close(fd)
            return .failure(Errno(bindError))
        }
        chmod(path, 0o600)
        guard systemListen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            return .failure(Errno(code))
        }
        return .success(fd)
    }

    /// The text of the current `errno`.
    package static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// An `errno` value.
    package struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
        package var code: Int32
        package init(_ code: Int32) { self.code = code }
        package var description: String { POSIX.errorText(code) }
    }

    private static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    private static func withAddress(
        _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}

private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    listen(fd, backlog)
}

private func systemPipe(_ fds: inout [Int32]) -> Int32 {
    pipe(&fds)
}
