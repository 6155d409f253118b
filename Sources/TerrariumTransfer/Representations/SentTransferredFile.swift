public import Foundation

/// A file a sender hands over in a ``FileRepresentation``; the transfer copies it and never moves
/// or deletes it.
///
/// ```swift
/// FileRepresentation(exportedContentType: .mpeg4Movie) { video in SentTransferredFile(video.file) }
/// ```
public struct SentTransferredFile: Hashable, Sendable {
    /// The file's location.
    public let file: URL
    /// Whether a receiver in the same process may read the file in place instead of a copy.
    public let allowAccessingOriginalFile: Bool

    /// Hands over `file`; with `allowAccessingOriginalFile`, a receiver in this process may read it
    /// in place.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}
