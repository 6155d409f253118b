import Foundation

/// One connection to the hub: its bytes in and out, and the participant it carries once the
/// handshake is done.
final class HubConnection {
    let fd: Int32
    var decoder = FrameDecoder()
    var queue = OutboundQueue()
    var memberID: UUID?
    /// When it was accepted: a connection that has not said hello by the handshake deadline closes.
    let openedAt = ContinuousClock.now
    /// The newest unreliable message per sender and type that did not fit the queue.
    var unreliableLatest: [String: Data] = [:]
    var acknowledgementOwed = false
    /// When set, nothing more is read and the connection closes once its queue is written.
    var closingSince: ContinuousClock.Instant?
    /// Since when the queue has been over the high-water mark with nothing written.
    var congestedSince: ContinuousClock.Instant?

    init(fd: Int32) {
        self.fd = fd
    }
}

/// A participant as the hub keeps it, connected or not.
final class HubMember {
    let participant: Participant
    let token = UUID()
    var connection: Int32?
    var droppedAt: ContinuousClock.Instant?
    /// The next reliable sequence number towards this participant.
    var nextSequence: UInt64 = 1
    /// Reliable frames sent and not yet acknowledged, resent after a resume.
    var backlog: [(sequence: UInt64, bytes: Data)] = []
    var backlogBytes = 0
    /// Whether the backlog outgrew its bound and was dropped: the next resume gets a snapshot.
    var overflowed = false
    /// The highest reliable sequence number received from this participant.
    var lastReceived: UInt64 = 0
    /// Uploads in progress, kept while the participant is away so they resume where they stopped.
    var uploads: [UUID: HubUpload] = [:]

    /// The highest reliable sequence number sent to this participant so far.
    var lastSent: UInt64 { nextSequence - 1 }

    init(_ participant: Participant) {
        self.participant = participant
    }

    /// Drops the backlog up to a cumulative acknowledgement and returns the bytes freed.
    @discardableResult
    func acknowledge(_ acknowledgement: UInt64) -> Int {
        var dropped = 0
        var freed = 0
        while dropped < backlog.count, backlog[dropped].sequence <= acknowledgement {
            freed += backlog[dropped].bytes.count
            backlogBytes -= backlog[dropped].bytes.count
            dropped += 1
        }
        if dropped > 0 { backlog.removeFirst(dropped) }
        return freed
    }
}

/// An upload in progress: a part file that becomes the attachment only when complete.
struct HubUpload {
    var fd: Int32
    var partPath: String
    var begin: UploadBegin
    var received: Int64 = 0
}
