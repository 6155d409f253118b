public import Foundation
public import TerrariumTransfer

/// A file a participant adds to the session, dropped on the terminal or typed as a path.
///
/// It is handed over as the file itself, read in chunks while it uploads, never loaded whole.
public struct SharedFile: Transferable, Hashable {
    /// Where the file is.
    public var url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file's bytes, as a file.
    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(
            contentType: .data,
            exporting: { SentTransferredFile($0.url, allowAccessingOriginalFile: true) },
            importing: { SharedFile(url: $0.file) })
    }
}
