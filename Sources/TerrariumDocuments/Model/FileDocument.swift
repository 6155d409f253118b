public import TerrariumTransfer

// Every document API names content types; re-exporting the one type spares each user an import.
@_exported public import struct TerrariumTransfer.ContentType

/// A document as a value, with the shape of SwiftUI's `FileDocument`: read from a
/// ``FileWrapper``, written to one.
///
/// ```swift
/// struct Note: FileDocument {
///     static var readableContentTypes: [ContentType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
///
/// It is `Sendable` because a save copies the value and writes it off the main actor, so typing
/// goes on while a large file is written. ``FileDocumentModel`` gives it the saving, autosave,
/// recovery and locking of ``Document``.
public protocol FileDocument: Sendable {
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types this document reads.
    static var readableContentTypes: [ContentType] { get }
    /// The types this document writes; the readable ones unless given.
    static var writableContentTypes: [ContentType] { get }
    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// The file to write for this document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [ContentType] { readableContentTypes }
}

/// What a document is read from: the file and its type.
public struct FileDocumentReadConfiguration: Sendable {
    /// The file's type.
    public var contentType: ContentType
    /// The file as read.
    public var file: FileWrapper

    /// Makes a configuration.
    public init(contentType: ContentType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written with: the type to write and the file as it is on disk, if known.
public struct FileDocumentWriteConfiguration: Sendable {
    /// The type to write.
    public var contentType: ContentType
    /// The file on disk before this write; nil for a new file, and always nil for a regular file,
    /// since keeping a second copy of a large file in memory costs more than rewriting it.
    public var existingFile: FileWrapper?

    /// Makes a configuration.
    public init(contentType: ContentType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
