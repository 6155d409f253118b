import Foundation
import TerrariumGroupActivities
import Testing

private struct Pointer: Codable, Sendable, Equatable {
    var x: Int
    var y: Int
}

@Suite struct MessengerTests {
    @Test func messagesReachTheirRecipientsByTypeWithTheirSource() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let grace = harness.session("Grace")
        try await grace.join()
        let linus = harness.session("Linus")
        try await linus.join()
        let graceStrings = Inbox(GroupSessionMessenger(session: grace), String.self)
        let graceData = Inbox(GroupSessionMessenger(session: grace), Data.self)
        let linusStrings = Inbox(GroupSessionMessenger(session: linus), String.self)
        let hostStrings = Inbox(GroupSessionMessenger(session: host), String.self)
        let messenger = GroupSessionMessenger(session: host)
        try await messenger.send("for Grace", to: .only([grace.localParticipant]))
        try await messenger.send("not for Grace", to: .allExcept([grace.localParticipant]))
        try await messenger.send(Data([1, 2, 3]))
        try await messenger.send("everyone")
        await eventually("everything arrived") {
            graceStrings.messages.count == 2 && linusStrings.messages.count == 2 && graceData.messages.count == 1
        }
        #expect(graceStrings.messages == ["for Grace", "everyone"])
        #expect(linusStrings.messages == ["not for Grace", "everyone"])
        #expect(graceData.messages == [Data([1, 2, 3])])
        #expect(graceStrings.sources.allSatisfy { $0 == host.localParticipant })
        #expect(hostStrings.messages.isEmpty)
        for session in [host, grace, linus] { session.leave() }
    }

    @Test func unreliableMessagesDeliverTheLatest() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        let inbox = Inbox(GroupSessionMessenger(session: guest, deliveryMode: .unreliable), Pointer.self)
        let pointer = GroupSessionMessenger(session: host, deliveryMode: .unreliable)
        for x in 0..<100 { try await pointer.send(Pointer(x: x, y: -x)) }
        await eventually("the latest position arrived") { inbox.messages.last == Pointer(x: 99, y: -99) }
        #expect(inbox.messages.count <= 100)
        host.leave()
        guest.leave()
    }
}
