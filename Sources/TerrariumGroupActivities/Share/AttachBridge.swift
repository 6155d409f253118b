#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies standard input to a hub's socket and the socket to standard output until either
/// side ends: what runs at the far end of `ssh HOST terrarium-share attach NAME`.
///
/// It does not look into the bytes; the hub checks them as it checks any client's.
package enum AttachBridge {
    /// Bridges until the socket closes, or standard input ends and the hub has answered.
    package static func run(socket: Int32, input: Int32 = 0, output: Int32 = 1) {
        var buffer = [UInt8](repeating: 0, count: 256 << 10)
        var inputOpen = true
        while true {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            if inputOpen { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].revents != 0 {
                let count = read(socket, &buffer, buffer.count)
                if count <= 0 { break }
                guard writeAll(output, buffer, count) else { break }
            }
            if inputOpen, fds[1].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    // The client is gone: the hub sees the connection end and keeps the participant
                    // for its grace period.
                    inputOpen = false
                    shutdown(socket, Int32(SHUT_WR))
                    continue
                }
                guard writeAll(socket, buffer, count) else { break }
            }
        }
        close(socket)
    }

    private static func writeAll(_ fd: Int32, _ buffer: [UInt8], _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            let written = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
