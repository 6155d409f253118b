public import Foundation
import Observation
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
        get {
            registrar.access(self, keyPath: \.content)
            return storedContent
        }
        set {
            registrar.withMutation(of: self, keyPath: \.content) { storedContent = newValue }
        }
    }
    private var storedContent: Content
    // The base class's registrar is its own: a subclass tracks its property with one of its own,
    // so a view showing the content follows a reload.
    private let registrar = ObservationRegistrar()

    /// A model for the file at `fileURL` holding `content` until it opens (or as a new
    /// document, saved with `.forCreating`).
    public init(fileURL: URL, content: Content, environment: DocumentEnvironment = DocumentEnvironment()) {
        storedContent = content
        super.init(fileURL: fileURL, environment: environment)
        if fileType == nil { fileType = Content.writableContentTypes.first }
    }

    /// Reads a new object with `init(configuration:)`.
    public override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        let type = typeName ?? Content.readableContentTypes.first ?? .data
        content = try Content(configuration: FileDocumentReadConfiguration(contentType: type, file: contents))
    }

    /// Reads a throwaway object with `init(configuration:)`, so a version that does not load is told apart.
    public override func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {
        let type = typeName ?? Content.readableContentTypes.first ?? .data
        _ = try Content(configuration: FileDocumentReadConfiguration(contentType: type, file: contents))
    }

    /// The object's file, made on the main actor from a snapshot.
    public override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        try makeContentsProducer(forType: typeName)()
    }

    override func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        undoManager?.commitEditing()
        let type = typeName ?? Content.writableContentTypes.first ?? .data
        let snapshot = try content.snapshot(contentType: type)
        let object = content
        let configuration = FileDocumentWriteConfiguration(contentType: type, existingFile: nil)
        return { try object.fileWrapper(snapshot: snapshot, configuration: configuration) }
    }
}
