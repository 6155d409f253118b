import Foundation
import TerrariumGroupActivities
import TerrariumSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connection that speaks the protocol by hand, to send what no client would.
///
/// One test uses it at a time; its waits move it to a thread of their own and back.
final class RawPeer: @unchecked Sendable {
    let fd: Int32
    private var decoder = FrameDecoder()

    init(_ fd: Int32) {
        self.fd = fd
    }

    deinit { close(fd) }

    func send(_ frame: Frame) {
        send(frame.encoded())
    }

    func send(_ bytes: Data) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                    let written = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Says hello as `participant`.
    func hello(_ participant: Participant, session: String = "studio", activity: Data? = nil) {
        let hello = Hello(
            participant: participant, activityIdentifier: Sketch.activityIdentifier, activity: activity,
            sessionName: session, resumeToken: nil)
        send(FrameBody.frame(.hello, hello))
    }

    /// The frames received until the hub closes the connection, or nil if it stays open for
    /// `timeout`.
    ///
    /// The wait runs on a thread of its own: a blocking wait on the task pool, whose threads are
    /// as many as the cores, would stall every other test's tasks for as long as it lasts.
    func framesUntilClosed(timeout: Duration = .seconds(45)) async -> [Frame]? {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: self.blockingFrames(until: { _ in false }, timeout: timeout)?.frames)
            }
            thread.start()
        }
    }

    /// The frames received until `done` holds for them or the hub closes the connection.
    ///
    /// Returns them and whether the connection closed, or nil if neither happened within
    /// `timeout`. It waits on a thread of its own, as ``framesUntilClosed(timeout:)`` does.
    func frames(
        until done: @escaping @Sendable ([Frame]) -> Bool, timeout: Duration = .seconds(45)
    ) async -> (frames: [Frame], closed: Bool)? {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: self.blockingFrames(until: done, timeout: timeout)) }
            thread.start()
        }
    }

    private func blockingFrames(until done: ([Frame]) -> Bool, timeout: Duration) -> (frames: [Frame], closed: Bool)? {
        var frames: [Frame] = []
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while ContinuousClock.now < deadline {
            if done(frames) { return (frames, false) }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return (frames, true) }
            buffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            while let frame = try? decoder.next() { frames.append(frame) }
        }
        return nil
    }

    /// The error in the failure frame among `frames`.
    static func failure(in frames: [Frame]) -> GroupSessionError? {
        frames.first { $0.kind == .failure }.flatMap {
            try? FrameBody.parse(FrameFailure.self, from: $0.body).header.error
        }
    }
}

extension RawPeer {
    /// A hub of the test's own for one session, its hello read.
    ///
    /// The session joins "studio" as Grace through a socket pair; the join waits until the test
    /// sends the welcome and a snapshot.
    static func actingAsHub() async throws -> (
        hub: RawPeer, session: GroupSession<Sketch>, joining: Task<Void, any Error>, participant: Participant
    ) {
        let (hubEnd, clientEnd) = try Descriptors.socketPair()
        let hub = RawPeer(hubEnd)
        let session = GroupSession(
            activity: Sketch(), name: "studio", role: .participant, participantName: "Grace",
            endpoint: .channel { (clientEnd, clientEnd) })
        let joining = Task { try await session.join() }
        let hello = try #require(await hub.frames { $0.contains { $0.kind == .hello } }?.frames.first)
        let participant = try FrameBody.parse(Hello.self, from: hello.body).header.participant
        return (hub, session, joining, participant)
    }
}
