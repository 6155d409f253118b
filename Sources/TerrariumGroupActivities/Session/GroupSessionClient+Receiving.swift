import Foundation
import Synchronization

extension GroupSessionClient {
    /// What applying a frame changed, announced once the lock is released.
    struct Changes {
        var members = false
        var attachments = false
        var storeKeys: Set<String> = []
        var joined: [CheckedContinuation<Void, any Error>] = []
        var handshake: CheckedContinuation<Void, any Error>?
        var window: [CheckedContinuation<Void, any Error>] = []
        var failure: GroupSessionError?
        var refusal: GroupSessionError?
        var deliveries: [(AsyncStream<(Data, Participant)>.Continuation, Data, Participant)] = []
        var upload: (AsyncStream<UploadStatus>.Continuation, UploadStatus)?
        var download: (AsyncStream<DownloadChunkEvent>.Continuation, DownloadChunkEvent)?
    }

    /// Applies a frame from the link `linkID`, on the link's thread.
    func receive(_ frame: Frame, link linkID: Int) {
        var changes = Changes()
        let snapshot = core.withLock {
            core -> (all: Set<Participant>, active: Set<Participant>, records: [AttachmentRecord])? in
            guard core.linkID == linkID else { return nil }
            do {
                try apply(frame, to: &core, changes: &changes)
            } catch {
                changes.failure = .protocolMismatch(String(describing: error))
            }
            let sets = core.memberSets
            return (sets.all, sets.active, core.attachmentRecords)
        }
        guard let snapshot else { return }
        if let refusal = changes.refusal {
            changes.handshake?.resume(throwing: Refusal(error: refusal))
            if case .joined = state { invalidate(refusal) }
            core.withLock { $0.link }?.closeWhenFlushed()
            return
        }
        if let failure = changes.failure {
            core.withLock { $0.link }?.abort()
            if case .ended = failure { invalidate(.ended) }
            return
        }
        if changes.members {
            participants.send(snapshot.all)
            activeParticipants.send(snapshot.active)
        }
        if changes.attachments { attachments.send(snapshot.records) }
        if !changes.storeKeys.isEmpty { storeChanges.send(changes.storeKeys) }
        for (continuation, data, source) in changes.deliveries { continuation.yield((data, source)) }
        if let (continuation, status) = changes.upload { continuation.yield(status) }
        if let (continuation, event) = changes.download { continuation.yield(event) }
        changes.handshake?.resume()
        for waiter in changes.joined + changes.window { waiter.resume() }
    }

    /// Sends an acknowledgement when frames arrived that no outgoing frame acknowledged.
    func acknowledge(link linkID: Int) {
        core.withLock { core in
            guard core.linkID == linkID, core.linkReady, core.acknowledgementOwed else { return }
            core.acknowledgementOwed = false
            core.link?.send(Frame(.ack, acknowledgement: core.lastReceived).encoded())
        }
    }

    /// Ends a join: the handshake is answered and those waiting for it resume, once the hub's
    /// welcome and (when one comes) its snapshot have both arrived.
    private func finishJoining(_ core: inout ClientCore, _ changes: inout Changes) {
        changes.handshake = core.handshake
        core.handshake = nil
        core.phase = .joined
        // Sent while the phase is held, as every change of state is, so none overtakes another.
        states.send(.joined)
        changes.joined = core.joinWaiters
        core.joinWaiters = []
    }

    private func apply(_ frame: Frame, to core: inout ClientCore, changes: inout Changes) throws(ProtocolError) {
        guard frame.acknowledgement < core.nextSequence else {
            throw .malformed(
                "an acknowledgement of frame \(frame.acknowledgement), when \(core.nextSequence - 1) were sent")
        }
        if core.acknowledge(frame.acknowledgement) {
            core.flushPendingStore()
            if core.unacknowledgedBytes <= Self.unacknowledgedLimit {
                changes.window = core.windowWaiters
                core.windowWaiters = []
            }
        }
        if frame.sequence != 0 {
            if frame.sequence <= core.lastReceived { return }
            guard core.lastReceived < .max, frame.sequence == core.lastReceived + 1 else {
                throw .malformed("frame \(frame.sequence) after \(core.lastReceived)")
            }
            core.lastReceived = frame.sequence
            core.acknowledgementOwed = true
        }
        switch frame.kind {
        case .welcome:
            let welcome = try FrameBody.parse(Welcome.self, from: frame.body).header
            core.resumeToken = welcome.resumeToken
            core.activity = welcome.activity
            if let skip = welcome.skipTo {
                // A skip only ever moves forward, by what the hub dropped while this client was away.
                guard skip >= core.lastReceived, skip < .max else { throw .malformed("a welcome skipping to \(skip)") }
                core.lastReceived = skip
            }
            core.linkReady = true
            // What the hub has not acknowledged goes again, in order, before anything new.
            for entry in core.unacknowledged where entry.sequence > frame.acknowledgement {
                core.link?.send(Frame.replacingAcknowledgement(in: entry.bytes, with: core.lastReceived))
            }
            core.flushPendingStore()
            if !core.awaitingSnapshot { finishJoining(&core, &changes) }
        case .failure:
            let failure = try FrameBody.parse(FrameFailure.self, from: frame.body).header
            changes.refusal = failure.error
            changes.handshake = core.handshake
            core.handshake = nil
        case .message:
            let (header, payload) = try FrameBody.parse(MessageHeader.self, from: frame.body)
            guard let source = header.source else { throw .malformed("a message without its source") }
            for subscriber in core.subscribers.values where subscriber.tag == header.tag {
                changes.deliveries.append((subscriber.continuation, payload, source))
            }
        case .storeUpdate:
            let update = try FrameBody.parse(StoreUpdate.self, from: frame.body).header
            for entry in update.entries {
                core.clock = max(core.clock, entry.clock)
                guard entry.supersedes(core.store[entry.key]) else { continue }
                core.store[entry.key] = entry
                changes.storeKeys.insert(entry.key)
            }
        case .participants:
            let list = try FrameBody.parse(ParticipantChanges.self, from: frame.body).header
            for presence in list.present {
                core.members[presence.participant.id] = presence.participant
                if presence.active {
                    core.active.insert(presence.participant.id)
                } else {
                    core.active.remove(presence.participant.id)
                }
            }
            for id in list.removed {
                core.members[id] = nil
                core.active.remove(id)
            }
            changes.members = !core.inSnapshot
        case .attachments:
            let list = try FrameBody.parse(AttachmentChanges.self, from: frame.body).header
            if !list.removed.isEmpty {
                let removed = Set(list.removed)
                core.attachmentRecords.removeAll { removed.contains($0.id) }
                core.attachmentIDs.subtract(removed)
            }
            for record in list.added where core.attachmentIDs.insert(record.id).inserted {
                core.attachmentRecords.append(record)
            }
            changes.attachments = !core.inSnapshot
        case .snapshotBegin:
            // Values this participant set and has not sent yet survive the reset.
            changes.storeKeys.formUnion(core.store.keys)
            core.store = core.pendingStore
            core.members = [:]
            core.active = []
            core.attachmentRecords = []
            core.attachmentIDs = []
            core.inSnapshot = true
        case .snapshotEnd:
            core.inSnapshot = false
            changes.members = true
            changes.attachments = true
            if core.awaitingSnapshot {
                core.awaitingSnapshot = false
                finishJoining(&core, &changes)
            }
        case .end:
            changes.failure = .ended
        case .uploadStatus:
            let status = try FrameBody.parse(UploadStatus.self, from: frame.body).header
            if let continuation = core.uploads[status.id] { changes.upload = (continuation, status) }
        case .downloadChunk:
            let (header, payload) = try FrameBody.parse(DownloadChunk.self, from: frame.body)
            if let continuation = core.downloads.removeValue(forKey: header.request) {
                changes.download = (continuation, DownloadChunkEvent(chunk: header, bytes: payload))
            }
        case .ack:
            break
        case .hello, .leave, .uploadBegin, .uploadChunk, .uploadEnd, .downloadRequest, .removeAttachment,
            .uploadCancel:
            throw .malformed("a \(frame.kind) frame from the hub")
        }
    }
}
