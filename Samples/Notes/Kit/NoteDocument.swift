import Foundation
public import Terrarium

/// A markdown note: the text of one file, kept byte for byte.
public struct NoteDocument: FileDocument {
    /// Markdown first, so a new note saves as `.md`; plain text opens too.
    public static var readableContentTypes: [ContentType] { [.markdown, .plainText] }

    /// The note's text.
    public var text: String

    /// A note holding `text`; empty for a new note.
    public init(text: String = "") {
        self.text = text
    }

    /// Reads the note from its file; bytes that are not UTF-8 are refused rather than replaced,
    /// so saving can never change what the file held.
    public init(configuration: ReadConfiguration) throws {
        let data = configuration.file.regularFileContents ?? Data()
        guard let text = String(validating: data, as: UTF8.self) else { throw NoteDocumentError.notUTF8 }
        self.text = text
    }

    /// The note's file.
    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Self.data(sharing: text))
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
