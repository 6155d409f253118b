import Foundation
import Synchronization
package import TerrariumGroupActivities
import TerrariumSystem

extension FuzzTarget {
    /// The hub, server side: a participant sends it any frames, and the hub must neither crash
    /// nor hang, must close that connection when the participant stops sending, must still
    /// welcome a newcomer afterwards, and must delete its attachments when stopped.
    package static let hub = FuzzTarget(
        name: "hub",
        summary: "frames from one participant into a running hub (decoders, handshake, store, uploads, downloads)",
        run: { _ = HubFuzzHarness().run(FuzzRecords($0)) },
        seeds: HubFuzzHarness.seeds
    )
}

/// Runs one fuzz input against a hub of its own on a thread of this process.
package struct HubFuzzHarness {
    package init() {}

    static let sessionName = "fuzz"
    static let activityIdentifier = "org.terrarium.fuzz"
    /// How long any step may take before the hub counts as hung: far above what a step takes,
    /// even in a test run that loads both cores and every thread of the task pool; libFuzzer's own
    /// `-timeout` catches a hang sooner.
    static let patience = Duration.seconds(120)
    private static let counter = Atomic<Int>(0)

    /// The modes: who the fuzzed connection says hello as before its records, if anyone.
    enum Mode: UInt8 {
        /// The fuzzed connection is the host; it may end the session.
        case host = 0
        /// A host joins first; the fuzzed connection joins as a participant.
        case participant = 1
        /// A host joins first; the fuzzed connection joins as a viewer.
        case viewer = 2
        /// A host joins first; the fuzzed connection says its own hello, if any.
        case silent = 3
    }

    /// What each side received.
    package struct Outcome: Sendable {
        /// The kinds of the frames the fuzzed connection received.
        package var fuzzed: [FrameKind]
        /// The kinds of the frames the other participant received.
        package var observer: [FrameKind]
    }

    /// Runs `records` and checks the hub afterwards.
    @discardableResult
    package func run(_ records: FuzzRecords) -> Outcome {
        let number = Self.counter.add(1, ordering: .relaxed).newValue
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("terrarium-fuzz-hub-\(getpid())-\(number)").path
        guard
            let hub = try? GroupSessionHub(
                .init(name: Self.sessionName, dataDirectory: directory, maximumAttachmentSize: 1 << 20))
        else { fuzzInvariantBroken("a hub could not be made") }
        let thread = Thread { try? hub.run() }
        thread.stackSize = 8 << 20
        thread.start()

        let pump = SocketPump()
        let mode = Mode(rawValue: records.mode % 4) ?? .silent
        // The host joins first, so that the other's hello finds the session.
        let first = connect(hub)
        first.send(Self.hello(.host, name: "host", id: mode == .host ? Self.fuzzedID : UUID()))
        welcome(first, by: pump, hub)
        let second = connect(hub)
        let (fuzzed, observer) = mode == .host ? (first, second) : (second, first)
        switch mode {
        case .host: observer.send(Self.hello(.participant, name: "observer"))
        case .participant: fuzzed.send(Self.hello(.participant, name: "fuzzed", id: Self.fuzzedID))
        case .viewer: fuzzed.send(Self.hello(.viewer, name: "fuzzed", id: Self.fuzzedID))
        case .silent: break
        }
        if mode == .host { welcome(observer, by: pump, hub) }
        for piece in records.pieces { fuzzed.send(piece) }
        let sentinel = FrameBody.make(MessageHeader(tag: String(decoding: SocketPump.sentinelTag, as: UTF8.self)))
        fuzzed.send(Frame(.message, sequence: records.lastSequence &+ 1, body: sentinel).encoded())

        // The observer receiving the sentinel shows the hub handled every frame before it; a
        // frame the hub refused closes the fuzzed connection instead. Raw bytes may leave a
        // frame unfinished, which the hub rightly waits for, so they are only sent.
        let connections = [first, second]
        let deadline = ContinuousClock.now + Self.patience
        let handled = pump.run(connections, until: deadline) {
            records.hasRawPieces || observer.sawSentinel || fuzzed.closed || hub.isFinished
        }
        guard handled || records.hasRawPieces else {
            fuzzInvariantBroken("the hub neither handled a participant's frames nor refused them")
        }
        // Once the fuzzed peer stops sending, the hub must close its side.
        pump.finishWriting(fuzzed)
        guard pump.run(connections, until: deadline, done: { fuzzed.closed || hub.isFinished }) else {
            fuzzInvariantBroken("the hub kept a connection open after its peer stopped sending")
        }

        // A newcomer is still welcomed, or told why not, unless the session is over.
        let probe = connect(hub)
        probe.send(Self.hello(.participant, name: "probe"))
        let answered = pump.run(connections + [probe], until: ContinuousClock.now + Self.patience) {
            hub.isFinished || probe.frames.contains { $0.kind == .welcome || $0.kind == .failure }
        }
        guard answered else { fuzzInvariantBroken("the hub stopped answering newcomers") }

        hub.stop()
        let stopBy = ContinuousClock.now + Self.patience
        while !hub.isFinished, ContinuousClock.now < stopBy { usleep(1000) }
        guard hub.isFinished else { fuzzInvariantBroken("the hub did not stop") }
        guard !FileManager.default.fileExists(atPath: directory) else {
            fuzzInvariantBroken("the hub left its data directory behind")
        }
        return Outcome(fuzzed: fuzzed.kinds, observer: observer.kinds)
    }

    /// Waits until `connection` is welcomed or refused.
    private func welcome(_ connection: SocketPump.Connection, by pump: SocketPump, _ hub: GroupSessionHub) {
        let welcomed = pump.run([connection], until: ContinuousClock.now + Self.patience) {
            connection.closed || connection.kinds.contains { $0 == .welcome || $0 == .failure }
        }
        guard welcomed else { fuzzInvariantBroken("the hub did not answer a hello") }
    }

    private func connect(_ hub: GroupSessionHub) -> SocketPump.Connection {
        let hubEnd: Int32
        let ownEnd: Int32
        do {
            (hubEnd, ownEnd) = try Descriptors.socketPair()
        } catch {
            fuzzInvariantBroken("no socket pair: \(error.reason)")
        }
        hub.adopt(hubEnd)
        return SocketPump.Connection(ownEnd)
    }

    /// The fuzzed participant's id, which its seeds write store entries as.
    static let fuzzedID = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!

    static func hello(_ role: ParticipantRole, name: String, id: UUID = UUID()) -> Data {
        let hello = Hello(
            participant: Participant(id: id, name: name, role: role), activityIdentifier: activityIdentifier,
            activity: role == .host ? Data("{\"title\":\"fuzz\"}".utf8) : nil, sessionName: sessionName,
            resumeToken: nil)
        return FrameBody.frame(.hello, hello).encoded()
    }

    /// Inputs that take a connection through each kind of frame a participant sends.
    package static func seeds() -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        let writer = fuzzedID
        let upload = UUID(uuidString: "00000000-0000-0000-0000-0000000000CD")!
        for mode in [Mode.host, .participant, .viewer] {
            var messages = FuzzRecords.Builder(mode: mode.rawValue)
            messages.add(.message, MessageHeader(tag: "Swift.String"), payload: Array("\"hello\"".utf8))
            messages.add(.message, MessageHeader(tag: "Swift.String", only: [writer]), payload: Array("\"hi\"".utf8))
            messages.add(.ack, EmptyHeader())
            seeds.append(messages.bytes)

            var store = FuzzRecords.Builder(mode: mode.rawValue)
            store.add(
                .storeUpdate,
                SeedBodies.StoreUpdate(entries: [
                    SeedBodies.StoreEntry(key: "colour", value: Data("\"red\"".utf8), clock: 1, writer: writer)
                ]))
            store.add(
                .storeUpdate,
                SeedBodies.StoreUpdate(entries: [
                    SeedBodies.StoreEntry(key: "colour", value: nil, clock: 2, writer: writer)
                ]))
            seeds.append(store.bytes)

            var transfer = FuzzRecords.Builder(mode: mode.rawValue)
            let content = Array("a small attachment".utf8)
            transfer.add(
                .uploadBegin,
                SeedBodies.UploadBegin(
                    id: upload, name: "note.txt", contentType: "text/plain", size: Int64(content.count))
            )
            transfer.add(.uploadChunk, UploadChunk(id: upload, offset: 0), payload: Array(content[0..<8]))
            transfer.add(.uploadChunk, UploadChunk(id: upload, offset: 8), payload: Array(content[8...]))
            transfer.add(.uploadEnd, SeedBodies.UploadReference(id: upload))
            transfer.add(.downloadRequest, SeedBodies.DownloadRequest(request: 1, id: upload, offset: 0, length: 8))
            transfer.add(.downloadRequest, SeedBodies.DownloadRequest(request: 2, id: upload, offset: 8, length: 10))
            transfer.add(.removeAttachment, SeedBodies.UploadReference(id: upload))
            seeds.append(transfer.bytes)

            var cancelled = FuzzRecords.Builder(mode: mode.rawValue)
            cancelled.add(
                .uploadBegin,
                SeedBodies.UploadBegin(id: upload, name: "big.bin", contentType: "public.data", size: 4096))
            cancelled.add(.uploadChunk, UploadChunk(id: upload, offset: 0), payload: Array(repeating: 7, count: 64))
            cancelled.add(.uploadCancel, SeedBodies.UploadReference(id: upload))
            cancelled.add(.leave, EmptyHeader())
            seeds.append(cancelled.bytes)
        }
        var end = FuzzRecords.Builder(mode: Mode.host.rawValue)
        end.add(.end, EmptyHeader())
        seeds.append(end.bytes)

        // A hello of its own, then a message; and a resumption with a token the hub never gave.
        for token in [nil, upload] {
            var own = FuzzRecords.Builder(mode: Mode.silent.rawValue)
            own.add(
                .hello,
                Hello(
                    participant: Participant(id: writer, name: "own", role: .participant),
                    activityIdentifier: activityIdentifier, activity: nil, sessionName: sessionName, resumeToken: token)
            )
            if token == nil { own.add(.message, MessageHeader(tag: "Foundation.Data"), payload: [1, 2, 3]) }
            seeds.append(own.bytes)
        }
        return seeds
    }
}
