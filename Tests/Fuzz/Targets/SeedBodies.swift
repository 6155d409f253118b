import Foundation
import TerrariumGroupActivities

/// The JSON shapes of the protocol's frame headers, written out for the seeds: the fuzz targets
/// build well-formed frames from them as a participant or a hub would, without needing the
/// library's own types to be constructible from outside it.
enum SeedBodies {
    struct StoreEntry: Encodable {
        var key: String
        var value: Data?
        var clock: UInt64
        var writer: UUID
    }

    struct StoreUpdate: Encodable {
        var entries: [StoreEntry]
    }

    struct UploadBegin: Encodable {
        var id: UUID
        var name: String
        var contentType: String
        var size: Int64
    }

    struct UploadReference: Encodable {
        var id: UUID
    }

    struct DownloadRequest: Encodable {
        var request: UInt64
        var id: UUID
        var offset: Int64
        var length: Int
    }

    struct Welcome: Encodable {
        var version = groupSessionProtocolVersion
        var features = groupSessionProtocolFeatures
        var participant: Participant
        var activityIdentifier: String
        var activity: Data
        var resumeToken: UUID
        var resumed: Bool
        var skipTo: UInt64?
    }

    struct ParticipantPresence: Encodable {
        var participant: Participant
        var active: Bool
    }

    struct ParticipantChanges: Encodable {
        var present: [ParticipantPresence]
        var removed: [UUID] = []
    }

    struct AttachmentRecord: Encodable {
        var id: UUID
        var name: String
        var contentType: String
        var size: Int64
        var addedBy: Participant
    }

    struct AttachmentChanges: Encodable {
        var added: [AttachmentRecord]
        var removed: [UUID] = []
    }

    struct SnapshotMarker: Encodable {
        var reason: String
    }

    struct UploadStatus: Encodable {
        var id: UUID
        var received: Int64
        var completed: Bool
    }

    struct DownloadChunk: Encodable {
        var request: UInt64
        var offset: Int64
    }
}
