package import Foundation
import Synchronization
package import TerrariumGroupActivities
import TerrariumSystem

extension FuzzTarget {
    /// A session's client: a hub sends it any frames after welcoming it, and the client must
    /// neither crash nor hang, must close or keep its connection as the protocol says, and must
    /// end when it leaves.
    package static let client = FuzzTarget(
        name: "client",
        summary: "frames from a hub into a joined session (decoders, snapshot, store, messages, transfers)",
        run: { input in
            _ = ClientFuzzHarness().run(
                FuzzRecords(input, sequenceStart: { $0 & 4 == 0 ? ClientFuzzHarness.preambleFrames : 0 }))
        },
        seeds: ClientFuzzHarness.seeds
    )
}

/// The activity the fuzzed sessions share.
struct FuzzActivity: GroupActivity {
    static let activityIdentifier = HubFuzzHarness.activityIdentifier
    var title = "fuzz"
    var metadata: GroupActivityMetadata { GroupActivityMetadata(title: title) }
}

/// Runs one fuzz input against a session whose hub is the harness.
package struct ClientFuzzHarness {
    package init() {}

    /// The frames the harness sends before the records, unless the mode's bit 2 is set: a
    /// welcome, then a snapshot of sequence numbers 1 to 4.
    package static let preambleFrames: UInt64 = 4
    static let hostID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

    /// Runs `records`; returns whether the session's join succeeded.
    @discardableResult
    package func run(_ records: FuzzRecords) -> Bool {
        let (ownEnd, clientEnd): (Int32, Int32)
        do {
            (ownEnd, clientEnd) = try Descriptors.socketPair()
        } catch {
            fuzzInvariantBroken("no socket pair: \(error)")
        }
        let handedOut = Atomic<Bool>(false)
        let endpoint = GroupSessionEndpoint.channel {
            // One connection only: a reconnection finds the network down.
            guard !handedOut.exchange(true, ordering: .relaxed) else {
                throw GroupSessionError.hubUnavailable("the fuzz harness accepts one connection")
            }
            return (clientEnd, clientEnd)
        }
        let roles: [ParticipantRole] = [.participant, .viewer, .host]
        let session = GroupSession(
            activity: FuzzActivity(), name: HubFuzzHarness.sessionName, role: roles[Int(records.mode % 3)],
            participantName: "fuzzed", endpoint: endpoint,
            options: GroupSessionOptions(reconnectionWindow: .milliseconds(50), maximumAttachmentSize: 1 << 20))
        let messages = GroupSessionMessenger(session: session.eraseToAnyGroupSession()).messages(of: String.self)
        let joined = Atomic<Bool>(false)
        let welcomed = Atomic<Bool>(false)
        let joining = Task {
            do {
                try await session.join()
                welcomed.store(true, ordering: .relaxed)
            } catch {
                // A refusal or a dropped connection is an answer the input may well cause.
            }
            joined.store(true, ordering: .relaxed)
        }
        let listening = Task {
            for await _ in messages {}
        }

        let pump = SocketPump()
        let hub = SocketPump.Connection(ownEnd)
        let patience = HubFuzzHarness.patience
        // The client says hello first; the harness answers only after reading it.
        guard pump.run([hub], until: ContinuousClock.now + patience, done: { !hub.frames.isEmpty || hub.closed })
        else { fuzzInvariantBroken("the client never said hello") }
        if records.mode & 4 == 0 { hub.send(Self.preamble(for: session.localParticipant)) }
        for piece in records.pieces { hub.send(piece) }
        // Once the client acknowledged the last reliable frame, its state holds what the frames
        // said: a write of its own then meets whatever clock or value they left.
        pump.run([hub], until: ContinuousClock.now + .milliseconds(500)) {
            let refused = joined.load(ordering: .relaxed) && !welcomed.load(ordering: .relaxed)
            return hub.closed || refused || hub.acknowledged >= records.lastSequence
        }
        try? session.store.setValue("after", forKey: "fuzz")
        try? session.store.setValue("again", forKey: "colour")
        hub.send(Frame(.end).encoded())
        pump.run([hub], until: ContinuousClock.now + patience)
        pump.finishWriting(hub)
        // The end frame, or a protocol error before it, closes the client's connection.
        guard pump.run([hub], until: ContinuousClock.now + patience, done: { hub.closed }) else {
            fuzzInvariantBroken("the client kept its connection after the hub ended the session")
        }
        session.leave()
        let endBy = ContinuousClock.now + patience
        while ContinuousClock.now < endBy {
            if case .invalidated = session.state, joined.load(ordering: .relaxed) { break }
            usleep(1000)
        }
        guard case .invalidated = session.state, joined.load(ordering: .relaxed) else {
            fuzzInvariantBroken("the session did not end after leaving: \(session.state)")
        }
        joining.cancel()
        listening.cancel()
        return welcomed.load(ordering: .relaxed)
    }

    /// A welcome and a snapshot with a participant, an attachment and a value, as a hub sends
    /// them to a newcomer.
    package static func preamble(for participant: Participant) -> Data {
        let host = Participant(id: hostID, name: "host", role: .host)
        let welcome = SeedBodies.Welcome(
            participant: participant, activityIdentifier: FuzzActivity.activityIdentifier,
            activity: Data("{\"title\":\"fuzz\"}".utf8), resumeToken: hostID, resumed: false)
        var bytes = frame(.welcome, welcome, sequence: 0)
        bytes += frame(.snapshotBegin, SeedBodies.SnapshotMarker(reason: "joined"), sequence: 1)
        bytes += frame(
            .participants,
            SeedBodies.ParticipantChanges(present: [
                .init(participant: host, active: true), .init(participant: participant, active: true),
            ]), sequence: 2)
        let record = SeedBodies.AttachmentRecord(
            id: hostID, name: "note.txt", contentType: "text/plain", size: 18, addedBy: host)
        bytes += frame(.attachments, SeedBodies.AttachmentChanges(added: [record]), sequence: 3)
        bytes += frame(.snapshotEnd, EmptyHeader(), sequence: 4)
        return bytes
    }

    private static func frame(_ kind: FrameKind, _ header: some Encodable, sequence: UInt64) -> Data {
        var frame = FrameBody.frame(kind, header)
        frame.sequence = sequence
        return frame.encoded()
    }

    /// Inputs that take a joined client through each kind of frame a hub sends.
    package static func seeds() -> [[UInt8]] {
        let host = Participant(id: hostID, name: "host", role: .host)
        let other = Participant(name: "other", role: .participant)
        var seeds: [[UInt8]] = []
        for mode: UInt8 in [0, 1, 2] {
            var traffic = FuzzRecords.Builder(mode: mode)
            traffic.add(.message, MessageHeader(tag: "Swift.String", source: host), payload: Array("\"hello\"".utf8))
            traffic.add(
                .storeUpdate,
                SeedBodies.StoreUpdate(entries: [
                    SeedBodies.StoreEntry(key: "colour", value: Data("\"red\"".utf8), clock: 7, writer: hostID)
                ]))
            traffic.add(
                .participants,
                SeedBodies.ParticipantChanges(present: [.init(participant: other, active: true)], removed: [hostID]))
            traffic.add(
                .attachments,
                SeedBodies.AttachmentChanges(added: [
                    SeedBodies.AttachmentRecord(
                        id: other.id, name: "picture.png", contentType: "public.png", size: 1 << 20, addedBy: other)
                ]))
            traffic.add(.uploadStatus, SeedBodies.UploadStatus(id: other.id, received: 12, completed: false))
            traffic.add(.downloadChunk, SeedBodies.DownloadChunk(request: 1, offset: 0), payload: [1, 2, 3])
            traffic.add(.ack, EmptyHeader())
            seeds.append(traffic.bytes)

            var snapshot = FuzzRecords.Builder(mode: mode)
            snapshot.add(.snapshotBegin, SeedBodies.SnapshotMarker(reason: "backlog"))
            snapshot.add(.snapshotEnd, EmptyHeader())
            snapshot.add(.failure, FrameFailure(error: .ended))
            seeds.append(snapshot.bytes)
        }
        var raw = FuzzRecords.Builder(mode: 4)
        raw.add(
            .welcome,
            SeedBodies.Welcome(
                participant: other, activityIdentifier: FuzzActivity.activityIdentifier, activity: Data("{}".utf8),
                resumeToken: hostID, resumed: true, skipTo: 9))
        raw.add(.snapshotEnd, EmptyHeader(), sequence: 10)
        seeds.append(raw.bytes)
        return seeds
    }
}
