import Foundation
import TerrariumGroupActivities
import Testing

/// Bodies laid out as the protocol says, with every field free, for sending what no client would.
enum Wire {
    struct Hello: Encodable {
        var magic = "terrarium-share"
        var version = groupSessionProtocolVersion
        var features = ["messages"]
        var participant: Participant
        var activityIdentifier = Sketch.activityIdentifier
        var activity: Data?
        var sessionName = "studio"
        var resumeToken: UUID?
    }

    struct StoreEntry: Encodable {
        var key: String
        var value: Data?
        var clock: UInt64
        var writer: UUID
    }

    struct StoreUpdate: Encodable {
        var entries: [StoreEntry]
    }

    struct UploadBegin: Encodable {
        var id: UUID
        var name: String
        var contentType = "public.plain-text"
        var size: Int64
    }

    struct UploadChunk: Encodable {
        var id: UUID
        var offset: Int64
    }

    struct Reference: Encodable {
        var id: UUID
    }

    struct DownloadRequest: Encodable {
        var request: UInt64
        var id: UUID
        var offset: Int64
        var length: Int
    }

    struct Welcome: Encodable {
        var version = groupSessionProtocolVersion
        var features = ["messages"]
        var participant: Participant
        var activityIdentifier = Sketch.activityIdentifier
        var activity = Data("{}".utf8)
        var resumeToken = UUID()
        var resumed = false
    }

    struct Marker: Encodable {
        var reason = "joined"
    }

    struct Status: Decodable {
        var id: UUID
        var received: Int64
        var completed: Bool
        var error: GroupSessionError?
    }
}

extension RawPeer {
    /// Says hello with a body the test lays out.
    func hello(_ hello: Wire.Hello) {
        send(FrameBody.frame(.hello, hello))
    }

    /// The clocks of the store entries among `frames`.
    static func clocks(in frames: [Frame]) -> [UInt64] {
        frames.filter { $0.kind == .storeUpdate }.flatMap {
            (try? FrameBody.parse(StoreUpdate.self, from: $0.body).header.entries.map(\.clock)) ?? []
        }
    }

    /// The upload statuses among `frames`.
    static func statuses(in frames: [Frame]) -> [Wire.Status] {
        frames.filter { $0.kind == .uploadStatus }.compactMap {
            try? FrameBody.parse(Wire.Status.self, from: $0.body).header
        }
    }
}

/// A hub, a host and a guest that must go on whatever a third peer does.
struct Bystanders {
    let harness: HubHarness
    let host: GroupSession<Sketch>
    let guest: GroupSession<Sketch>
    let inbox: Inbox<String>

    init(_ harness: HubHarness) async throws {
        self.harness = harness
        host = harness.session("Ada", role: .host)
        try await host.join()
        guest = harness.session("Grace")
        try await guest.join()
        inbox = Inbox(GroupSessionMessenger(session: guest), String.self)
    }

    /// Checks that the host and the guest still talk, then leaves.
    func expectCarryOn(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await GroupSessionMessenger(session: host).send("carry on")
        await eventually("the others carried on", sourceLocation: sourceLocation) { inbox.messages == ["carry on"] }
        try guest.store.setValue("still", forKey: "guest")
        await eventually("the host saw the guest's value", sourceLocation: sourceLocation) {
            host.store.value(String.self, forKey: "guest") == "still"
        }
        #expect(host.state == .joined && guest.state == .joined, sourceLocation: sourceLocation)
        host.leave()
        guest.leave()
    }
}

/// The reason in a `disconnected` failure among `frames`, or nil.
func disconnectionReason(in frames: [Frame]?) -> String? {
    guard let frames, case .disconnected(let reason) = RawPeer.failure(in: frames) else { return nil }
    return reason
}
