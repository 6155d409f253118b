import Foundation
import TerrariumTransfer

@testable import TerrariumDocuments

/// A document of UTF-8 text, the shape most tests need.
final class TextDocument: Document {
    var text = ""

    override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        text = String(decoding: contents.regularFileContents ?? Data(), as: UTF8.self)
    }

    override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }

    /// Replaces the text as an edit.
    func edit(_ newText: String) {
        text = newText
        updateChangeCount(.done)
    }
}

/// An environment inside `folder`: recovery copies in its `recovery` folder, time by hand.
@MainActor
func testEnvironment(
    _ folder: TemporaryFolder, fileSystem: any FileSystem = POSIXFileSystem(),
    scheduler: ManualDocumentScheduler = ManualDocumentScheduler(), owner: LockOwner = .current,
    processExists: @escaping @Sendable (Int32) -> Bool = LockOwner.processExists
) -> DocumentEnvironment {
    DocumentEnvironment(
        fileSystem: fileSystem, scheduler: scheduler, recoveryFolder: folder.file("state/recovery"),
        lockOwner: owner, processExists: processExists)
}

/// Opens a text document on `name` in `folder`, expecting success.
@MainActor
func openText(
    _ folder: TemporaryFolder, _ name: String, environment: DocumentEnvironment
) async -> TextDocument {
    let document = TextDocument(fileURL: folder.url(name), environment: environment)
    _ = await document.open()
    return document
}
