import Foundation
import TerrariumGroupActivities
import Testing

/// What one peer sends cannot make the hub hold more than its bounds, nor leave it with a state
/// nobody else can receive.
@Suite struct HostileBoundsTests {
    @Test func downloadRequestsPastTheOutputBoundWaitUnreadInsteadOfFillingMemory() async throws {
        let session = try await Bystanders(try HubHarness())
        let attachment = try await GroupSessionJournal(session: session.host)
            .add(String(repeating: "x", count: 512 << 10))
        let before = try #require(memoryKiB("VmRSS", of: getpid()))
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: Participant(name: "Mallory", role: .viewer)))
        // 3,000 requests of 512 KiB each, in well under a megabyte: 1.5 GiB if all were answered
        // at once. The peer reads nothing.
        var requests = Data()
        for index in 0..<3_000 {
            requests.append(
                FrameBody.frame(
                    .downloadRequest,
                    Wire.DownloadRequest(request: UInt64(index), id: attachment.id, offset: 0, length: 512 << 10)
                ).encoded())
        }
        peer.send(requests)
        try await Task.sleep(for: .seconds(2))
        let after = try #require(memoryKiB("VmRSS", of: getpid()))
        #expect(after - before < 300 << 10, "the hub's process grew by \((after - before) >> 10) MB")
        try await session.expectCarryOn()
        withExtendedLifetime(peer) {}
    }

    @Test func unreliableMessagesHeldForPeersThatDoNotReadStayWithinTheirBound() async throws {
        let session = try await Bystanders(try HubHarness())
        // Eight viewers that never read, and a sender of 64 kinds of unreliable message of
        // 900 KB each: 57 MB held for every viewer if the latest of each kind were all kept.
        let viewers = try (0..<8).map { index in
            let viewer = RawPeer(try session.harness.rawConnection())
            viewer.hello(Wire.Hello(participant: Participant(name: "Viewer \(index)", role: .viewer)))
            return viewer
        }
        let sender = RawPeer(try session.harness.rawConnection())
        sender.hello(Wire.Hello(participant: Participant(name: "Sender", role: .participant)))
        await eventually("everyone joined") { session.host.participants.count == 11 }
        let before = try #require(memoryKiB("VmRSS", of: getpid()))
        let payload = Data(count: 900_000)
        for kind in 0..<64 {
            sender.send(FrameBody.frame(.message, MessageHeader(tag: "kind \(kind)"), payload: payload))
        }
        try await Task.sleep(for: .seconds(2))
        let after = try #require(memoryKiB("VmRSS", of: getpid()))
        // Unbounded, the eight viewers would hold 460 MB. The test process's size also grows with
        // the suites that run beside this one (a million-row table takes 140 MB), so the bound
        // is well above what the hub holds and well below what it would hold unbounded.
        #expect(after - before < 300 << 10, "the hub's process grew by \((after - before) >> 10) MB")
        try await session.expectCarryOn()
        withExtendedLifetime((viewers, sender)) {}
    }

    @Test func aStoreUpdateRefusedPartWayChangesNothing() async throws {
        let session = try await Bystanders(try HubHarness())
        let mallory = Participant(name: "Mallory", role: .participant)
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: mallory))
        let update = Wire.StoreUpdate(entries: [
            Wire.StoreEntry(key: "kept?", value: Data("1".utf8), clock: 1, writer: mallory.id),
            Wire.StoreEntry(key: "leap", value: Data("2".utf8), clock: .max, writer: mallory.id),
        ])
        peer.send(FrameBody.frame(.storeUpdate, update, sequence: 1))
        #expect(disconnectionReason(in: await peer.framesUntilClosed())?.contains("clock") == true)
        // A newcomer's snapshot shows what the hub holds: not the refused update's first entry.
        let newcomer = session.harness.session("Linus")
        try await newcomer.join()
        #expect(newcomer.store.data(forKey: "kept?") == nil)
        #expect(session.guest.store.data(forKey: "kept?") == nil)
        newcomer.leave()
        try await session.expectCarryOn()
    }

    @Test func aMessageThatLeavesNoRoomForItsSenderIsRefused() async throws {
        let session = try await Bystanders(try HubHarness())
        // A client keeps room for the sender the hub adds to the header.
        let tooLarge = Data(count: Frame.maximumBodySize - 200)
        await #expect(throws: GroupSessionError.self) {
            try await GroupSessionMessenger(session: session.host).send(tooLarge)
        }
        // A peer that fills a frame to the last byte anyway is refused, since with its name added
        // nobody could receive it.
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: Participant(name: "Mallory", role: .participant)))
        let header = MessageHeader(tag: "Foundation.Data")
        let headerBytes = FrameBody.make(header).count
        let full = FrameBody.frame(
            .message, header, payload: Data(count: Frame.maximumBodySize - headerBytes), sequence: 1)
        #expect(full.body.count == Frame.maximumBodySize)
        peer.send(full)
        #expect(disconnectionReason(in: await peer.framesUntilClosed())?.contains("no room") == true)
        try await session.expectCarryOn()
    }

    @Test func valuesThatEscapeToTheirLargestStillReachANewcomer() async throws {
        let session = try await Bystanders(try HubHarness())
        let mallory = Participant(name: "Mallory", role: .participant)
        let peer = RawPeer(try session.harness.rawConnection())
        peer.hello(Wire.Hello(participant: mallory))
        // Bytes whose Base64 is all '/', which JSON writes as '\/': 8/3 of their size on the wire.
        let worst = Data(repeating: 0xFF, count: 200 << 10)
        for (index, key) in ["a", "b", "c"].enumerated() {
            let update = Wire.StoreUpdate(entries: [
                Wire.StoreEntry(key: key, value: worst, clock: UInt64(index + 1), writer: mallory.id)
            ])
            peer.send(FrameBody.frame(.storeUpdate, update, sequence: UInt64(index + 1)))
        }
        await eventually("the guest has the three values") {
            ["a", "b", "c"].allSatisfy { session.guest.store.data(forKey: $0) == worst }
        }
        let newcomer = session.harness.session("Linus")
        try await newcomer.join()
        #expect(["a", "b", "c"].allSatisfy { newcomer.store.data(forKey: $0) == worst })
        newcomer.leave()
        try await session.expectCarryOn()
        withExtendedLifetime(peer) {}
    }
}
