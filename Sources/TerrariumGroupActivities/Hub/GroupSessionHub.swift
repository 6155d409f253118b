import Foundation
import Synchronization

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

        /// A configuration.
        package init(
            name: String, dataDirectory: String, socketPath: String? = nil, grace: Duration = .seconds(300),
            maximumAttachmentSize: Int64 = 100_000_000
        ) {
            self.name = name
            self.dataDirectory = dataDirectory
            self.socketPath = socketPath
            self.grace = grace
            self.maximumAttachmentSize = maximumAttachmentSize
        }
    }

    package let configuration: Configuration
    private let wake: (read: Int32, write: Int32)
    private let pending = Mutex<[Int32]>([])
    private let flags = Mutex((stop: false, finished: false))

    /// A hub for `configuration`; nothing runs until ``run()``.
    package init(_ configuration: Configuration) throws(GroupSessionError) {
        self.configuration = configuration
        wake = try POSIX.pipe()
        POSIX.prepare(wake.read)
        POSIX.prepare(wake.write)
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

    /// Makes ``run()`` return soon, deleting everything as at a normal end.
    package func stop() {
        flags.withLock { $0.stop = true }
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
            switch POSIX.listen(onUnixSocket: path) {
            case .success(let fd): listener = fd
            case .failure(let error): throw .hubUnavailable("cannot listen on \(path): \(error)")
            }
            POSIX.prepare(listener)
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
        while !engine.isOver, !flags.withLock({ $0.stop }) {
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
            if listener >= 0, fds[1].revents != 0 { acceptAll(listener, into: engine) }
            for entry in fds.dropFirst(listener >= 0 ? 2 : 1) where entry.revents != 0 {
                engine.readable(entry.fd, revents: entry.revents, buffer: &buffer)
            }
            engine.finishIteration()
        }
    }

    private func acceptAll(_ listener: Int32, into engine: HubEngine) {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            POSIX.prepare(fd)
            engine.add(fd)
        }
    }

    private func signal() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }
}
