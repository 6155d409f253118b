#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stream sockets at a path in the file system, close-on-exec.
public enum UnixSocket {
    /// A stream socket connected to the socket at `path`.
    ///
    /// Fails with `ENAMETOOLONG` when the path does not fit a socket address.
    public static func connect(to path: String) -> Result<Int32, SystemError> {
        let fd = makeSocket()
        guard fd >= 0 else { return .failure(SystemError("socket")) }
        let result = withAddress(path) { address, length in
            retryingOnInterrupt { systemConnect(fd, address, length) }
        }
        guard result == 0 else {
            let error = SystemError("connect")
            close(fd)
            return .failure(error)
        }
        return .success(fd)
    }

    /// A socket listening at `path`, created with mode 0600 whatever the umask.
    public static func listen(at path: String, backlog: Int32 = 64) -> Result<Int32, SystemError> {
        let fd = makeSocket()
        guard fd >= 0 else { return .failure(SystemError("socket")) }
        // The umask makes the socket private from the moment it exists; chmod repeats it for
        // systems that ignore the umask for sockets.
        let previous = umask(0o177)
        let result = withAddress(path) { address, length in bind(fd, address, length) }
        let bindError = SystemError("bind")
        umask(previous)
        guard result == 0 else {
            close(fd)
            return .failure(bindError)
        }
        chmod(path, 0o600)
        guard systemListen(fd, backlog) == 0 else {
            let error = SystemError("listen")
            close(fd)
            return .failure(error)
        }
        return .success(fd)
    }

    /// A new Unix stream socket, close-on-exec; -1 with `errno` set when there is none.
    private static func makeSocket() -> Int32 {
        #if canImport(Glibc)
            return socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let fd = socket(AF_UNIX, SOCK_STREAM, 0)
            if fd >= 0 { Descriptors.setCloseOnExec(fd) }
            return fd
        #endif
    }

    /// Calls `body` with the address of `path`; -1 with `errno` `ENAMETOOLONG` when it does not fit.
    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
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

/// `connect(2)`, which ``UnixSocket/connect(to:)`` hides.
private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}

/// `listen(2)`, which ``UnixSocket/listen(at:backlog:)`` hides.
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    listen(fd, backlog)
}
