import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct GroupSessionProtocolTests {
    /// The names of `participants`, sorted, so sets compare as text.
    private func names(_ participants: Set<Participant>) -> [String] {
        participants.map(\.name).sorted()
    }

    @Test func theErasedSessionAnswersAsTheTypedOne() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        await eventually("the host sees the guest") { host.activeParticipants.count == 2 }
        let any = host.eraseToAnyGroupSession()
        #expect(any.eraseToAnyGroupSession() == any)
        #expect(any.id == harness.name && host.id == harness.name)
        #expect(any.localParticipant == host.localParticipant && any.localParticipant.name == "Ada")
        #expect(any.state == .joined && host.state == .joined)
        #expect(names(any.participants) == ["Ada", "Grace"] && names(host.participants) == ["Ada", "Grace"])
        #expect(names(any.activeParticipants) == ["Ada", "Grace"])
        try host.store.setValue("green", forKey: "pen")
        #expect(any.store.value(String.self, forKey: "pen") == "green")
        var updates = any.activeParticipantUpdates.makeAsyncIterator()
        #expect(await updates.next().map(names) == ["Ada", "Grace"])
        guest.leave()
        #expect(await updates.next().map(names) == ["Ada"])
        any.leave()
        await eventually("leaving through the erased session leaves the typed one") {
            host.state == .invalidated(reason: .left)
        }
    }
}
