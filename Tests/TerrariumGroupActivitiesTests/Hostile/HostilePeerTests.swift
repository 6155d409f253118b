import Foundation
import TerrariumGroupActivities
import Testing

/// Peers that send what no client would: each is refused alone, with a failure frame naming what
/// was wrong, and the session goes on for the others.
@Suite struct HostilePeerTests {
    @Test func aDownloadOffsetNearTheIntegerLimitIsRefusedForThatPeerOnly() async throws {
        let session = try await Bystanders(try HubHarness())
        let attachment = try await GroupSessionJournal(session: session.host).add("a few bytes")
        for (offset, length) in [(Int64.max, 4), (Int64.max - 2, 4), (Int64(-1), 4), (0, Int.max)] {
            let peer = RawPeer(try session.harness.rawConnection())
            peer.hello(Wire.Hello(participant: Participant(name: "Mallory", role: .viewer)))
            peer.send(
                FrameBody.frame(
                    .downloadRequest,
                    Wire.DownloadRequest(request: 1, id: attachment.id, offset: offset, length: length)))
            let reason = disconnectionReason(in: await peer.framesUntilClosed())
            #expect(reason?.contains("download") == true, "\(offset), \(length): \(String(describing: reason))")
        }
        #expect(try await attachment.load(String.self) == "a few bytes")
        try await session.expectCarryOn()
    }

    @Test func aStoreClockThatLeapsIsRefusedAndEveryoneCanStillWrite() async throws {
        let session = try await Bystanders(try HubHarness())
        try session.host.store.setValue("before", forKey: "pen")
        // Seen first, so the guest's later write has the higher clock.
        await eventually("the guest saw the host's value") {
            session.guest.store.value(String.self, forKey: "pen") == "before"
        }
        let mallory = Participant(name: "Mallory", role: .participant)
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: mallory))
        let update = Wire.StoreUpdate(entries: [
            Wire.StoreEntry(key: "pen", value: Data("\"poison\"".utf8), clock: .max, writer: mallory.id)
        ])
        peer.send(FrameBody.frame(.storeUpdate, update, sequence: 1))
        let reason = disconnectionReason(in: await peer.framesUntilClosed())
        #expect(reason?.contains("clock") == true, "\(String(describing: reason))")
        // The guest's next write is the one that trapped when the poisoned clock got through.
        try session.guest.store.setValue("after", forKey: "pen")
        await eventually("the host saw the guest's write") {
            session.host.store.value(String.self, forKey: "pen") == "after"
        }
        let late = session.harness.session("Linus")
        try await late.join()
        #expect(late.store.value(String.self, forKey: "pen") == "after")
        try late.store.setValue("late", forKey: "pen")
        late.leave()
        try await session.expectCarryOn()
    }

    @Test func aPoisonedClockInASnapshotCannotMakeAClientTrap() async throws {
        // A hub of the test's own, such as one from before clocks were bounded.
        let (hub, session, joining, participant) = try await RawPeer.actingAsHub()
        let poison = Wire.StoreUpdate(entries: [
            Wire.StoreEntry(key: "pen", value: Data("\"poison\"".utf8), clock: .max, writer: UUID())
        ])
        hub.send(FrameBody.frame(.welcome, Wire.Welcome(participant: participant)))
        hub.send(FrameBody.frame(.snapshotBegin, Wire.Marker(), sequence: 1))
        hub.send(FrameBody.frame(.storeUpdate, poison, sequence: 2))
        hub.send(Frame(.snapshotEnd, sequence: 3))
        try await joining.value
        #expect(session.store.value(String.self, forKey: "pen") == "poison")
        // The write that trapped on `clock += 1`.
        try session.store.setValue("mine", forKey: "pen")
        try session.store.setValue("again", forKey: "other")
        let sent = try #require(await hub.frames { RawPeer.clocks(in: $0).count >= 2 }?.frames)
        #expect(RawPeer.clocks(in: sent).allSatisfy { $0 == .max })
        session.leave()
    }

    @Test func sharedValuesPastTheirQuotaAreRefusedAndTheSessionGoesOn() async throws {
        let session = try await Bystanders(try HubHarness())
        let mallory = Participant(name: "Mallory", role: .participant)
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: mallory))
        let big = Data(repeating: 0x41, count: 250 << 10)
        for index in 1...40 {
            let entry = Wire.StoreEntry(key: "big/\(index)", value: big, clock: UInt64(index), writer: mallory.id)
            peer.send(FrameBody.frame(.storeUpdate, Wire.StoreUpdate(entries: [entry]), sequence: UInt64(index)))
        }
        guard case .limitExceeded(let text) = RawPeer.failure(in: await peer.framesUntilClosed() ?? []) else {
            Issue.record("the values over the quota were not refused")
            return
        }
        #expect(text.contains("shared values"))
        // 8 MiB hold 32 values of 250 KiB and their keys.
        #expect(session.host.store.keys.count <= 32)
        try await session.expectCarryOn()
    }

    @Test func aParticipantNameOverTheLimitIsRefusedAndOthersStillJoin() async throws {
        let session = try await Bystanders(try HubHarness())
        var peers: [RawPeer] = []
        for _ in 0..<2 {
            let peer = RawPeer(try session.harness.rawConnection())
            peer.hello(
                Wire.Hello(participant: Participant(name: String(repeating: "n", count: 600_000), role: .viewer)))
            peers.append(peer)
        }
        for peer in peers {
            guard case .limitExceeded(let text) = RawPeer.failure(in: await peer.framesUntilClosed() ?? []) else {
                Issue.record("the long name was not refused")
                continue
            }
            #expect(text.contains("name"))
        }
        let late = session.harness.session("Linus")
        try await late.join()
        #expect(late.participants.count == 3)
        late.leave()
        let long = session.harness.session(String(repeating: "é", count: 65))
        await #expect(throws: GroupSessionError.limitExceeded("a participant's name is at most 128 bytes, not 130")) {
            try await long.join()
        }
        try await session.expectCarryOn()
    }

    @Test func aJoinSendsEachMemberOneSmallFrame() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let observer = RawPeer(try harness.rawConnection())
        observer.hello(Wire.Hello(participant: Participant(name: "Olga", role: .viewer)))
        _ = await observer.frames { $0.contains { $0.kind == .snapshotEnd } }
        var joiners: [GroupSession<Sketch>] = []
        for index in 0..<40 {
            let joiner = harness.session("participant number \(index) with a name of ordinary length")
            try await joiner.join()
            joiners.append(joiner)
        }
        let received = try #require(
            await observer.frames { $0.filter { $0.kind == .participants }.count >= 40 }?.frames)
        let lists = received.filter { $0.kind == .participants }
        #expect(lists.map(\.body.count).max() ?? 0 < 1_024, "\(lists.map(\.body.count))")
        for joiner in joiners { joiner.leave() }
        host.leave()
    }

    @Test func thousandsOfAttachmentsStillLetAnyoneJoin() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let name = String(repeating: "a", count: 240)
        for peerIndex in 0..<3 {
            let peer = RawPeer(try harness.rawConnection())
            peer.hello(Wire.Hello(participant: Participant(name: "Uploader \(peerIndex)", role: .participant)))
            try await uploadTinyFiles(1_000, named: name, through: peer)
        }
        await eventually("the host has every attachment") {
            GroupSessionJournal(session: host).currentAttachments.count == 3_000
        }
        let late = harness.session("Linus")
        try await late.join()
        #expect(GroupSessionJournal(session: late).currentAttachments.count == 3_000)
        late.leave()
        host.leave()
    }

    @Test func aThousandTinyUploadsAreAllAcceptedOrRefusedWithAFrame() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let peer = RawPeer(try harness.rawConnection())
        peer.hello(Wire.Hello(participant: Participant(name: "Uploader", role: .participant)))
        try await uploadTinyFiles(1_000, named: "tiny.txt", through: peer)
        host.leave()
    }

    @Test func elevenHundredAnnouncedUploadsHitTheOpenUploadQuota() async throws {
        let session = try await Bystanders(try HubHarness())
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: Participant(name: "Mallory", role: .participant)))
        for _ in 0..<1_100 {
            peer.send(FrameBody.frame(.uploadBegin, Wire.UploadBegin(id: UUID(), name: "x", size: 10)))
        }
        let (frames, closed) = try #require(await peer.frames { RawPeer.statuses(in: $0).count == 1_100 })
        #expect(!closed)
        let statuses = RawPeer.statuses(in: frames)
        let refused = statuses.filter { status in
            if case .limitExceeded(let text) = status.error { text.contains("open uploads") } else { false }
        }
        #expect(statuses.count - refused.count <= 8 && refused.count >= 1_092, "\(statuses.count) \(refused.count)")
        #expect(session.harness.dataFiles.count <= 8)
        try await session.expectCarryOn()
    }

    /// Sends `count` one-byte uploads back to back and expects each accepted, or refused with a
    /// status naming the quota; never the connection cut without a word.
    private func uploadTinyFiles(
        _ count: Int, named name: String, through peer: RawPeer, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let ids = (0..<count).map { _ in UUID() }
        for id in ids {
            peer.send(FrameBody.frame(.uploadBegin, Wire.UploadBegin(id: id, name: name, size: 1)))
            peer.send(FrameBody.frame(.uploadChunk, Wire.UploadChunk(id: id, offset: 0), payload: Data("x".utf8)))
            peer.send(FrameBody.frame(.uploadEnd, Wire.Reference(id: id)))
        }
        let answer = await peer.frames { frames in
            RawPeer.statuses(in: frames).filter { $0.completed || $0.error != nil }.count == count
        }
        let (frames, closed) = try #require(answer, sourceLocation: sourceLocation)
        #expect(!closed, "cut off: \(String(describing: RawPeer.failure(in: frames)))", sourceLocation: sourceLocation)
        let refusals = RawPeer.statuses(in: frames).compactMap(\.error)
        #expect(
            refusals.allSatisfy { if case .limitExceeded = $0 { true } else { false } }, "\(refusals.prefix(3))",
            sourceLocation: sourceLocation)
    }
}
