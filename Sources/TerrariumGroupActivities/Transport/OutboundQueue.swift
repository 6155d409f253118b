package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encoded frames waiting to be written: control frames (messages, acknowledgements, store
/// updates) before bulk ones (chunks of files), so a message never waits behind an upload.
///
/// A frame partly written is always finished before the next is started.
package struct OutboundQueue: Sendable {
    private var current: Data?
    private var offset = 0
    private var control: [Data] = []
    private var controlStart = 0
    private var bulk: [Data] = []
    private var bulkStart = 0

    /// The bytes waiting in all.
    package private(set) var count = 0
    /// The bytes of bulk frames waiting.
    package private(set) var bulkCount = 0

    /// An empty queue.
    package init() {}

    /// Whether nothing waits.
    package var isEmpty: Bool { count == 0 }

    /// Queues `bytes`, as bulk or control.
    package mutating func append(_ bytes: Data, bulk isBulk: Bool = false) {
        guard !bytes.isEmpty else { return }
        count += bytes.count
        if isBulk {
            bulkCount += bytes.count
            bulk.append(bytes)
        } else {
            control.append(bytes)
        }
    }

    /// Writes as much as `fd` takes without blocking.
    ///
    /// - Returns: false when the descriptor failed (the peer is gone).
    package mutating func flush(to fd: Int32) -> Bool {
        while true {
            if current == nil, !advance() { return true }
            guard let data = current else { return true }
            let written = data.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return send(fd, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK
            }
            offset += written
            count -= written
            if offset == data.count {
                current = nil
                offset = 0
            }
        }
    }

    private mutating func advance() -> Bool {
        if let next = Self.take(from: &control, start: &controlStart) {
            current = next
            return true
        }
        if let next = Self.take(from: &bulk, start: &bulkStart) {
            bulkCount -= next.count
            current = next
            return true
        }
        return false
    }

    /// The frame at `start` in `frames`, if any, moving `start` past it.
    private static func take(from frames: inout [Data], start: inout Int) -> Data? {
        guard start < frames.count else { return nil }
        let next = frames[start]
        // The slot is emptied at once, and taken slots dropped now and then: a queue that never
        // drains whole must not keep every frame it ever wrote.
        frames[start] = Data()
        start += 1
        if start == frames.count || start > 1024 {
            frames.removeFirst(start)
            start = 0
        }
        return next
    }

    private func send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ length: Int) -> Int {
        // A socket gets MSG_NOSIGNAL so a vanished peer is an error, not SIGPIPE; a pipe (the
        // ssh bridge) takes write, and the process ignores SIGPIPE for it.
        #if canImport(Glibc)
            let sent = Glibc.send(fd, pointer, length, Int32(MSG_NOSIGNAL))
            if sent < 0, errno == ENOTSOCK { return write(fd, pointer, length) }
            return sent
        #else
            return write(fd, pointer, length)
        #endif
    }
}
