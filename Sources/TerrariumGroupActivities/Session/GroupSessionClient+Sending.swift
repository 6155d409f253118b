import Foundation
import Synchronization

extension GroupSessionClient {
    /// The largest encoded shared value, so any value fits a frame.
    static let maximumValueSize = SessionLimits.storeValueBytes

    /// Sends a message to `recipients`; a reliable one waits while too much is unacknowledged.
    func sendMessage(_ payload: Data, tag: String, to recipients: Participants, reliable: Bool) async throws {
        try requireContributor("a viewer cannot send messages")
        var header = MessageHeader(tag: tag)
        switch recipients {
        case .all: break
        case .only(let set): header.only = set.map(\.id)
        case .allExcept(let set): header.except = set.map(\.id)
        }
        let body = FrameBody.make(header, payload: payload)
        // The hub adds the sender to the header; its name and id take at most this much.
        let senderRoom = SessionLimits.participantNameBytes * 6 + 256
        guard body.count + senderRoom <= Frame.maximumBodySize else {
            throw GroupSessionError.notPermitted(
                "a message of \(payload.count) bytes is over the 1 MiB frame limit, with room for its sender")
        }
        guard reliable else {
            // Only the latest unreliable message matters, so one that would wait is dropped.
            core.withLock { core in
                guard core.linkReady, let link = core.link, link.queuedBytes < 1 << 20 else { return }
                link.send(Frame(.message, acknowledgement: core.lastReceived, body: body).encoded())
                core.acknowledgementOwed = false
            }
            return
        }
        try await waitForWindow()
        core.withLock { $0.sendReliable(.message, body: body) }
    }

    /// Waits while the unacknowledged bytes are over the limit: back-pressure for senders.
    func waitForWindow() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let resolved: Result<Void, GroupSessionError>? = core.withLock { core in
                if case .invalidated(let reason) = core.phase { return .failure(reason) }
                guard core.unacknowledgedBytes > Self.unacknowledgedLimit else { return .success(()) }
                core.windowWaiters.append(continuation)
                return nil
            }
            if let resolved { continuation.resume(with: resolved) }
        }
    }

    /// A stream of the messages tagged `tag`, from now on.
    func messages(tagged tag: String, reliable: Bool) -> AsyncStream<(Data, Participant)> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: (Data, Participant).self, bufferingPolicy: reliable ? .unbounded : .bufferingNewest(16))
        continuation.subscribe {
            core.withLock { core -> Int? in
                if case .invalidated = core.phase { return nil }
                core.nextSubscriber += 1
                core.subscribers[core.nextSubscriber] = ClientCore.Subscriber(tag: tag, continuation: continuation)
                return core.nextSubscriber
            }
        } unsubscribe: { [weak self] id in
            _ = self?.core.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sets or removes a shared value locally at once and sends it in the background.
    func setStoreValue(_ value: Data?, forKey key: String) throws {
        try requireContributor("a viewer cannot change shared values")
        guard (value?.count ?? 0) <= Self.maximumValueSize else {
            throw GroupSessionError.notPermitted("a shared value is limited to \(Self.maximumValueSize) bytes")
        }
        guard SessionLimits.fits(key, SessionLimits.storeKeyBytes) else {
            throw GroupSessionError.limitExceeded(
                "a shared value's key is at most \(SessionLimits.storeKeyBytes) bytes")
        }
        let changed = core.withLock { core -> Bool in
            if case .invalidated = core.phase { return false }
            let entry = StoreEntry(key: key, value: value, clock: core.tick(), writer: localParticipant.id)
            core.store[key] = entry
            core.pendingStore[key] = entry
            if core.unacknowledgedBytes <= Self.unacknowledgedLimit { core.flushPendingStore() }
            return true
        }
        if changed { storeChanges.send([key]) }
    }

    /// The shared value of `key`.
    func storeValue(forKey key: String) -> Data? {
        core.withLock { $0.store[key]?.value }
    }

    /// The keys with values, sorted.
    func storeKeys() -> [String] {
        core.withLock { $0.store.compactMap { $0.value.value == nil ? nil : $0.key } }.sorted()
    }

    func requireContributor(_ detail: String) throws {
        guard localParticipant.role.canContribute else { throw GroupSessionError.notPermitted(detail) }
        if case .invalidated(let reason) = state { throw reason }
    }
}
