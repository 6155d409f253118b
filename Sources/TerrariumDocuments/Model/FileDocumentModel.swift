public import Foundation
import TerrariumTransfer

/// A ``FileDocument`` value in a ``Document``: the value a UI binds to, with the document's
/// saving, autosave, recovery, locking and conflict handling around it.
///
/// A save copies the value on the main actor and calls `fileWrapper(configuration:)` on the copy
/// off it. Whoever changes ``DocumentModel/content`` reports the change with
/// ``Document/updateChangeCount(_:)``, so undo can mark it too.
public final class FileDocumentModel<Content: FileDocument>: DocumentModel<Content> {
    /// A model for the file at `fileURL` holding `content` until it opens (or as a new
    /// document, saved with `.forCreating`).
    public init(fileURL: URL, content: Content, environment: DocumentEnvironment = DocumentEnvironment()) {
        super.init(
            fileURL: fileURL,
            storage: DocumentContent(
                content, readable: Content.readableContentTypes, writable: Content.writableContentTypes,
                make: Content.init(configuration:)),
            environment: environment)
    }

    override func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        // Edits an editor holds back are part of the value saved.
        undoManager?.commitEditing()
        let value = content
        let configuration = storage.writeConfiguration(forType: typeName)
        return { try value.fileWrapper(configuration: configuration) }
    }
}
