public import TerrariumCore
public import TerrariumDocuments

// The undo manager a document view gives its content is the document's: a reload clears it.
extension UndoManager: DocumentUndoManaging {}
