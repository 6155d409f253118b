package import Foundation

/// One unit of the shared-session protocol: a kind, a sequence number, a cumulative
/// acknowledgement and a body.
///
/// On the wire a frame is a 32-bit big-endian length (of everything after it), the kind byte,
/// the sequence number and the acknowledgement as 64-bit big-endian integers, then the body.
/// Reliable frames carry a sequence number from 1 up, per direction; everything else carries 0.
/// Every frame acknowledges the highest reliable sequence number its sender has received, so
/// acknowledgements ride along with traffic and a separate ``FrameKind/ack`` is only sent when
/// there is none.
package struct Frame: Sendable, Equatable {
    /// The bytes before the body, after the length: kind, sequence number, acknowledgement.
    package static let headerSize = 17
    /// The largest body accepted; a longer length prefix disconnects the peer.
    package static let maximumBodySize = 1 << 20

    /// What the frame is.
    package var kind: FrameKind
    /// Its reliable sequence number, or 0 for a frame that is not retransmitted.
    package var sequence: UInt64
    /// The highest reliable sequence number the sender has received from the other side.
    package var acknowledgement: UInt64
    /// The body, laid out as the kind says.
    package var body: Data

    /// A frame of `kind` with `body`.
    package init(_ kind: FrameKind, sequence: UInt64 = 0, acknowledgement: UInt64 = 0, body: Data = Data()) {
        self.kind = kind
        self.sequence = sequence
        self.acknowledgement = acknowledgement
        self.body = body
    }

    /// The frame's bytes on the wire.
    package func encoded() -> Data {
        var bytes = Data(capacity: 4 + Self.headerSize + body.count)
        Self.append(UInt32(Self.headerSize + body.count), to: &bytes)
        bytes.append(kind.rawValue)
        Self.append(sequence, to: &bytes)
        Self.append(acknowledgement, to: &bytes)
        bytes.append(body)
        return bytes
    }

    /// The same frame encoded with another acknowledgement, for a retransmission.
    package static func replacingAcknowledgement(in encoded: Data, with acknowledgement: UInt64) -> Data {
        var copy = encoded
        var value = acknowledgement.bigEndian
        withUnsafeBytes(of: &value) { raw in
            let start = copy.startIndex + 4 + 1 + 8
            copy.replaceSubrange(start..<start + 8, with: raw)
        }
        return copy
    }

    static func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout Data) {
        var big = value.bigEndian
        withUnsafeBytes(of: &big) { bytes.append(contentsOf: $0) }
    }
}

/// What a frame is; the protocol's vocabulary.
package enum FrameKind: UInt8, Sendable, CaseIterable {
    /// Client to hub, first: the protocol version, role and identity (``Hello``).
    case hello = 1
    /// Hub to client: the handshake succeeded (``Welcome``).
    case welcome = 2
    /// Either way: why the connection is about to close (``FrameFailure``).
    case failure = 3
    /// Either way: only an acknowledgement.
    case ack = 4
    /// Either way: a message for some participants (``MessageHeader`` then the payload).
    case message = 5
    /// Either way: store values set or removed (``StoreUpdate``).
    case storeUpdate = 6
    /// Hub to client: who joined, left or changed connection (``ParticipantChanges``).
    case participants = 7
    /// Hub to client: attachments added or removed (``AttachmentChanges``).
    case attachments = 8
    /// Hub to client: a snapshot follows; forget the shared state (``SnapshotMarker``).
    case snapshotBegin = 9
    /// Hub to client: the snapshot is complete.
    case snapshotEnd = 10
    /// Client to hub: this participant leaves for good.
    case leave = 11
    /// Client to hub from the host: end the session; hub to clients: it ended.
    case end = 12
    /// Client to hub: an upload starts (``UploadBegin``).
    case uploadBegin = 13
    /// Client to hub: a piece of an upload (``UploadChunk`` then the bytes).
    case uploadChunk = 14
    /// Client to hub: every byte was sent (``UploadReference``).
    case uploadEnd = 15
    /// Hub to client: bytes of an upload written, or its refusal or completion (``UploadStatus``).
    case uploadStatus = 16
    /// Client to hub: send a range of an attachment (``DownloadRequest``).
    case downloadRequest = 17
    /// Hub to client: a range of an attachment or why not (``DownloadChunk`` then the bytes).
    case downloadChunk = 18
    /// Client to hub: remove an attachment (``UploadReference``).
    case removeAttachment = 19
    /// Client to hub: abandon an upload.
    case uploadCancel = 20

    /// Whether frames of this kind are sequenced, acknowledged and retransmitted after a resume.
    package var isReliable: Bool {
        switch self {
        case .message, .storeUpdate, .participants, .attachments, .snapshotBegin, .snapshotEnd, .removeAttachment:
            true
        default: false
        }
    }
}
