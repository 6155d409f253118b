package import Foundation
import Synchronization
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection of a client: a thread that reads frames from one descriptor and writes queued
/// frames to another, so no async task ever blocks on the network.
///
/// Frames are handed to `onFrame` on the link's thread, in order; `onBatch` follows each read,
/// which is when a receiver sends its acknowledgements. `onClose` is called once, last.
package final class FrameLink: Sendable {
    private struct State {
        var queue = OutboundQueue()
        var closeWhenFlushed = false
        var closeNow = false
    }

    private let readFD: Int32
    private let writeFD: Int32
    private let wake: (read: Int32, write: Int32)
    private let child: pid_t?
    private let state = Mutex(State())
    private let onFrame: @Sendable (Frame) -> Void
    private let onBatch: @Sendable () -> Void
    private let onClose: @Sendable (String) -> Void

    /// A link over `readFD` and `writeFD` (the same for a socket), owning them and the optional
    /// child process behind them.
    package init(
        readFD: Int32, writeFD: Int32, child: pid_t? = nil, onFrame: @escaping @Sendable (Frame) -> Void,
        onBatch: @escaping @Sendable () -> Void, onClose: @escaping @Sendable (String) -> Void
    ) throws(GroupSessionError) {
        self.readFD = readFD
        self.writeFD = writeFD
        self.child = child
        self.onFrame = onFrame
        self.onBatch = onBatch
        self.onClose = onClose
        do {
            wake = try Descriptors.pipe()
        } catch {
            throw .hubUnavailable("no pipe (\(error.reason))")
        }
        for fd in [readFD, writeFD, wake.read, wake.write] { Descriptors.prepare(fd) }
    }

    deinit {
        // The wake pipe lives as long as the link, so a late `send` never writes to a closed
        // (or reused) descriptor.
        close(wake.read)
        close(wake.write)
    }

    /// Starts the link's thread.
    package func start() {
        let thread = Thread { [self] in run() }
        thread.name = "terrarium-share link"
        thread.start()
    }

    /// Queues an encoded frame.
    package func send(_ bytes: Data, bulk: Bool = false) {
        state.withLock { $0.queue.append(bytes, bulk: bulk) }
        signal()
    }

    /// The bytes queued and not yet written.
    package var queuedBytes: Int { state.withLock { $0.queue.count } }

    /// The bytes of bulk frames queued and not yet written.
    package var queuedBulkBytes: Int { state.withLock { $0.queue.bulkCount } }

    /// Closes the link once everything queued is written.
    package func closeWhenFlushed() {
        state.withLock { $0.closeWhenFlushed = true }
        signal()
    }

    /// Closes the link at once, as a network failure would.
    package func abort() {
        state.withLock { $0.closeNow = true }
        signal()
    }

    private func signal() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private func run() {
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 256 << 10)
        var reason = "the connection closed"
        loop: while true {
            let (wantsWrite, mustClose) = state.withLock { state in
                (!state.queue.isEmpty, state.closeNow || (state.closeWhenFlushed && state.queue.isEmpty))
            }
            if mustClose {
                reason = "the connection was closed"
                break
            }
            var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            if readFD == writeFD {
                fds.append(pollfd(fd: readFD, events: Int16(POLLIN | (wantsWrite ? POLLOUT : 0)), revents: 0))
            } else {
                fds.append(pollfd(fd: readFD, events: Int16(POLLIN), revents: 0))
                if wantsWrite { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                reason = "poll failed (\(SystemError.reason(errno)))"
                break
            }
            if fds[0].revents != 0 {
                while read(wake.read, &buffer, 64) > 0 {}
            }
            if fds[1].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR && errno != EWOULDBLOCK) {
                    reason = count == 0 ? "the other side closed the connection" : SystemError.reason(errno)
                    break
                }
                if count > 0 {
                    buffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                    do {
                        while let frame = try decoder.next() { onFrame(frame) }
                    } catch {
                        reason = error.description
                        break loop
                    }
                    onBatch()
                }
            }
            if !state.withLock({ $0.queue.flush(to: writeFD) }) {
                reason = "the connection failed while writing"
                break
            }
        }
        finish(reason)
    }

    private func finish(_ reason: String) {
        if readFD == writeFD {
            shutdown(readFD, Int32(SHUT_RDWR))
            close(readFD)
        } else {
            close(readFD)
            close(writeFD)
        }
        if let child { Self.reap(child) }
        onClose(reason)
    }

    /// Waits for a bridge process, which exits once its input closes; one that does not is killed.
    private static func reap(_ pid: pid_t) {
        for _ in 0..<50 {
            // Ended, or not ours to wait for (reaped elsewhere): either way, done.
            do {
                if try ChildExit.reapIfEnded(pid) != nil { return }
            } catch {
                return
            }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        _ = try? ChildExit.reap(pid)
    }
}
