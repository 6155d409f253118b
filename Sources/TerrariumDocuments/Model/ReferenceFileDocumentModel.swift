public import Foundation
public import TerrariumTransfer

/// A ``ReferenceFileDocument`` object in a ``Document``, with the document's saving, autosave,
/// recovery, locking and conflict handling around it.
///
/// A save takes `snapshot(contentType:)` on the main actor and calls
/// `fileWrapper(snapshot:configuration:)` off it. Reading makes a new object, so ``content`` is
/// replaced on open and on a reload.
public final class ReferenceFileDocumentModel<Content: ReferenceFileDocument>: Document {
    /// The document's object.
    public var content: Content {
        get { storage.value }
        set { storage.value = newValue }
    }
    private let storage: DocumentContent<Content>

    /// A model for the file at `fileURL` holding `content` until it opens (or as a new
    /// document, saved with `.forCreating`).
    public init(fileURL: URL, content: Content, environment: DocumentEnvironment = DocumentEnvironment()) {
        storage = DocumentContent(
            content, readable: Content.readableContentTypes, writable: Content.writableContentTypes,
            make: Content.init(configuration:))
        super.init(fileURL: fileURL, environment: environment)
        if fileType == nil { fileType = storage.defaultWritableType }
    }

    /// Reads a new object with `init(configuration:)`.
    public override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        content = try storage.read(contents, ofType: typeName)
    }

    /// Reads a throwaway object with `init(configuration:)`, so a version that does not load is told apart.
    public override func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {
        _ = try storage.read(contents, ofType: typeName)
    }

    /// The object's file, made on the main actor from a snapshot.
    public override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        try makeContentsProducer(forType: typeName)()
    }

    override func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        undoManager?.commitEditing()
        let configuration = storage.writeConfiguration(forType: typeName)
        let snapshot = try content.snapshot(contentType: configuration.contentType)
        let object = content
        return { try object.fileWrapper(snapshot: snapshot, configuration: configuration) }
    }
}
