import Observation
package import TerrariumTransfer

/// The content a document model holds, and how a file is read into it: what
/// ``DocumentModel`` holds for ``FileDocumentModel`` and ``ReferenceFileDocumentModel``.
///
/// It tracks its value with a registrar of its own, as the model's base class keeps its own
/// registrar to itself, so a view showing the content follows a reload.
@MainActor
package final class DocumentContent<Content>: Observable {
    /// The content now.
    package var value: Content {
        get {
            registrar.access(self, keyPath: \.value)
            return storedValue
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
        }
    }
    private var storedValue: Content
    private let registrar = ObservationRegistrar()
    private let readableContentTypes: [ContentType]
    private let writableContentTypes: [ContentType]
    private let make: (FileDocumentReadConfiguration) throws -> Content

    /// Holds `value`, reading files of `readable` types with `make` and writing `writable` ones.
    package init(
        _ value: Content, readable: [ContentType], writable: [ContentType],
        make: @escaping (FileDocumentReadConfiguration) throws -> Content
    ) {
        storedValue = value
        readableContentTypes = readable
        writableContentTypes = writable
        self.make = make
    }

    /// The type a new document is saved as.
    package var defaultWritableType: ContentType? { writableContentTypes.first }

    /// New content read from `contents`, taken as `typeName` or else the first readable type.
    package func read(_ contents: FileWrapper, ofType typeName: ContentType?) throws -> Content {
        let type = typeName ?? readableContentTypes.first ?? .data
        return try make(FileDocumentReadConfiguration(contentType: type, file: contents))
    }

    /// How to write a new file of `typeName`, or else of the first writable type.
    package func writeConfiguration(forType typeName: ContentType?) -> FileDocumentWriteConfiguration {
        FileDocumentWriteConfiguration(contentType: typeName ?? writableContentTypes.first ?? .data, existingFile: nil)
    }
}
