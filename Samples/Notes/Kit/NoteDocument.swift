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
        FileWrapper(regularFileWithContents: Data(text.utf8))
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
