import Foundation

/// The mutable state of a ``GroupSessionClient``, kept under its lock.
package struct ClientCore {
    enum Phase {
        case idle
        case joining
        case joined
        case reconnecting
        case invalidated(GroupSessionError)
    }

    /// What a subscriber of messages wants.
    struct Subscriber {
        var tag: String
        var continuation: AsyncStream<(Data, Participant)>.Continuation
    }

    /// Everything waiting on a session that is over or a connection that is gone.
    struct Ended {
        var link: FrameLink?
        var handshake: CheckedContinuation<Void, any Error>?
        var waiters: [CheckedContinuation<Void, any Error>] = []
        var uploads: [AsyncStream<UploadStatus>.Continuation] = []
        var downloads: [AsyncStream<DownloadChunkEvent>.Continuation] = []
        var subscribers: [AsyncStream<(Data, Participant)>.Continuation] = []
    }

    var phase = Phase.idle
    var link: FrameLink?
    var linkID = 0
    /// Whether the hub welcomed the current link, so reliable frames may go out on it.
    var linkReady = false
    var handshake: CheckedContinuation<Void, any Error>?
    var awaitingSnapshot = false
    /// Between a snapshot's first and last frame: its pages are applied, announced at its end.
    var inSnapshot = false
    var resumeToken: UUID?
    var activity: Data?

    var nextSequence: UInt64 = 1
    var unacknowledged: [(sequence: UInt64, bytes: Data)] = []
    var unacknowledgedBytes = 0
    var lastReceived: UInt64 = 0
    var acknowledgementOwed = false

    var store: [String: StoreEntry] = [:]
    var clock: UInt64 = 0
    /// Values set while they could not be sent; a later set of the same key replaces the earlier.
    var pendingStore: [String: StoreEntry] = [:]

    var members: [UUID: Participant] = [:]
    var active: Set<UUID> = []
    var attachmentRecords: [AttachmentRecord] = []
    var attachmentIDs: Set<UUID> = []

    var subscribers: [Int: Subscriber] = [:]
    var nextSubscriber = 0
    var joinWaiters: [CheckedContinuation<Void, any Error>] = []
    var windowWaiters: [CheckedContinuation<Void, any Error>] = []
    var uploads: [UUID: AsyncStream<UploadStatus>.Continuation] = [:]
    var downloads: [UInt64: AsyncStream<DownloadChunkEvent>.Continuation] = [:]
    var nextRequest: UInt64 = 1

    /// Takes every waiter, stream and the link, leaving none behind.
    mutating func takeEverything() -> Ended {
        var ended = takeTransfers()
        ended.link = link
        link = nil
        linkReady = false
        ended.waiters = joinWaiters + windowWaiters
        joinWaiters = []
        windowWaiters = []
        ended.subscribers = subscribers.values.map(\.continuation)
        subscribers = [:]
        return ended
    }

    /// Takes the handshake and the transfers, which cannot outlive their connection.
    mutating func takeTransfers() -> Ended {
        var ended = Ended()
        ended.handshake = handshake
        handshake = nil
        ended.uploads = Array(uploads.values)
        uploads = [:]
        ended.downloads = Array(downloads.values)
        downloads = [:]
        return ended
    }

    /// Queues a reliable frame: numbered, kept until acknowledged, written at once when the
    /// link is ready and otherwise after the next resume.
    mutating func sendReliable(_ kind: FrameKind, body: Data) {
        let frame = Frame(kind, sequence: nextSequence, acknowledgement: lastReceived, body: body)
        nextSequence += 1
        let bytes = frame.encoded()
        unacknowledged.append((frame.sequence, bytes))
        unacknowledgedBytes += bytes.count
        if linkReady {
            acknowledgementOwed = false
            link?.send(bytes)
        }
    }

    /// The Lamport clock of the next local write: one past every clock seen, saturating, so a
    /// huge clock from elsewhere can never make a write trap.
    mutating func tick() -> UInt64 {
        clock = clock == .max ? .max : clock + 1
        return clock
    }

    /// Applies a cumulative acknowledgement; returns whether the send window opened.
    mutating func acknowledge(_ acknowledgement: UInt64) -> Bool {
        var dropped = 0
        while dropped < unacknowledged.count, unacknowledged[dropped].sequence <= acknowledgement { dropped += 1 }
        guard dropped > 0 else { return false }
        for entry in unacknowledged[0..<dropped] { unacknowledgedBytes -= entry.bytes.count }
        unacknowledged.removeFirst(dropped)
        return true
    }

    /// Sends the store values set while they could not go out, as one update.
    mutating func flushPendingStore() {
        guard linkReady, !pendingStore.isEmpty else { return }
        let entries = pendingStore.values.sorted { $0.key < $1.key }
        pendingStore = [:]
        sendReliable(.storeUpdate, body: FrameBody.make(StoreUpdate(entries: entries)))
    }

    /// The participants, and those connected now.
    var memberSets: (all: Set<Participant>, active: Set<Participant>) {
        (Set(members.values), Set(members.values.filter { active.contains($0.id) }))
    }
}
