public import Foundation
import TerrariumSystem
public import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GroupSessionJournal {
    /// A file or value in a session's journal.
    ///
    /// Two attachments are equal when they describe the same attachment.
    public struct Attachment: Identifiable, Hashable, Sendable {
        /// The attachment's id.
        public let id: UUID
        /// Its name, such as a file name.
        public let name: String
        /// The type of its bytes.
        public let contentType: ContentType
        /// Its size in bytes.
        public let size: Int64
        /// Who added it.
        public let addedBy: Participant
        private let client: GroupSessionClient

        init(_ record: AttachmentRecord, client: GroupSessionClient) {
            id = record.id
            name = record.name
            contentType = ContentType(record.contentType) ?? ContentType(uncheckedIdentifier: record.contentType)
            size = record.size
            addedBy = record.addedBy
            self.client = client
        }

        private var record: AttachmentRecord {
            AttachmentRecord(id: id, name: name, contentType: contentType.identifier, size: size, addedBy: addedBy)
        }

        /// The attachment as a value of `type`, streamed to a temporary file and read by the
        /// type's representations.
        public func load<Value: Transferable>(_ type: Value.Type) async throws -> Value {
            try await TransferFiles.withTemporaryFolder { folder in
                let file = folder.appendingPathComponent(TransferFiles.fileName(name, for: contentType))
                try await write(to: file)
                return try await Value.imported(fromFileAt: file, contentType: contentType)
            }
        }

        /// Saves the attachment to a file at `url`, streaming it.
        public func write(to url: URL) async throws {
            let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw TransferError.fileOperationFailed(url, reason: SystemError.reason(errno))
            }
            defer { close(fd) }
            do {
                try await client.download(record, into: fd)
            } catch {
                unlink(url.path)
                throw error
            }
        }

        /// Whether both describe the same attachment.
        public static func == (lhs: Attachment, rhs: Attachment) -> Bool {
            lhs.record == rhs.record
        }

        /// Hashes what describes the attachment.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(record)
        }
    }
}
