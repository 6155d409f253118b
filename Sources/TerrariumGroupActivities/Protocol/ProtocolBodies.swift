package import Foundation

/// The protocol's version; a hub refuses a client of another.
package let groupSessionProtocolVersion = 2
/// The string every hello starts with, so a stray program's bytes are told apart from a client.
package let groupSessionProtocolMagic = "terrarium-share"
/// What this build of the protocol can do, exchanged in the handshake.
package let groupSessionProtocolFeatures = ["messages", "unreliable", "store", "journal", "resume"]

/// The first frame a client sends.
package struct Hello: Codable, Sendable {
    package var magic = groupSessionProtocolMagic
    package var version = groupSessionProtocolVersion
    package var features = groupSessionProtocolFeatures
    package var participant: Participant
    package var activityIdentifier: String
    /// The host's activity, JSON; absent for other roles.
    package var activity: Data?
    /// The session the client believes it joins.
    package var sessionName: String
    /// Present when resuming: the token the welcome gave.
    package var resumeToken: UUID?

    package init(
        participant: Participant, activityIdentifier: String, activity: Data?, sessionName: String, resumeToken: UUID?
    ) {
        self.participant = participant
        self.activityIdentifier = activityIdentifier
        self.activity = activity
        self.sessionName = sessionName
        self.resumeToken = resumeToken
    }
}

/// The hub's answer to a hello it accepts.
package struct Welcome: Codable, Sendable {
    package var version = groupSessionProtocolVersion
    package var features = groupSessionProtocolFeatures
    package var participant: Participant
    package var activityIdentifier: String
    package var activity: Data
    package var resumeToken: UUID
    /// Whether the hub still had this participant, so retransmission continues where it stopped.
    package var resumed: Bool
    /// Set when the hub dropped this participant's backlog (it grew past its bound while the
    /// participant was away): the sequence number to continue from, a snapshot following.
    package var skipTo: UInt64?
}

/// Why a connection closes.
package struct FrameFailure: Codable, Sendable {
    package var error: GroupSessionError

    package init(error: GroupSessionError) {
        self.error = error
    }
}

/// Who a message is for; the hub fills in the sender.
package struct MessageHeader: Codable, Sendable {
    /// What the payload is: `String(reflecting:)` of the message type, or `Data`.
    package var tag: String
    /// Recipients by id; nil means everyone but the sender.
    package var only: [UUID]?
    /// Participants left out when `only` is nil.
    package var except: [UUID]?
    /// Set by the hub.
    package var source: Participant?

    package init(tag: String, only: [UUID]? = nil, except: [UUID]? = nil, source: Participant? = nil) {
        self.tag = tag
        self.only = only
        self.except = except
        self.source = source
    }
}

/// Store values set or removed, each with its Lamport clock.
package struct StoreUpdate: Codable, Sendable {
    package var entries: [StoreEntry]
}

/// A participant and whether it is connected now.
package struct ParticipantPresence: Codable, Sendable {
    package var participant: Participant
    package var active: Bool
}

/// Who came, went or changed connection: one participant per change, or a page of a snapshot.
package struct ParticipantChanges: Codable, Sendable {
    /// Participants added, or whose connection changed.
    package var present: [ParticipantPresence] = []
    /// Participants who left or were forgotten.
    package var removed: [UUID] = []
}

/// An attachment as the protocol describes it.
package struct AttachmentRecord: Codable, Hashable, Sendable {
    package var id: UUID
    package var name: String
    package var contentType: String
    package var size: Int64
    package var addedBy: Participant
}

/// Attachments added (in the order they were) or removed: one per change, or a page of a
/// snapshot.
package struct AttachmentChanges: Codable, Sendable {
    package var added: [AttachmentRecord] = []
    package var removed: [UUID] = []
}

/// The start of an upload.
package struct UploadBegin: Codable, Equatable, Sendable {
    package var id: UUID
    package var name: String
    package var contentType: String
    package var size: Int64
}

/// Where a chunk of an upload goes.
package struct UploadChunk: Codable, Sendable {
    package var id: UUID
    package var offset: Int64

    package init(id: UUID, offset: Int64) {
        self.id = id
        self.offset = offset
    }
}

/// An upload or attachment by id.
package struct UploadReference: Codable, Sendable {
    package var id: UUID
}

/// How far the hub got with an upload.
package struct UploadStatus: Codable, Sendable {
    package var id: UUID
    package var received: Int64
    package var completed: Bool
    package var error: GroupSessionError?
}

/// A range of an attachment a client wants.
package struct DownloadRequest: Codable, Sendable {
    package var request: UInt64
    package var id: UUID
    package var offset: Int64
    package var length: Int
}

/// A range of an attachment, or why it cannot be sent.
package struct DownloadChunk: Codable, Sendable {
    package var request: UInt64
    package var offset: Int64
    package var error: GroupSessionError?
}

/// Marks a snapshot's start; the receiver replaces its shared state with what follows.
package struct SnapshotMarker: Codable, Sendable {
    package var reason: String
}

/// An empty header.
package struct EmptyHeader: Codable, Sendable {
    package init() {}
}

/// A downloaded range as the client's transfer loop receives it.
package struct DownloadChunkEvent: Sendable {
    package var chunk: DownloadChunk
    package var bytes: Data
}
