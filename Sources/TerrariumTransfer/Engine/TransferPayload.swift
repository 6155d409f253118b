package import Foundation

/// What a representation hands over: bytes in memory, or a file on disk that stays the sender's.
package enum TransferPayload: Sendable {
    /// Bytes in memory.
    case data(Data)
    /// A file the sender owns; the engine copies it and never moves or deletes it.
    case file(SentTransferredFile)
}

/// How one transfer runs: a size cap, progress for files, and whether the receiver may use the
/// sender's own file.
package struct TransferOptions: Sendable {
    /// The most bytes read into memory, or `nil` for no cap.
    package var limit: Int?
    /// Called as a file is copied.
    package var progress: (@Sendable (TransferProgress) -> Void)?
    /// The name for a file made from bytes, without a path.
    package var fileName: String?
    /// Whether the transfer stays in this process, so a sender may share its original file.
    package var isInProcess: Bool

    package init(
        limit: Int? = nil, progress: (@Sendable (TransferProgress) -> Void)? = nil, fileName: String? = nil,
        isInProcess: Bool = false
    ) {
        self.limit = limit
        self.progress = progress
        self.fileName = fileName
        self.isInProcess = isInProcess
    }
}
