import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct ConvergenceTests {
    @Test func joinersSeeEachOtherAndTheHostsActivity() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = GroupSession(
            activity: Sketch(title: "mine"), name: harness.name, role: .participant, participantName: "Grace",
            endpoint: harness.endpoint())
        try await guest.join()
        #expect(guest.activity.title == "Ada's sketch")
        #expect(guest.state == .joined)
        await eventually("both see both") {
            host.activeParticipants.count == 2 && guest.activeParticipants.count == 2
        }
        #expect(Set(host.participants.map(\.name)) == ["Ada", "Grace"])
        let chess = GroupSession(
            activity: Chess(), name: harness.name, role: .participant, participantName: "Bob",
            endpoint: harness.endpoint())
        await #expect(
            throws: GroupSessionError.activityMismatch(
                expected: Sketch.activityIdentifier, found: Chess.activityIdentifier)
        ) {
            try await chess.join()
        }
        let secondHost = harness.session("Eve", role: .host)
        await #expect(throws: GroupSessionError.sessionExists(harness.name)) { try await secondHost.join() }
        host.leave()
        guest.leave()
    }

    @Test func everyoneConvergesAcrossDisconnections() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        let third = harness.session("Linus")
        try await third.join()
        let sessions = [host, guest, third]
        let messengers = sessions.map { GroupSessionMessenger(session: $0) }
        let inboxes = messengers.map { Inbox($0, String.self) }
        let count = 200
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, messenger) in messengers.enumerated() {
                let session = sessions[index]
                group.addTask {
                    for number in 0..<count {
                        if index == 1, number == count / 3 { session.dropConnectionForTesting() }
                        if index == 2, number == count / 2 { session.dropConnectionForTesting() }
                        try await messenger.send("\(session.localParticipant.name) \(number)")
                        try session.store.setValue(number, forKey: "\(session.localParticipant.name).last")
                        try session.store.setValue(session.localParticipant.name, forKey: "shared")
                    }
                }
            }
            try await group.waitForAll()
        }
        await eventually("every message arrived") {
            inboxes.allSatisfy { $0.messages.count == 2 * count }
        }
        for (index, inbox) in inboxes.enumerated() {
            for (otherIndex, other) in sessions.enumerated() where otherIndex != index {
                let name = other.localParticipant.name
                let fromOther = inbox.messages.filter { $0.hasPrefix(name + " ") }
                #expect(
                    fromOther == (0..<count).map { "\(name) \($0)" },
                    "\(sessions[index].localParticipant.name) from \(name)")
            }
        }
        await eventually("the stores agree") {
            let contents = sessions.map { session in session.store.keys.map { session.store.data(forKey: $0) } }
            return sessions.allSatisfy { $0.store.keys == sessions[0].store.keys }
                && contents.dropFirst().allSatisfy { $0 == contents[0] }
                && sessions[0].store.keys.count == 4
        }
        for session in sessions {
            for other in sessions {
                #expect(session.store.value(Int.self, forKey: "\(other.localParticipant.name).last") == count - 1)
            }
        }
        for session in sessions { session.leave() }
    }
}

@Suite struct ReconnectionTests {
    @Test func aParticipantAwayGetsWhatItMissedAndWhatItSentIsDelivered() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace")
        try await guest.join()
        let hostInbox = Inbox(GroupSessionMessenger(session: host), String.self)
        let guestInbox = Inbox(GroupSessionMessenger(session: guest), String.self)
        try await GroupSessionMessenger(session: host).send("before")
        await eventually("the first message arrived") { guestInbox.messages == ["before"] }

        harness.gate.isOpen = false
        guest.dropConnectionForTesting()
        await eventually("the guest knows it is away") { guest.state == .reconnecting }
        await eventually("the host sees the guest away") {
            host.activeParticipants.count == 1 && host.participants.count == 2
        }
        for number in 0..<20 {
            try await GroupSessionMessenger(session: host).send("to guest \(number)")
            try await GroupSessionMessenger(session: guest).send("typed away \(number)")
        }
        try host.store.setValue("red", forKey: "pen")
        try guest.store.setValue(1, forKey: "width")
        try guest.store.setValue(2, forKey: "width")
        #expect(guest.store.value(Int.self, forKey: "width") == 2)
        #expect(hostInbox.messages.isEmpty)

        harness.gate.isOpen = true
        await eventually("the guest is back") { guest.state == .joined }
        await eventually("the guest got what it missed") { guestInbox.messages.count == 21 }
        await eventually("the host got what the guest typed") { hostInbox.messages.count == 20 }
        #expect(guestInbox.messages == ["before"] + (0..<20).map { "to guest \($0)" })
        #expect(hostInbox.messages == (0..<20).map { "typed away \($0)" })
        await eventually("the values converged") {
            guest.store.value(String.self, forKey: "pen") == "red" && host.store.value(Int.self, forKey: "width") == 2
        }
        await eventually("the host sees the guest back") { host.activeParticipants.count == 2 }
        host.leave()
        guest.leave()
    }

    @Test func aParticipantThatCannotReturnIsInvalidated() async throws {
        let harness = try HubHarness()
        let host = harness.session("Ada", role: .host)
        try await host.join()
        let guest = harness.session("Grace", connections: 1, options: .init(reconnectionWindow: .milliseconds(300)))
        try await guest.join()
        guest.dropConnectionForTesting()
        await eventually("the guest gave up") { guest.state == .invalidated(reason: .connectionLost) }
        var states: [GroupSessionState] = []
        for await state in guest.states { states.append(state) }
        #expect(states == [.invalidated(reason: .connectionLost)])
        host.leave()
    }
}
