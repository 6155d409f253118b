public import Foundation
import Observation
public import TerrariumTransfer

/// A ``FileDocument`` value in a ``Document``: the value a UI binds to, with the document's
/// saving, autosave, recovery, locking and conflict handling around it.
///
/// A save copies the value on the main actor and calls `fileWrapper(configuration:)` on the copy
/// off it. Whoever changes ``content`` reports the change with
/// ``Document/updateChangeCount(_:)``, so undo can mark it too.
public final class FileDocumentModel<Content: FileDocument>: Document {
    /// The document's value.
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

    /// Reads the value with `init(configuration:)`.
    public override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        let type = typeName ?? Content.readableContentTypes.first ?? .data
        content = try Content(configuration: FileDocumentReadConfiguration(contentType: type, file: contents))
    }

    /// Reads a throwaway value with `init(configuration:)`, so a version that does not load is told apart.
    public override func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {
        let type = typeName ?? Content.readableContentTypes.first ?? .data
        _ = try Content(configuration: FileDocumentReadConfiguration(contentType: type, file: contents))
    }

    /// The value's file, made on the main actor.
    public override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        try makeContentsProducer(forType: typeName)()
    }

    override func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        // Edits an editor holds back are part of the value saved.
        undoManager?.commitEditing()
        let value = content
        let configuration = FileDocumentWriteConfiguration(
            contentType: typeName ?? Content.writableContentTypes.first ?? .data, existingFile: nil)
        return { try value.fileWrapper(configuration: configuration) }
    }
}
