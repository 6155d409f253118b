import Foundation
import Synchronization
import TerrariumGroupActivities
import TerrariumSystem
import Testing

/// The activity the tests share.
struct Sketch: GroupActivity {
    static let activityIdentifier = "org.example.sketch"
    var title = "Sketch"
    var metadata: GroupActivityMetadata { GroupActivityMetadata(title: title) }
}

/// Another kind of activity, for mismatches.
struct Chess: GroupActivity {
    static let activityIdentifier = "org.example.chess"
    var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Chess") }
}

/// A hub running on a thread of the test process, reached over socket pairs.
final class HubHarness: Sendable {
    let hub: GroupSessionHub
    let name: String
    let dataDirectory: String

    init(
        name: String = "studio", grace: Duration = .seconds(60), maximumAttachmentSize: Int64 = 100_000_000,
        handshakeTimeout: Duration = .seconds(10)
    ) throws {
        self.name = name
        dataDirectory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("tga-hub-\(UUID().uuidString)").path
        hub = try GroupSessionHub(
            .init(
                name: name, dataDirectory: dataDirectory, grace: grace, maximumAttachmentSize: maximumAttachmentSize,
                handshakeTimeout: handshakeTimeout))
        let hub = self.hub
        let thread = Thread { try? hub.run() }
        thread.start()
    }

    deinit {
        hub.stop()
    }

    /// While closed, every new connection fails, as a network that is down.
    let gate = Gate()

    /// An endpoint connecting to the hub; with `connections`, only that many connections succeed.
    func endpoint(connections: Int = .max) -> GroupSessionEndpoint {
        let hub = hub
        let remaining = Mutex(connections)
        let gate = gate
        return .channel {
            guard gate.isOpen else { throw GroupSessionError.hubUnavailable("the test's network is down") }
            guard
                remaining.withLock({ count in
                    defer { count -= 1 }
                    return count > 0
                })
            else { throw GroupSessionError.hubUnavailable("no more connections in this test") }
            let (hubEnd, clientEnd) = try Descriptors.socketPair()
            hub.adopt(hubEnd)
            return (clientEnd, clientEnd)
        }
    }

    /// A raw connection to the hub, for sending frames no client would.
    func rawConnection() throws -> Int32 {
        let (hubEnd, clientEnd) = try Descriptors.socketPair()
        hub.adopt(hubEnd)
        return clientEnd
    }

    /// A session of this hub.
    func session(
        _ participantName: String, role: ParticipantRole = .participant, connections: Int = .max,
        options: GroupSessionOptions = .init()
    ) -> GroupSession<Sketch> {
        GroupSession(
            activity: Sketch(title: "\(participantName)'s sketch"), name: name, role: role,
            participantName: participantName, endpoint: endpoint(connections: connections), options: options)
    }

    /// The files in the data directory.
    var dataFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? []).sorted()
    }
}

/// A switch the tests flip from any task.
final class Gate: Sendable {
    private let open = Mutex(true)
    var isOpen: Bool {
        get { open.withLock { $0 } }
        set { open.withLock { $0 = newValue } }
    }
}

/// Waits until `condition` holds, failing the test after `timeout`; never a timed assertion,
/// only a generous bound for a loaded machine.
func eventually(
    _ description: String, timeout: Duration = .seconds(45), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async rethrows {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return }
        try? await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("timed out waiting until \(description)", sourceLocation: sourceLocation)
}

/// Collects the messages of one type a messenger receives.
final class Inbox<Message: Decodable & Sendable>: Sendable {
    private final class Storage: Sendable {
        let received = Mutex<[(Message, Participant)]>([])
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    init(_ messenger: GroupSessionMessenger, _ type: Message.Type = Message.self) {
        let messages = messenger.messages(of: type)
        let storage = storage
        task = Task {
            for await (message, context) in messages {
                storage.received.withLock { $0.append((message, context.source)) }
            }
        }
    }

    deinit { task.cancel() }

    var messages: [Message] { storage.received.withLock { $0.map(\.0) } }
    var sources: [Participant] { storage.received.withLock { $0.map(\.1) } }
}
