import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct LifetimeTests {
    @Test func theHubDeletesEverythingAGracePeriodAfterTheLastParticipantDropped() async throws {
        let harness = try HubHarness(grace: .milliseconds(500))
        let host = harness.session("Ada", role: .host, connections: 1, options: .init(reconnectionWindow: .seconds(1)))
        try await host.join()
        _ = try await GroupSessionJournal(session: host).add("kept while anyone remains")
        #expect(harness.dataFiles.count == 1)
        host.dropConnectionForTesting()
        await eventually("the hub ended the session") {
            harness.hub.isFinished && !FileManager.default.fileExists(atPath: harness.dataDirectory)
        }
        await eventually("the host learned it cannot return") { host.state == .invalidated(reason: .connectionLost) }
    }

    @Test func theLastParticipantReturningWithinTheGracePeriodFindsEverything() async throws {
        let harness = try HubHarness(grace: .seconds(60))
        let host = harness.session("Ada", role: .host)
        try await host.join()
        try host.store.setValue("green", forKey: "pen")
        _ = try await GroupSessionJournal(session: host).add("still here")
        harness.gate.isOpen = false
        host.dropConnectionForTesting()
        await eventually("the host is away") { host.state == .reconnecting }
        try host.store.setValue("blue", forKey: "pen")
        harness.gate.isOpen = true
        await eventually("the host is back") { host.state == .joined }
        #expect(!harness.hub.isFinished)
        let guest = harness.session("Grace")
        try await guest.join()
        #expect(guest.store.value(String.self, forKey: "pen") == "blue")
        #expect(
            try await GroupSessionJournal(session: guest).currentAttachments.first?.load(String.self) == "still here")
        host.leave()
        guest.leave()
        await eventually("the hub ended when the last left") { harness.hub.isFinished }
    }

    @Test func updatesStartWithTheCurrentValueAndFinishWhenLeft() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        try host.store.setValue(1, forKey: "a")
        try host.store.setValue(2, forKey: "b")
        var changes = host.store.changes.makeAsyncIterator()
        #expect(await changes.next() == ["a", "b"])
        try host.store.removeValue(forKey: "a")
        #expect(await changes.next() == ["a"])
        #expect(host.store.keys == ["b"])
        var states = host.states.makeAsyncIterator()
        #expect(await states.next() == .joined)
        let any = host.eraseToAnyGroupSession()
        #expect(any == host.eraseToAnyGroupSession() && any.activityIdentifier == Sketch.activityIdentifier)
        any.leave()
        #expect(await states.next() == .invalidated(reason: .left))
        #expect(await states.next() == nil)
    }
}
