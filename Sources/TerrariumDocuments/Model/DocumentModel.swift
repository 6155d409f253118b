import Foundation
public import TerrariumTransfer

/// A ``Document`` holding its content as a typed value or object: what ``FileDocumentModel`` and
/// ``ReferenceFileDocumentModel`` share.
///
/// Opening and reloading read new content with the content type's `init(configuration:)`;
/// each model says only how a save takes its copy on the main actor.
public class DocumentModel<Content>: Document {
    /// The document's content: a value for ``FileDocumentModel``, an object for
    /// ``ReferenceFileDocumentModel``.
    public var content: Content {
        get { storage.value }
        set { storage.value = newValue }
    }
    let storage: DocumentContent<Content>

    /// A model for the file at `fileURL` holding `storage`'s content until it opens.
    init(fileURL: URL, storage: DocumentContent<Content>, environment: DocumentEnvironment) {
        self.storage = storage
        super.init(fileURL: fileURL, environment: environment)
        if fileType == nil { fileType = storage.defaultWritableType }
    }

    /// Reads new content with `init(configuration:)`.
    public override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        content = try storage.read(contents, ofType: typeName)
    }

    /// Reads throwaway content with `init(configuration:)`, so a version that does not load is told apart.
    public override func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {
        _ = try storage.read(contents, ofType: typeName)
    }

    /// The content's file, made on the main actor.
    public override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        try makeContentsProducer(forType: typeName)()
    }
}
