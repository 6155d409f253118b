public import Foundation
import TerrariumTransfer

/// A ``ReferenceFileDocument`` object in a ``Document``, with the document's saving, autosave,
/// recovery, locking and conflict handling around it.
///
/// A save takes `snapshot(contentType:)` on the main actor and calls
/// `fileWrapper(snapshot:configuration:)` off it. Reading makes a new object, so
/// ``DocumentModel/content`` is replaced on open and on a reload.
public final class ReferenceFileDocumentModel<Content: ReferenceFileDocument>: DocumentModel<Content> {
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
        undoManager?.commitEditing()
        let configuration = storage.writeConfiguration(forType: typeName)
        let snapshot = try content.snapshot(contentType: configuration.contentType)
        let object = content
        return { try object.fileWrapper(snapshot: snapshot, configuration: configuration) }
    }
}
