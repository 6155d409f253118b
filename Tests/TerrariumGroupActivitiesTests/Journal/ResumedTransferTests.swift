import Foundation
import Synchronization
import TerrariumGroupActivities
import TerrariumTransfer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Transfers cut by a dropped connection go on from where they stopped once it is back.
@Suite struct ResumedTransferTests {
    @Test func anUploadTheHubAlreadyFinishedEndsAtOnce() async throws {
        // A hub of the test's own, answering an upload as the hub does when it finished that
        // upload before a drop took its last answer away.
        struct Finished: Encodable {
            var id: UUID
            var received: Int64
            var completed = true
        }
        struct Begin: Decodable {
            var id: UUID
            var size: Int64
        }
        let (hub, session, joining, participant) = try await RawPeer.actingAsHub()
        hub.send(FrameBody.frame(.welcome, Wire.Welcome(participant: participant)))
        hub.send(FrameBody.frame(.snapshotBegin, Wire.Marker(), sequence: 1))
        hub.send(Frame(.snapshotEnd, sequence: 2))
        try await joining.value
        let added = Mutex(false)
        let adding = Task {
            _ = try await GroupSessionJournal(session: session).add("already there")
            added.withLock { $0 = true }
        }
        let frames = try #require(await hub.frames { $0.contains { $0.kind == .uploadBegin } }?.frames)
        let beginFrame = try #require(frames.first { $0.kind == .uploadBegin })
        let begin = try FrameBody.parse(Begin.self, from: beginFrame.body).header
        hub.send(FrameBody.frame(.uploadStatus, Finished(id: begin.id, received: begin.size)))
        await eventually("the upload ended") { added.withLock { $0 } }
        // Leaving ends an upload still waiting, so a failure here does not hang the run.
        session.leave()
        adding.cancel()
    }

    @Test func anUploadCutByADropGoesOnFromTheLastAcknowledgedByte() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        let size = 16 << 20
        let source = try temporaryFile(size: size)
        defer { try? FileManager.default.removeItem(at: source) }
        let reports = Mutex<(log: [Int64], droppedAt: Int64?)>(([], nil))
        let attachment = try await GroupSessionJournal(session: guest).add(Recording(file: source)) { progress in
            let drop = reports.withLock { reports in
                reports.log.append(progress.completedBytes)
                guard reports.droppedAt == nil, progress.completedBytes >= 4 << 20 else { return false }
                reports.droppedAt = progress.completedBytes
                return true
            }
            if drop { guest.dropConnectionForTesting() }
        }
        let (log, droppedAt) = reports.withLock { $0 }
        let cut = try #require(droppedAt)
        let after = log.drop { $0 != cut }.dropFirst()
        #expect(
            !after.isEmpty && after.allSatisfy { $0 >= cut },
            "progress after the drop at \(cut): \(Array(after.prefix(4))); below it: \(after.enumerated().filter { $0.element < cut }.prefix(4).map { "#\($0.offset) \($0.element)" }); all: \(log.count) reports"
        )
        let copy = try await attachment.load(Recording.self)
        #expect(FileManager.default.contentsEqual(atPath: copy.file.path, andPath: source.path))
        try? FileManager.default.removeItem(at: copy.file)
        host.leave()
        guest.leave()
    }

    @Test func aDownloadCutByADropGoesOnFromTheLastByteWritten() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let size = 16 << 20
        let source = try temporaryFile(size: size)
        defer { try? FileManager.default.removeItem(at: source) }
        let attachment = try await GroupSessionJournal(session: host).add(Recording(file: source))
        let guest = harness.session("Grace")
        try await guest.join()
        let record = try #require(guest.eraseToAnyGroupSession().client.attachments.value.first)
        #expect(record.id == attachment.id)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("tga-down-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        let fd = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        #expect(fd >= 0)
        defer { close(fd) }
        let requested = Mutex(0)
        try await guest.eraseToAnyGroupSession().client.download(record, into: fd) { length in
            let total = requested.withLock {
                $0 += length
                return $0
            }
            if total >= size / 2, total - length < size / 2 { guest.dropConnectionForTesting() }
        }
        // Cut once half was asked for, with at most a window (4 MiB) not yet written: going on
        // asks at most 20.25 MiB in all, starting again at least 24 MiB.
        let asked = requested.withLock { $0 }
        #expect(asked < size * 3 / 2 - (1 << 20), "asked for \(asked) bytes of \(size)")
        #expect(FileManager.default.contentsEqual(atPath: target.path, andPath: source.path))
        host.leave()
        guest.leave()
    }
}
