import Foundation
import TerrariumGroupActivities
import TerrariumTransfer
import Testing

/// A value that travels as a file, never as bytes in memory.
struct Recording: Transferable {
    var file: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .data) { recording in
            SentTransferredFile(recording.file)
        } importing: { received in
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("tga-kept-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: received.file, to: kept)
            return Recording(file: kept)
        }
    }
}

func temporaryFile(size: Int) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tga-file-\(UUID().uuidString)")
    var bytes = Data(count: size)
    for index in stride(from: 0, to: size, by: 4096) { bytes[index] = UInt8(truncatingIfNeeded: index / 4096) }
    try bytes.write(to: url)
    return url
}

@Suite struct JournalTests {
    @Test func attachmentsRoundTripAndReachLateJoiners() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let journal = GroupSessionJournal(session: host)
        let note = try await journal.add("Monstera deliciosa", name: "note.txt")
        #expect(note.name == "note.txt" && note.size == 18 && note.addedBy == host.localParticipant)
        let source = try temporaryFile(size: 3 << 20 + 12345)
        defer { try? FileManager.default.removeItem(at: source) }
        let recording = try await journal.add(Recording(file: source), name: "take.bin")
        #expect(recording.size == 3 << 20 + 12345)
        #expect(journal.currentAttachments == [note, recording])

        let late = harness.session("Grace")
        try await late.join()
        let lateJournal = GroupSessionJournal(session: late)
        var iterator = lateJournal.attachments.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.map(\.id) == [note.id, recording.id])
        let text = try await lateJournal.currentAttachments[0].load(String.self)
        #expect(text == "Monstera deliciosa")
        let copy = try await lateJournal.currentAttachments[1].load(Recording.self)
        defer { try? FileManager.default.removeItem(at: copy.file) }
        #expect(try Data(contentsOf: copy.file) == Data(contentsOf: source))
        #expect(harness.dataFiles.count == 2 && harness.dataFiles.allSatisfy { !$0.hasSuffix(".part") })

        try await lateJournal.remove(lateJournal.currentAttachments[0])
        await eventually("the removal reached the host") { journal.currentAttachments.map(\.id) == [recording.id] }
        #expect(harness.dataFiles == [recording.id.uuidString])
        host.leave()
        late.leave()
    }

    @Test func anAttachmentOverTheLimitIsRefusedBeforeAnyByteIsSent() async throws {
        let harness = try HubHarness(maximumAttachmentSize: 1000)
        let host = harness.session("Ada", role: .host, options: .init(maximumAttachmentSize: 1000))
        try await host.join()
        let journal = GroupSessionJournal(session: host)
        await #expect(throws: GroupSessionError.attachmentTooLarge(size: 1001, limit: 1000)) {
            try await journal.add(String(repeating: "x", count: 1001))
        }
        #expect(harness.dataFiles.isEmpty)
        // A client that allows more is still refused by the hub, which keeps its own limit.
        let lax = harness.session("Grace", options: .init(maximumAttachmentSize: 5000))
        try await lax.join()
        await #expect(throws: GroupSessionError.attachmentTooLarge(size: 2000, limit: 1000)) {
            try await GroupSessionJournal(session: lax).add(String(repeating: "y", count: 2000))
        }
        #expect(harness.dataFiles.isEmpty)
        #expect(journal.currentAttachments.isEmpty)
        host.leave()
        lax.leave()
    }

    @Test func aParticipantDroppedMidUploadLeavesNothingBehind() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace", connections: 1, options: .init(reconnectionWindow: .milliseconds(500)))
        try await guest.join()
        let source = try temporaryFile(size: 40 << 20)
        defer { try? FileManager.default.removeItem(at: source) }
        let journal = GroupSessionJournal(session: guest)
        await #expect(throws: GroupSessionError.connectionLost) {
            _ = try await journal.add(Recording(file: source)) { progress in
                if progress.completedBytes > 0 { guest.dropConnectionForTesting() }
            }
        }
        await eventually("the part file is gone") { harness.dataFiles.isEmpty }
        #expect(GroupSessionJournal(session: host).currentAttachments.isEmpty)
        host.leave()
    }
}
