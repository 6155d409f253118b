import Foundation
public import Terrarium

/// A markdown note: the text of one file, kept byte for byte.
///
/// The file's line endings and byte order mark are the note's ``format``, not its text: a CRLF
/// note edits with `\n` (Return types one) and saves every line ending as `\r\n`, and a mark
/// at the start can be neither moved past nor deleted, since the editor never sees it.
public struct NoteDocument: FileDocument {
    /// Markdown first, so a new note saves as `.md`; plain text opens too.
    public static var readableContentTypes: [ContentType] { [.markdown, .plainText] }

    /// The note's text, with `\n` line endings and no byte order mark.
    public var text: String
    /// How the file spells line endings and whether it starts with a byte order mark.
    public var format: TextFileFormat

    /// A note holding `text`, saved in `format`; empty, Unix and unmarked for a new note.
    public init(text: String = "", format: TextFileFormat = TextFileFormat()) {
        self.text = text
        self.format = format
    }

    /// Reads the note from its file; bytes that are not UTF-8 are refused rather than replaced,
    /// so saving can never change what the file held.
    public init(configuration: ReadConfiguration) throws {
        let data = configuration.file.regularFileContents ?? Data()
        guard let (text, format) = TextFileFormat.decode(data) else { throw NoteDocumentError.notUTF8 }
        self.text = text
        self.format = format
    }

    /// The note's file.
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        // A plain note's file is its text: the data shares the string's bytes. Any other format
        // spells its line endings and mark on a copy made once.
        FileWrapper(
            regularFileWithContents: format == TextFileFormat() ? Self.data(sharing: text) : format.encode(text))
    }

    /// `text`'s UTF-8 bytes as `Data` that shares the string's storage instead of copying it,
    /// so that saving a note of 100 MB does not hold its text twice; the data keeps the string
    /// alive until it is released.
    static func data(sharing text: String) -> Data {
        var text = text
        text.makeContiguousUTF8()
        // A short string is stored inline, where no pointer outlives the call.
        guard text.utf8.count > 15 else { return Data(text.utf8) }
        let kept = text
        return kept.utf8.withContiguousStorageIfAvailable { bytes -> Data in
            guard let base = bytes.baseAddress else { return Data() }
            return Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
                deallocator: .custom { _, _ in withExtendedLifetime(kept) {} })
        } ?? Data(text.utf8)
    }
}

/// Why a note did not open.
public enum NoteDocumentError: Error, CustomStringConvertible {
    /// The file is not UTF-8 text.
    case notUTF8

    /// A sentence for the empty state or a banner.
    public var description: String {
        switch self {
        case .notUTF8: "the file is not UTF-8 text, and a note must be"
        }
    }
}
