import Foundation
import Testing

@testable import TerrariumDocuments

/// Edits an editor holds back from the document's value (a long text's binding is written when
/// typing pauses) are asked for before the contents are taken, so a save and a recovery copy
/// hold them.
@MainActor
@Suite struct CommitEditingTests {
    /// An undo manager standing for an editor that writes held-back text when asked.
    final class CommittingUndoManager: DocumentUndoManaging {
        var commits = 0
        var commit: () -> Void = {}
        var canUndo: Bool { false }
        var canRedo: Bool { false }
        func undo() {}
        func redo() {}
        func removeAllActions() {}
        func commitEditing() {
            commits += 1
            commit()
        }
    }

    /// An open, edited document of `v.txt` in `folder`, with an undo manager that commits.
    private func editedDocument(
        in folder: TemporaryFolder
    ) async throws -> (FileDocumentModel<PlainNote>, CommittingUndoManager) {
        try folder.write("one", to: "v.txt")
        let document = FileDocumentModel(
            fileURL: folder.url("v.txt"), content: PlainNote(text: ""), environment: testEnvironment(folder))
        #expect(await document.open())
        let undo = CommittingUndoManager()
        document.undoManager = undo
        document.updateChangeCount(.done)
        return (document, undo)
    }

    @Test func aSaveTakesTheEditsAnEditorHeldBack() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (document, undo) = try await editedDocument(in: folder)
        undo.commit = { document.content.text = "held back" }
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(undo.commits == 1)
        #expect(folder.text("v.txt") == "held back")
        _ = await document.close()
    }

    @Test func aRecoveryCopyTakesTheEditsAnEditorHeldBack() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (document, undo) = try await editedDocument(in: folder)
        #expect(await document.writeRecoveryCopyNow())
        #expect(undo.commits == 1)
        _ = await document.close(discardingChanges: true)
    }
}
