public import Foundation

/// A file a receiver gets from a ``FileRepresentation``.
///
/// Unless ``isOriginalFile`` is true, the file is a copy in a temporary folder that is removed
/// once the importer returns: an importer that keeps the file copies or moves it elsewhere.
///
/// ```swift
/// FileRepresentation(importedContentType: .mpeg4Movie) { received in
///     try Video(file: Library.keep(received.file))
/// }
/// ```
public struct ReceivedTransferredFile: Hashable, Sendable {
    /// The file's location.
    public let file: URL
    /// Whether this is the sender's own file, which must be left where it is.
    public let isOriginalFile: Bool

    package init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
