import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct MalformedPeerTests {
    private func expectDisconnection(
        sending bytes: Data, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        let inbox = Inbox(GroupSessionMessenger(session: guest), String.self)
        let peer = RawPeer(try harness.rawConnection())
        peer.hello(Participant(name: "Mallory", role: .participant))
        peer.send(bytes)
        let frames = try #require(await peer.framesUntilClosed(), sourceLocation: sourceLocation)
        guard case .disconnected(let text) = RawPeer.failure(in: frames) else {
            Issue.record("no reason given: \(frames.map(\.kind))", sourceLocation: sourceLocation)
            return
        }
        #expect(text.contains(reason), sourceLocation: sourceLocation)
        try await GroupSessionMessenger(session: host).send("carry on")
        await eventually("the others carried on") { inbox.messages == ["carry on"] }
        #expect(host.state == .joined && guest.state == .joined, sourceLocation: sourceLocation)
        host.leave()
        guest.leave()
    }

    @Test func aMalformedFrameDisconnectsOnlyThatPeer() async throws {
        var garbage = Data([0, 0, 0, 20, 99])
        garbage.append(Data(repeating: 7, count: 19))
        try await expectDisconnection(sending: garbage, reason: "malformed")
    }

    @Test func aBodyThatDoesNotDecodeDisconnectsOnlyThatPeer() async throws {
        try await expectDisconnection(
            sending: Frame(.storeUpdate, sequence: 1, body: Data("{not json".utf8)).encoded(), reason: "malformed")
    }

    @Test func anOversizedFrameDisconnectsOnlyThatPeer() async throws {
        try await expectDisconnection(sending: Data([0x7F, 0xFF, 0xFF, 0xFF, 5]), reason: "oversized")
    }
}
