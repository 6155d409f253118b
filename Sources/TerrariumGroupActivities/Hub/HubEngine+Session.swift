import Foundation
import TerrariumTransfer

extension HubEngine {
    /// Applies one frame from `connection`.
    func handle(_ frame: Frame, from connection: HubConnection) throws {
        guard let id = connection.memberID, let member = members[id] else {
            guard frame.kind == .hello else { throw ProtocolError.malformed("expected a hello, got \(frame.kind)") }
            try hello(frame, from: connection)
            return
        }
        guard frame.acknowledgement <= member.lastSent else {
            throw ProtocolError.malformed(
                "an acknowledgement of frame \(frame.acknowledgement), when \(member.lastSent) were sent")
        }
        backlogTotal -= member.acknowledge(frame.acknowledgement)
        if frame.sequence != 0 {
            if frame.sequence <= member.lastReceived { return }
            guard member.lastReceived < .max, frame.sequence == member.lastReceived + 1 else {
                throw ProtocolError.malformed("frame \(frame.sequence) after \(member.lastReceived)")
            }
            member.lastReceived = frame.sequence
            connection.acknowledgementOwed = true
        }
        switch frame.kind {
        case .ack:
            break
        case .message:
            try route(frame, from: member)
        case .storeUpdate:
            try requireContributor(member, "a viewer cannot change shared values")
            try store(FrameBody.parse(StoreUpdate.self, from: frame.body).header, from: member)
        case .leave:
            connection.memberID = nil
            connection.closingSince = ContinuousClock.now
            forget(member)
        case .end:
            guard member.participant.role == .host else {
                throw GroupSessionError.notPermitted("only the host can end the session")
            }
            end()
        case .uploadBegin, .uploadChunk, .uploadEnd, .uploadCancel, .downloadRequest, .removeAttachment:
            try handleAttachmentFrame(frame, from: connection, member: member)
        case .hello, .welcome, .failure, .participants, .attachments, .snapshotBegin, .snapshotEnd, .uploadStatus,
            .downloadChunk:
            throw ProtocolError.malformed("a \(frame.kind) frame from a participant")
        }
    }

    func requireContributor(_ member: HubMember, _ detail: String) throws {
        guard member.participant.role.canContribute else { throw GroupSessionError.notPermitted(detail) }
    }

    private func hello(_ frame: Frame, from connection: HubConnection) throws {
        let hello = try FrameBody.parse(Hello.self, from: frame.body).header
        guard hello.magic == groupSessionProtocolMagic else {
            throw GroupSessionError.protocolMismatch(
                "the peer is not a \(groupSessionProtocolMagic) client (its hello's magic is “\(hello.magic.prefix(40))”)"
            )
        }
        guard hello.version == groupSessionProtocolVersion else {
            throw GroupSessionError.protocolMismatch(
                "the hub speaks version \(groupSessionProtocolVersion), the client \(hello.version)")
        }
        guard hello.sessionName == configuration.name else {
            throw GroupSessionError.sessionNotFound(String(hello.sessionName.prefix(64)))
        }
        if ended { throw GroupSessionError.ended }
        let nameBytes = hello.participant.name.utf8.count
        guard nameBytes <= SessionLimits.participantNameBytes else {
            throw GroupSessionError.limitExceeded(
                "a participant's name is at most \(SessionLimits.participantNameBytes) bytes, not \(nameBytes)")
        }
        guard SessionLimits.fits(hello.activityIdentifier, SessionLimits.identifierBytes) else {
            throw GroupSessionError.limitExceeded(
                "an activity identifier is at most \(SessionLimits.identifierBytes) bytes")
        }
        if let token = hello.resumeToken {
            try resume(hello, token: token, acknowledgement: frame.acknowledgement, on: connection)
            return
        }
        if hello.participant.role == .host {
            guard activityIdentifier == nil else { throw GroupSessionError.sessionExists(configuration.name) }
            activityIdentifier = hello.activityIdentifier
            activity = hello.activity ?? Data()
        } else {
            guard let expected = activityIdentifier else { throw GroupSessionError.sessionNotFound(configuration.name) }
            guard expected == hello.activityIdentifier else {
                throw GroupSessionError.activityMismatch(expected: expected, found: hello.activityIdentifier)
            }
        }
        guard members[hello.participant.id] == nil else {
            throw GroupSessionError.protocolMismatch("participant \(hello.participant.id) is already in the session")
        }
        guard members.count < SessionLimits.participants else {
            throw GroupSessionError.limitExceeded(
                "a session holds at most \(SessionLimits.participants) participants, connected or away")
        }
        let member = HubMember(hello.participant)
        member.connection = connection.fd
        members[member.participant.id] = member
        connection.memberID = member.participant.id
        everJoined = true
        let welcome = Welcome(
            participant: member.participant, activityIdentifier: activityIdentifier ?? "", activity: activity,
            resumeToken: member.token, resumed: false)
        connection.queue.append(FrameBody.frame(.welcome, welcome).encoded())
        sendSnapshot(to: member, reason: "joined")
        announcePresence(of: member)
    }

    private func resume(_ hello: Hello, token: UUID, acknowledgement: UInt64, on connection: HubConnection) throws {
        guard let member = members[hello.participant.id], member.token == token else {
            throw GroupSessionError.connectionLost
        }
        guard acknowledgement <= member.lastSent else {
            throw ProtocolError.malformed(
                "a resume acknowledging frame \(acknowledgement), when \(member.lastSent) were sent")
        }
        if let old = self.connection(of: member) {
            old.memberID = nil
            drop(old)
        }
        member.connection = connection.fd
        member.droppedAt = nil
        connection.memberID = member.participant.id
        backlogTotal -= member.acknowledge(acknowledgement)
        let welcome = Welcome(
            participant: member.participant, activityIdentifier: activityIdentifier ?? "", activity: activity,
            resumeToken: member.token, resumed: true, skipTo: member.overflowed ? member.lastSent : nil)
        var frame = FrameBody.frame(.welcome, welcome)
        frame.acknowledgement = member.lastReceived
        connection.queue.append(frame.encoded())
        if member.overflowed {
            member.overflowed = false
            sendSnapshot(to: member, reason: "missed too much")
        } else {
            for entry in member.backlog {
                connection.queue.append(Frame.replacingAcknowledgement(in: entry.bytes, with: member.lastReceived))
            }
        }
        announcePresence(of: member)
    }

    private func route(_ frame: Frame, from member: HubMember) throws {
        try requireContributor(member, "a viewer cannot send messages")
        var (header, payload) = try FrameBody.parse(MessageHeader.self, from: frame.body)
        guard SessionLimits.fits(header.tag, SessionLimits.identifierBytes) else {
            throw ProtocolError.malformed("a message tag over \(SessionLimits.identifierBytes) bytes")
        }
        header.source = member.participant
        let only = header.only.map(Set.init)
        let except = Set(header.except ?? [])
        header.only = nil
        header.except = nil
        let body = FrameBody.make(header, payload: payload)
        // The sender named in the header makes the body longer than the sender sent it.
        guard body.count <= Frame.maximumBodySize else {
            throw ProtocolError.malformed(
                "a message of \(payload.count) bytes leaves no room in a frame for its sender's name")
        }
        let recipients = members.values.filter { recipient in
            recipient !== member && !except.contains(recipient.participant.id)
                && (only?.contains(recipient.participant.id) ?? true)
        }
        guard frame.sequence == 0 else {
            for recipient in recipients { deliver(.message, body: body, to: recipient) }
            return
        }
        let key = "\(member.participant.id)|\(header.tag)"
        for recipient in recipients {
            guard let connection = self.connection(of: recipient), connection.closingSince == nil else { continue }
            let bytes = Frame(.message, acknowledgement: recipient.lastReceived, body: body).encoded()
            if connection.queue.count < Self.unreliableWater {
                connection.queue.append(bytes)
                continue
            }
            let replaced = connection.unreliableLatest[key]
            let held = connection.unreliableLatest.values.reduce(0) { $0 + $1.count } - (replaced?.count ?? 0)
            if held + bytes.count <= SessionLimits.coalescedBytesPerConnection,
                replaced != nil || connection.unreliableLatest.count < SessionLimits.coalescedMessagesPerConnection
            {
                connection.unreliableLatest[key] = bytes
            }
        }
    }

    private func store(_ update: StoreUpdate, from member: HubMember) throws {
        var accepted: [StoreEntry] = []
        // An update is applied whole or not at all: what a refused entry's earlier siblings
        // changed is undone, since nobody is told of them.
        var undo: [(key: String, entry: StoreEntry?)] = []
        let (clockBefore, bytesBefore) = (highestClock, storeBytes)
        do {
            try apply(update, from: member, accepted: &accepted, undo: &undo)
        } catch {
            for (key, entry) in undo.reversed() { entries[key] = entry }
            (highestClock, storeBytes) = (clockBefore, bytesBefore)
            throw error
        }
        guard !accepted.isEmpty else { return }
        let body = FrameBody.make(StoreUpdate(entries: accepted))
        for other in members.values where other !== member { deliver(.storeUpdate, body: body, to: other) }
    }

    private func apply(
        _ update: StoreUpdate, from member: HubMember, accepted: inout [StoreEntry],
        undo: inout [(key: String, entry: StoreEntry?)]
    ) throws {
        for entry in update.entries {
            guard entry.writer == member.participant.id else {
                throw ProtocolError.malformed("a store entry written in another participant's name")
            }
            guard SessionLimits.fits(entry.key, SessionLimits.storeKeyBytes),
                (entry.value?.count ?? 0) <= SessionLimits.storeValueBytes
            else {
                throw ProtocolError.malformed(
                    "a store entry over \(SessionLimits.storeKeyBytes) bytes of key or \(SessionLimits.storeValueBytes) of value"
                )
            }
            let (ceiling, overflow) = highestClock.addingReportingOverflow(SessionLimits.clockStep)
            guard overflow || entry.clock <= ceiling else {
                throw ProtocolError.malformed(
                    "a store clock of \(entry.clock) leaps more than \(SessionLimits.clockStep) past the session's \(highestClock)"
                )
            }
            highestClock = max(highestClock, entry.clock)
            let previous = entries[entry.key]
            if entry.supersedes(previous) {
                let bytes = storeBytes - (previous.map(Self.storedSize) ?? 0) + Self.storedSize(entry)
                guard bytes <= SessionLimits.storeBytes else {
                    throw GroupSessionError.limitExceeded(
                        "the shared values take at most \(ByteCount.text(Int64(SessionLimits.storeBytes))) in all")
                }
                storeBytes = bytes
                undo.append((entry.key, previous))
                entries[entry.key] = entry
                accepted.append(entry)
            }
        }
    }

    /// What a stored value counts against the store's limit: its key, its bytes and what keeping
    /// an entry costs.
    static func storedSize(_ entry: StoreEntry) -> Int {
        entry.key.utf8.count + (entry.value?.count ?? 0) + 128
    }

    /// Ends the session for everyone: the host ended it (`reason` nil) or the hub was told to
    /// stop; every connected client gets a frame saying which, and every upload is deleted.
    func end(stoppedBecause reason: String? = nil) {
        guard !ended else { return }
        ended = true
        endedAt = ContinuousClock.now
        let bytes =
            reason.map { FrameBody.frame(.failure, FrameFailure(error: .hubStopped($0))).encoded() }
            ?? Frame(.end).encoded()
        for connection in connections.values {
            if connection.memberID != nil { connection.queue.append(bytes) }
            connection.closingSince = ContinuousClock.now
        }
        for member in members.values { abandonUploads(of: member) }
        members = [:]
        backlogTotal = 0
    }
}
