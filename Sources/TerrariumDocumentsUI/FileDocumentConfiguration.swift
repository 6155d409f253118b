public import Foundation
import TerrariumControls
public import TerrariumCore
public import TerrariumDocuments

/// What a ``DocumentGroup``'s editor is given: a binding to the document's value, its file, and
/// whether it may be edited, as in SwiftUI.
///
/// ```swift
/// DocumentGroup(newDocument: Note()) { file in
///     TextEditor(text: file.$document.text)
/// }
/// ```
///
/// Writing through the binding marks the document edited; the edits the views record with the
/// environment's undo manager undo as the document's own steps.
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document's value.
    @Binding public var document: Document
    /// The file the document is read from and saved to.
    public var fileURL: URL?
    /// Whether the document may be edited: false in a viewer group and for a file another
    /// process is editing.
    public var isEditable: Bool

    /// Makes a configuration.
    public init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
