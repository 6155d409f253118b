import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct RoleTests {
    @Test func aViewerReceivesButCannotContribute() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let viewer = harness.session("Vera", role: .viewer)
        try await viewer.join()
        let inbox = Inbox(GroupSessionMessenger(session: viewer), String.self)
        try await GroupSessionMessenger(session: host).send("hello")
        try host.store.setValue(3, forKey: "count")
        await eventually("the viewer received") {
            inbox.messages == ["hello"] && viewer.store.value(Int.self, forKey: "count") == 3
        }
        let messenger = GroupSessionMessenger(session: viewer)
        await #expect(throws: GroupSessionError.self) { try await messenger.send("nope") }
        #expect(throws: GroupSessionError.self) { try viewer.store.setValue(1, forKey: "count") }
        #expect(throws: GroupSessionError.self) { try viewer.store.removeValue(forKey: "count") }
        await #expect(throws: GroupSessionError.self) { try await GroupSessionJournal(session: viewer).add("text") }
        #expect(throws: GroupSessionError.notPermitted("only the host can end the session")) { try viewer.end() }
        do {
            try await messenger.send("nope")
        } catch let error as GroupSessionError {
            guard case .notPermitted = error else { throw error }
        }
        host.leave()
        viewer.leave()
    }

    @Test func theHubRefusesAViewerThatSendsAnyway() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let hostInbox = Inbox(GroupSessionMessenger(session: host), String.self)
        let peer = RawPeer(try harness.rawConnection())
        peer.hello(Participant(name: "Mallory", role: .viewer))
        let message = FrameBody.frame(
            .message, MessageHeader(tag: String(reflecting: String.self)), payload: Data("\"hi\"".utf8), sequence: 1)
        peer.send(message)
        let frames = try #require(await peer.framesUntilClosed())
        #expect(frames.first?.kind == .welcome)
        guard case .notPermitted = RawPeer.failure(in: frames) else {
            Issue.record("expected a refusal, got \(String(describing: RawPeer.failure(in: frames)))")
            return
        }
        #expect(hostInbox.messages.isEmpty)
        let guest = harness.session("Grace")
        try await guest.join()
        try await GroupSessionMessenger(session: guest).send("still here")
        await eventually("the session went on") { hostInbox.messages == ["still here"] }
        host.leave()
        guest.leave()
    }

    @Test func onlyTheHostEndsTheSession() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        #expect(throws: GroupSessionError.notPermitted("only the host can end the session")) { try guest.end() }
        #expect(guest.state == .joined)
        try host.end()
        #expect(host.state == .invalidated(reason: .ended))
        await eventually("the guest saw the end") { guest.state == .invalidated(reason: .ended) }
        await eventually("the hub deleted everything") {
            harness.hub.isFinished && !FileManager.default.fileExists(atPath: harness.dataDirectory)
        }
    }
}
