public import Foundation
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

    /// Reads the value with `init(configuration:)`.
    public override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        content = try storage.read(contents, ofType: typeName)
    }

    /// Reads a throwaway value with `init(configuration:)`, so a version that does not load is told apart.
    public override func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {
        _ = try storage.read(contents, ofType: typeName)
    }

    /// The value's file, made on the main actor.
    public override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        try makeContentsProducer(forType: typeName)()
    }

    override func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        // Edits an editor holds back are part of the value saved.
        undoManager?.commitEditing()
        let value = content
        let configuration = storage.writeConfiguration(forType: typeName)
        return { try value.fileWrapper(configuration: configuration) }
    }
}
