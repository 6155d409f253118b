import Foundation
import Synchronization
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process a session lives in: one thread, one `poll` loop, every participant's
/// connection, the shared state and the attachment files.
///
/// `terrarium-share hub` runs one listening on the session's socket; tests run one on a thread
/// and hand it connections with ``adopt(_:)``. It returns from ``run()`` when the session is
/// over: ended by the host, left by the last participant, or a grace period after the last one
/// dropped. It then deletes the socket and every attachment.
package final class GroupSessionHub: Sendable {
    /// What a hub serves and how long it waits.
    package struct Configuration: Sendable {
        /// The session's name.
        package var name: String
        /// The folder of attachments, created 0700, deleted at the end.
        package var dataDirectory: String
        /// The socket to listen on and delete at the end, if any.
        package var socketPath: String?
        /// How long a dropped participant is kept, and how long the hub waits for its first.
        package var grace: Duration
        /// The largest attachment accepted.
        package var maximumAttachmentSize: Int64
        /// How long a new connection may take to say hello before it is closed.
        package var handshakeTimeout: Duration

        /// A configuration.
        package init(
            name: String, dataDirectory: String, socketPath: String? = nil, grace: Duration = .seconds(300),
            maximumAttachmentSize: Int64 = 100_000_000, handshakeTimeout: Duration = .seconds(10)
        ) {
            self.name = name
            self.dataDirectory = dataDirectory
            self.socketPath = socketPath
            self.grace = grace
            self.maximumAttachmentSize = maximumAttachmentSize
            self.handshakeTimeout = handshakeTimeout
        }
    }

    package let configuration: Configuration
    private let wake: (read: Int32, write: Int32)
    private let pending = Mutex<[Int32]>([])
    private let flags = Mutex((stop: String?.none, finished: false))

    /// A hub for `configuration`; nothing runs until ``run()``.
    package init(_ configuration: Configuration) throws(GroupSessionError) {
        self.configuration = configuration
        do {
            wake = try Descriptors.pipe()
        } catch {
            throw .hubUnavailable("no pipe (\(error.reason))")
        }
        Descriptors.prepare(wake.read)
        Descriptors.prepare(wake.write)
    }

    deinit {
        // Closed only here, so `adopt` and `stop` never write to a closed descriptor.
        close(wake.read)
        close(wake.write)
    }

    /// Hands the hub a connected descriptor, from any thread.
    package func adopt(_ fd: Int32) {
        pending.withLock { $0.append(fd) }
        signal()
    }

    /// Ends the session soon, as at a normal end: every participant gets a failure frame saying
    /// the hub `reason` (``GroupSessionError/hubStopped(_:)``), then ``run()`` deletes
    /// everything and returns.
    package func stop(_ reason: String = "was stopped") {
        flags.withLock { $0.stop = $0.stop ?? reason }
        signal()
    }

    /// Whether ``run()`` has returned.
    package var isFinished: Bool { flags.withLock { $0.finished } }

    /// Runs the session on this thread until it is over.
    ///
    /// - Throws: ``GroupSessionError/hubUnavailable(_:)`` when the socket cannot be created.
    package func run() throws(GroupSessionError) {
        defer { flags.withLock { $0.finished = true } }
        mkdir(configuration.dataDirectory, 0o700)
        var listener: Int32 = -1
        if let path = configuration.socketPath {
            switch UnixSocket.listen(at: path) {
            case .success(let fd): listener = fd
            case .failure(let error): throw .hubUnavailable("cannot listen on \(path): \(error.reason)")
            }
            Descriptors.prepare(listener)
        }
        let engine = HubEngine(configuration)
        defer {
            engine.closeEverything()
            if listener >= 0 {
                close(listener)
                unlink(configuration.socketPath ?? "")
            }
            try? FileManager.default.removeItem(atPath: configuration.dataDirectory)
        }
        var buffer = [UInt8](repeating: 0, count: 256 << 10)
        // Held for the moment the process runs out of descriptors: closed, it lets one more
        // connection be accepted and told why before it is closed, instead of the listener
        // staying readable and the loop spinning.
        var spare = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if spare >= 0 { close(spare) } }
        while !engine.isOver {
            if let reason = flags.withLock({ $0.stop }) { engine.end(stoppedBecause: reason) }
            var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            if listener >= 0 { fds.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
            let connections = engine.pollSet()
            for (fd, events) in connections { fds.append(pollfd(fd: fd, events: events, revents: 0)) }
            if poll(&fds, nfds_t(fds.count), 200) < 0, errno != EINTR { break }
            if fds[0].revents != 0 {
                while read(wake.read, &buffer, 64) > 0 {}
            }
            for fd in pending.withLock({ fds in
                defer { fds = [] }
                return fds
            }) { engine.add(fd) }
            if listener >= 0, fds[1].revents != 0 { acceptAll(listener, into: engine, spare: &spare) }
            for entry in fds.dropFirst(listener >= 0 ? 2 : 1) where entry.revents != 0 {
                engine.readable(entry.fd, revents: entry.revents, buffer: &buffer)
            }
            engine.finishIteration()
        }
    }

    private func acceptAll(_ listener: Int32, into engine: HubEngine, spare: inout Int32) {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else {
                guard errno == EMFILE || errno == ENFILE, spare >= 0 else { return }
                close(spare)
                let refused = accept(listener, nil, nil)
                if refused >= 0 {
                    Self.refuseAtOnce(refused, .limitExceeded("the hub has no descriptor left for another connection"))
                }
                spare = open("/dev/null", O_RDONLY | O_CLOEXEC)
                return
            }
            guard engine.connections.count < SessionLimits.connections, !engine.ended else {
                Self.refuseAtOnce(
                    fd,
                    engine.ended
                        ? .ended : .limitExceeded("the hub serves at most \(SessionLimits.connections) connections"))
                continue
            }
            Descriptors.prepare(fd)
            engine.add(fd)
        }
    }

    /// Writes a failure frame to a connection the hub does not take, without waiting, and closes it.
    private static func refuseAtOnce(_ fd: Int32, _ error: GroupSessionError) {
        Descriptors.prepare(fd)
        var queue = OutboundQueue()
        queue.append(FrameBody.frame(.failure, FrameFailure(error: error)).encoded())
        _ = queue.flush(to: fd)
        close(fd)
    }

    private func signal() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }
}
