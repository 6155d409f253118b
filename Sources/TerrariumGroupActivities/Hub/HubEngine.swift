import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hub's state and rules, driven by ``GroupSessionHub``'s loop on one thread.
final class HubEngine {
    /// Queued bytes past which a connection is not read: a peer that does not read its answers
    /// stops being served, and nobody else waits for it.
    static let highWater = 8 << 20
    /// Queued bytes past which a connection is closed at once; its participant resumes later.
    ///
    /// Above a participant's backlog bound, so a resume that resends the whole backlog fits.
    static let outputLimit = 48 << 20
    /// Queued bytes past which unreliable messages to a connection are coalesced.
    static let unreliableWater = 256 << 10
    /// The most unacknowledged reliable bytes kept for one participant; past it, the backlog is
    /// dropped and the participant gets a snapshot when it resumes.
    static let backlogLimit = 32 << 20
    /// The most unacknowledged reliable bytes kept for all participants together.
    static let backlogBudget = 256 << 20
    /// How long a connection may stay over the high-water mark without taking a byte before it
    /// is closed; its participant then resumes like any dropped one.
    static let congestionTimeout = Duration.seconds(10)
    /// How long a closing connection may take to write its last frames.
    static let closingTimeout = Duration.seconds(2)
    /// How long the uploads of a participant that dropped are kept for it to resume them.
    static let uploadResumeWindow = Duration.seconds(15)

    /// What one participant's attachments take, for its quotas.
    struct QuotaUse {
        var attachments = 0
        var bytes: Int64 = 0
    }

    let configuration: GroupSessionHub.Configuration
    let startedAt = ContinuousClock.now
    var connections: [Int32: HubConnection] = [:]
    var members: [UUID: HubMember] = [:]
    var activityIdentifier: String?
    var activity = Data()
    var entries: [String: StoreEntry] = [:]
    /// The highest Lamport clock accepted, which bounds the next.
    var highestClock: UInt64 = 0
    /// What the shared values take, by ``storedSize(_:)``.
    var storeBytes = 0
    /// The unacknowledged backlogs of all participants together.
    var backlogTotal = 0
    var attachments: [AttachmentRecord] = []
    /// The attachments by id, for lookups that must not scan the list.
    var attachmentsByID: [UUID: AttachmentRecord] = [:]
    /// What each participant's attachments and uploads take, by participant id.
    var quotaUse: [UUID: QuotaUse] = [:]
    var ended = false
    var endedAt: ContinuousClock.Instant?
    var everJoined = false

    init(_ configuration: GroupSessionHub.Configuration) {
        self.configuration = configuration
    }

    /// Whether the session is over and the hub should delete everything.
    var isOver: Bool {
        let now = ContinuousClock.now
        if ended { return connections.isEmpty || now - (endedAt ?? now) > Self.closingTimeout }
        if everJoined { return members.isEmpty && connections.values.allSatisfy { $0.queue.isEmpty } }
        return now - startedAt > max(configuration.grace, Self.firstJoinTimeout)
    }

    /// How long a new hub waits for its host, whatever the grace period: the host that started it
    /// may be slow to connect on a loaded machine, and a short grace is about reconnections.
    static let firstJoinTimeout = Duration.seconds(60)

    func add(_ fd: Int32) {
        Descriptors.prepare(fd)
        connections[fd] = HubConnection(fd: fd)
    }

    /// The descriptors to poll and what for.
    func pollSet() -> [(Int32, Int16)] {
        connections.values.map { connection in
            var events: Int16 = 0
            if connection.closingSince == nil, connection.queue.count <= Self.highWater { events |= Int16(POLLIN) }
            if !connection.queue.isEmpty { events |= Int16(POLLOUT) }
            return (connection.fd, events)
        }
    }

    /// Reads what `fd` has and handles its frames.
    func readable(_ fd: Int32, revents: Int16, buffer: inout [UInt8]) {
        guard let connection = connections[fd] else { return }
        if connection.closingSince != nil {
            if revents & Int16(POLLHUP | POLLERR) != 0 { drop(connection) }
            return
        }
        guard revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return }
        for _ in 0..<4 {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                drop(connection)
                return
            }
            guard count > 0, take(buffer, count: count, from: connection) else { return }
            if count < buffer.count { return }
        }
    }

    /// Decodes and applies `count` bytes of `buffer` from `connection`; false once the peer was
    /// refused or stopped being read.
    private func take(_ buffer: [UInt8], count: Int, from connection: HubConnection) -> Bool {
        buffer.withUnsafeBytes { connection.decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        return handleBuffered(from: connection)
    }

    /// Handles the frames `connection` sent that wait in its decoder, until its output queue
    /// passes the high-water mark; false once the peer was refused.
    ///
    /// One read can hold thousands of download requests, each answered with a large chunk, so
    /// the rest wait in the decoder until the peer takes what it asked for.
    @discardableResult
    func handleBuffered(from connection: HubConnection) -> Bool {
        do {
            while connection.closingSince == nil, connection.queue.count <= Self.highWater,
                let frame = try connection.decoder.next()
            {
                try handle(frame, from: connection)
            }
        } catch let error as ProtocolError {
            refuse(connection, .disconnected(reason: error.description))
        } catch let error as GroupSessionError {
            refuse(connection, error)
        } catch {
            refuse(connection, .disconnected(reason: String(describing: error)))
        }
        return connection.closingSince == nil
    }

    /// Applies what a peer sent before it closed its end, which writing to it just found: a
    /// `leave` racing the close is then a leave, not a drop that keeps the participant for the
    /// grace period.
    private func drainInput(of connection: HubConnection) {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        // Bounded like any read: a peer that keeps writing is not read forever.
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
            guard count > 0, take(buffer, count: count, from: connection) else { return }
        }
    }

    /// Writes queues, sends owed acknowledgements, closes finished, congested and silent
    /// connections, and forgets participants whose grace period ran out.
    func finishIteration() {
        let now = ContinuousClock.now
        for connection in Array(connections.values) {
            // Frames applied for an earlier connection of this loop may have closed this one.
            guard connections[connection.fd] === connection else { continue }
            if connection.acknowledgementOwed, let id = connection.memberID, let member = members[id] {
                connection.queue.append(Frame(.ack, acknowledgement: member.lastReceived).encoded())
                connection.acknowledgementOwed = false
            }
            let queued = connection.queue.count
            if !connection.queue.flush(to: connection.fd) {
                drainInput(of: connection)
                drop(connection)
                continue
            }
            if connection.queue.count < Self.unreliableWater, !connection.unreliableLatest.isEmpty {
                for bytes in connection.unreliableLatest.values { connection.queue.append(bytes) }
                connection.unreliableLatest = [:]
            }
            if let since = connection.closingSince, connection.queue.isEmpty || now - since > Self.closingTimeout {
                drop(connection)
                continue
            }
            if connection.memberID == nil, connection.closingSince == nil,
                now - connection.openedAt > configuration.handshakeTimeout
            {
                let milliseconds = configuration.handshakeTimeout / .milliseconds(1)
                refuse(connection, .disconnected(reason: "no hello within \(Int(milliseconds)) ms"))
                continue
            }
            if connection.queue.count > Self.outputLimit {
                drop(connection)
            } else if connection.queue.count > Self.highWater, connection.queue.count >= queued {
                // Over the mark and nothing written this pass: the peer is not reading. A slow
                // reader that takes bytes, however few, is not cut off.
                let since = connection.congestedSince ?? now
                connection.congestedSince = since
                if now - since > Self.congestionTimeout { drop(connection) }
            } else {
                connection.congestedSince = nil
                // Frames held back while the queue was over the mark go on once it drained.
                if connection.closingSince == nil, connection.decoder.bufferedCount > 0 {
                    handleBuffered(from: connection)
                }
            }
        }
        let uploadWindow = min(configuration.grace, Self.uploadResumeWindow)
        for member in Array(members.values) {
            guard let droppedAt = member.droppedAt else { continue }
            if now - droppedAt > configuration.grace {
                forget(member)
            } else if now - droppedAt > uploadWindow, !member.uploads.isEmpty {
                abandonUploads(of: member)
            }
        }
    }

    /// Closes a connection now; its participant, if any, is kept for the grace period.
    func drop(_ connection: HubConnection) {
        guard connections.removeValue(forKey: connection.fd) != nil else { return }
        shutdown(connection.fd, Int32(SHUT_RDWR))
        close(connection.fd)
        if let id = connection.memberID, let member = members[id], member.connection == connection.fd {
            member.connection = nil
            member.droppedAt = ContinuousClock.now
            announcePresence(of: member)
        }
    }

    /// Sends `error` to the peer and closes its connection; a participant refused after the
    /// handshake is forgotten, since its client gives up.
    func refuse(_ connection: HubConnection, _ error: GroupSessionError) {
        connection.queue.append(FrameBody.frame(.failure, FrameFailure(error: error)).encoded())
        connection.closingSince = ContinuousClock.now
        if let id = connection.memberID {
            connection.memberID = nil
            if let member = members[id] { forget(member) }
        }
    }

    /// Removes a participant for good: its uploads are deleted and everyone else is told.
    func forget(_ member: HubMember) {
        guard members.removeValue(forKey: member.participant.id) != nil else { return }
        backlogTotal -= member.backlogBytes
        abandonUploads(of: member)
        announceRemoval(of: member)
    }

    /// Closes every connection and upload, for the hub's end.
    func closeEverything() {
        for connection in Array(connections.values) {
            _ = connection.queue.flush(to: connection.fd)
            drop(connection)
        }
        for member in members.values { abandonUploads(of: member) }
    }

    /// The connection of `member`, when it is connected.
    func connection(of member: HubMember) -> HubConnection? {
        member.connection.flatMap { connections[$0] }
    }

    /// Drops `member`'s backlog, for a snapshot when it resumes.
    ///
    /// Its connection, if open, closes without a failure frame, so its client reconnects and
    /// gets the snapshot.
    private func overflow(_ member: HubMember) {
        member.overflowed = true
        backlogTotal -= member.backlogBytes
        member.backlog = []
        member.backlogBytes = 0
        connection(of: member)?.closingSince = ContinuousClock.now
    }

    /// Sends a reliable frame to `member`: numbered, kept until acknowledged, queued when
    /// connected; past the backlog bound the backlog is dropped for a snapshot on resume.
    func deliver(_ kind: FrameKind, body: Data, to member: HubMember) {
        let frame = Frame(kind, sequence: member.nextSequence, acknowledgement: member.lastReceived, body: body)
        member.nextSequence += 1
        guard !member.overflowed else { return }
        let bytes = frame.encoded()
        member.backlog.append((frame.sequence, bytes))
        member.backlogBytes += bytes.count
        backlogTotal += bytes.count
        let connection = connection(of: member)
        if member.backlogBytes > Self.backlogLimit {
            overflow(member)
            return
        }
        // Past the hub's budget, the largest backlogs go first, whoever they belong to.
        while backlogTotal > Self.backlogBudget,
            let largest = members.values.max(by: { $0.backlogBytes < $1.backlogBytes }),
            largest.backlogBytes > 0
        {
            overflow(largest)
            if largest === member { return }
        }
        if let connection, connection.closingSince == nil {
            connection.queue.append(bytes)
            connection.acknowledgementOwed = false
        }
    }
}
