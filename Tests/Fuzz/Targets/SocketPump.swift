import Foundation
import TerrariumGroupActivities

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fuzz harness's side of socket pairs: writes what it has to send while reading whatever
/// comes back, so neither side can block the other on a full socket buffer.
final class SocketPump {
    final class Connection {
        let fd: Int32
        var outgoing: [UInt8] = []
        var decoder = FrameDecoder()
        var frames: [Frame] = []
        /// The kinds of every frame received, up to a bound.
        var kinds: [FrameKind] = []
        /// The highest acknowledgement the other side sent.
        var acknowledged: UInt64 = 0
        /// Whether a message tagged ``SocketPump/sentinelTag`` arrived.
        var sawSentinel = false
        var closed = false
        var shutDown = false

        init(_ fd: Int32) {
            self.fd = fd
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        }

        deinit { close(fd) }

        func send(_ bytes: Data) { outgoing += bytes }

        /// Frames received and decoded; a stream that stops decoding keeps what came before.
        func receive(_ bytes: UnsafeRawBufferPointer) {
            decoder.append(bytes)
            while let frame = try? decoder.next() {
                // Kept only while small: the probe looks for its welcome among the first.
                if frames.count < 64 { frames.append(frame) }
                if kinds.count < 4096 { kinds.append(frame.kind) }
                acknowledged = max(acknowledged, frame.acknowledgement)
                if frame.kind == .message, frame.body.range(of: SocketPump.sentinelTag) != nil { sawSentinel = true }
            }
        }
    }

    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    /// The tag of the message a harness sends after an input's frames: once another participant
    /// receives it, the hub has handled every frame before it.
    static let sentinelTag = Data("terrarium.fuzz.sentinel".utf8)

    /// Moves bytes until every connection has written all it had and `done` holds, or
    /// `deadline` passes; returns whether `done` held.
    @discardableResult
    func run(
        _ connections: [Connection], until deadline: ContinuousClock.Instant, done: () -> Bool = { true }
    ) -> Bool {
        while ContinuousClock.now < deadline {
            let writing = connections.contains { !$0.closed && !$0.outgoing.isEmpty }
            if !writing, done() { return true }
            var entries = connections.map { connection in
                var events = Int16(0)
                if !connection.closed {
                    events |= Int16(POLLIN)
                    if !connection.outgoing.isEmpty { events |= Int16(POLLOUT) }
                }
                return pollfd(fd: connection.fd, events: events, revents: 0)
            }
            guard poll(&entries, nfds_t(entries.count), 20) >= 0 || errno == EINTR else { return false }
            for (index, entry) in entries.enumerated() where entry.revents != 0 {
                let connection = connections[index]
                if entry.revents & Int16(POLLOUT) != 0 { write(connection) }
                if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(connection) }
            }
            if !writing, connections.allSatisfy({ $0.closed || $0.outgoing.isEmpty }), done() { return true }
        }
        return done()
    }

    private func write(_ connection: Connection) {
        let written = connection.outgoing.withUnsafeBytes { raw in
            #if canImport(Glibc)
                Glibc.send(connection.fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
            #else
                Darwin.write(connection.fd, raw.baseAddress, raw.count)
            #endif
        }
        if written > 0 {
            connection.outgoing.removeFirst(written)
        } else if written < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
            connection.outgoing = []
        }
    }

    private func read(_ connection: Connection) {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.withUnsafeBytes { connection.receive(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                continue
            }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                connection.closed = true
                connection.outgoing = []
            }
            return
        }
    }

    /// Tells the other side that nothing more comes from `connection`.
    func finishWriting(_ connection: Connection) {
        guard !connection.shutDown else { return }
        connection.shutDown = true
        shutdown(connection.fd, Int32(SHUT_WR))
    }
}

/// Stops the process as a crash would, with the reason libFuzzer and the tests print.
func fuzzInvariantBroken(_ what: String) -> Never {
    fatalError("fuzz invariant broken: \(what)")
}
