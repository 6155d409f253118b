import Foundation
import TerrariumTransfer
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct DocumentStateTests {
    @Test func changeCountingFollowsUndoAndRedoBackToTheSavedVersion() {
        var history = ChangeHistory()
        #expect(!history.hasUnsavedChanges)
        history.apply(.done)
        history.apply(.done)
        #expect(history.hasUnsavedChanges)
        history.apply(.undone)
        history.apply(.undone)
        #expect(!history.hasUnsavedChanges, "undoing back to the saved version is clean")
        history.apply(.redone)
        #expect(history.hasUnsavedChanges)
        history.apply(.cleared)
        #expect(!history.hasUnsavedChanges)
    }

    @Test func anEditAfterUndoingPastTheSavedVersionNeverComesBackClean() {
        var history = ChangeHistory()
        history.apply(.done)
        history.markSaved(history.current)
        history.apply(.undone)
        history.apply(.done)
        #expect(history.hasUnsavedChanges)
        history.apply(.undone)
        #expect(history.hasUnsavedChanges, "the saved version was dropped with the redo branch")
        #expect(history.savedVersion == nil)
    }

    @Test func undoingPastTheFirstVersionIsUnsaved() {
        var history = ChangeHistory()
        history.apply(.undone)
        #expect(history.hasUnsavedChanges)
        history.apply(.redone)
        #expect(!history.hasUnsavedChanges)
    }

    @Test func aDocumentIsClosedThenNormalThenClosedAgain() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("hello\n", to: "notes.md")
        let document = TextDocument(fileURL: folder.url("notes.md"), environment: testEnvironment(folder))
        var seen: [DocumentState] = []
        document.stateChangeHandler = { seen.append($0.documentState) }
        #expect(document.documentState == .closed)
        #expect(await document.open())
        #expect(document.documentState == .normal)
        #expect(document.text == "hello\n")
        #expect(document.localizedName == "notes.md")
        #expect(document.fileType?.preferredFilenameExtension == "md")
        #expect(document.fileModificationDate != nil)
        document.edit("hello, world\n")
        #expect(document.hasUnsavedChanges)
        #expect(await document.close())
        #expect(document.documentState == .closed)
        #expect(folder.text("notes.md") == "hello, world\n", "closing saves")
        #expect(seen.first == .normal && seen.last == .closed)
    }

    @Test func savingClearsTheUnsavedMarkAndEditsDuringASaveStayUnsaved() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("ab")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(!document.hasUnsavedChanges)
        #expect(folder.text("notes.md") == "ab")
        document.edit("abc")
        let saving = Task { try await document.save(to: document.fileURL, for: .forOverwriting) }
        document.edit("abcd")
        try await saving.value
        #expect(folder.text("notes.md") == "abc" || folder.text("notes.md") == "abcd")
        #expect(document.hasUnsavedChanges == (folder.text("notes.md") == "abc"))
    }

    @Test func creatingWritesANewFileAndRefusesAnExistingOne() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = TextDocument(fileURL: folder.url("new.md"), environment: testEnvironment(folder))
        document.text = "fresh"
        try await document.save(to: document.fileURL, for: .forCreating)
        #expect(folder.text("new.md") == "fresh")
        #expect(document.documentState == .normal)
        #expect(folder.names().contains(".new.md.terrarium-lock"))
        let other = TextDocument(
            fileURL: folder.url("new.md"),
            environment: testEnvironment(folder, owner: .init(processID: 1, hostName: "elsewhere")))
        await #expect(throws: DocumentError.self) { try await other.save(to: other.fileURL, for: .forCreating) }
        #expect(await document.close())
        #expect(!folder.names().contains(".new.md.terrarium-lock"))
    }

    @Test func saveAsMovesTheDocumentAndItsLock() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("one", to: "a.md")
        let document = await openText(folder, "a.md", environment: testEnvironment(folder))
        document.edit("two")
        try await document.save(to: folder.url("b.md"), for: .forCreating)
        #expect(document.fileURL.lastPathComponent == "b.md")
        #expect(folder.text("a.md") == "one")
        #expect(folder.text("b.md") == "two")
        #expect(folder.names().filter { $0.hasSuffix("terrarium-lock") } == [".b.md.terrarium-lock"])
        _ = await document.close()
    }

    @Test func valueAndReferenceDocumentsSaveThroughTheirModels() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("value", to: "v.txt")
        let value = FileDocumentModel(
            fileURL: folder.url("v.txt"), content: PlainNote(text: ""), environment: testEnvironment(folder))
        #expect(await value.open())
        #expect(value.content.text == "value")
        value.content.text = "changed"
        value.updateChangeCount(.done)
        #expect(await value.autosave())
        #expect(folder.text("v.txt") == "changed")

        let reference = ReferenceFileDocumentModel(
            fileURL: folder.url("r.txt"), content: NoteBoard(text: "board"), environment: testEnvironment(folder))
        try await reference.save(to: reference.fileURL, for: .forCreating)
        #expect(folder.text("r.txt") == "board")
        #expect(reference.content.snapshots == 1)
        _ = await value.close()
        _ = await reference.close()
    }
}
