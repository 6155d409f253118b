import Foundation
import TerrariumTransfer

@testable import TerrariumDocuments

/// A value document of plain text.
struct PlainNote: FileDocument {
    static var readableContentTypes: [ContentType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A reference document of plain text that counts its snapshots.
@MainActor
final class NoteBoard: ReferenceFileDocument {
    nonisolated static var readableContentTypes: [ContentType] { [.plainText] }
    var text: String
    var snapshots = 0

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func snapshot(contentType: ContentType) throws -> String {
        snapshots += 1
        return text
    }

    nonisolated func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }
}
