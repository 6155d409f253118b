/// The bounds every peer's input is held to.
///
/// No peer can trap the hub or a client, or make either grow without bound; `Docs/Sharing.md`
/// states each of them.
package enum SessionLimits {
    /// The most bytes (UTF-8) of a participant's name.
    package static let participantNameBytes = 128
    /// The most bytes of an attachment's name.
    package static let attachmentNameBytes = 255
    /// The most bytes of a content type, an activity identifier or a message tag.
    package static let identifierBytes = 255
    /// The most bytes of a shared value's key.
    package static let storeKeyBytes = 1_024
    /// The most bytes of one shared value: in the JSON of a frame its Base64 may be escaped to
    /// 8/3 of it, which must still fit the frame limit.
    package static let storeValueBytes = 256 << 10
    /// The most bytes all shared values take together (keys, values and 128 bytes an entry).
    package static let storeBytes = 8 << 20
    /// The most unreliable messages kept, the latest per sender and type, for a connection too
    /// busy to take them now; others are dropped.
    package static let coalescedMessagesPerConnection = 64
    /// The most bytes those held messages take together: beside its output queue, a connection
    /// that does not read holds no more than this of unreliable messages.
    package static let coalescedBytesPerConnection = 2 << 20
    /// The most participants a session keeps, connected or away.
    package static let participants = 1_000
    /// The most a Lamport clock from a participant may lead the highest the hub has seen: a
    /// client's clock leads by one per write it made while away, never by millions.
    package static let clockStep: UInt64 = 1 << 20
    /// The most uploads one participant has in progress at once.
    package static let openUploadsPerParticipant = 4
    /// The most uploads in progress in the hub at once, each holding a descriptor.
    package static let openUploads = 256
    /// The most attachments one participant has added and not removed.
    package static let attachmentsPerParticipant = 1_000
    /// The most attachments in a session, so its snapshot stays within a participant's backlog.
    package static let attachments = 10_000
    /// How many times the attachment size limit one participant's attachments may add up to.
    package static let bytesPerParticipantInAttachments: Int64 = 10
    /// The most connections the hub serves at once; the next is refused with a failure frame.
    package static let connections = 1_024
    /// The most bytes of entries in one list frame of a snapshot, which comes in pages.
    package static let pageBytes = 256 << 10

    /// Whether `text` is at most `limit` bytes of UTF-8.
    package static func fits(_ text: String, _ limit: Int) -> Bool {
        text.utf8.count <= limit
    }
}
