import Foundation
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct ExternalChangeTests {
    /// Replaces the file as another editor would, so the inode, size or time changes.
    private func writeElsewhere(_ text: String, _ folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: folder.url("notes.md"), options: .atomic)
    }

    @Test func aCleanDocumentReloadsAndClearsUndo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("one\n", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        await document.checkForExternalChanges()
        #expect(undo.cleared == 0, "nothing changed, nothing reloaded")
        try writeElsewhere("one\ntwo\n", folder)
        await document.checkForExternalChanges()
        #expect(document.text == "one\ntwo\n")
        #expect(document.documentState == .normal)
        #expect(!document.hasUnsavedChanges)
        #expect(undo.cleared == 1)
        _ = await document.close()
    }

    @Test func aDirtyDocumentGoesInConflictWithTheDisksContentsAndTheDifference() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a\nb\nc\n", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        document.edit("a\nB\nc\n")
        try writeElsewhere("a\nb\nc\nd\n", folder)
        await document.checkForExternalChanges()
        #expect(document.documentState == .inConflict)
        let conflict = try #require(document.conflict)
        #expect(conflict.kind == .modified)
        #expect(conflict.diskContents?.regularFileContents == Data("a\nb\nc\nd\n".utf8))
        #expect(
            conflict.changes == [
                .init(.removed, line: 2, text: "b"), .init(.inserted, line: 2, text: "B"),
                .init(.removed, line: 4, text: "d"),
            ])
        clock.advance(by: .seconds(60))
        await document.waitUntilIdle()
        #expect(folder.text("notes.md") == "a\nb\nc\nd\n", "autosave waits while in conflict")
        #expect(await document.close() == false, "closing would overwrite theirs")
        try await document.resolveConflict(keepingMine: false)
        #expect(document.text == "a\nb\nc\nd\n")
        #expect(document.documentState == .normal)
        #expect(!document.hasUnsavedChanges)
        _ = await document.close()
    }

    @Test func keepingMineSavesOverTheDisksVersion() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine")
        try writeElsewhere("theirs", folder)
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(document.documentState == .inConflict, "a save notices the change instead of writing over it")
        #expect(folder.text("notes.md") == "theirs")
        try await document.resolveConflict(keepingMine: true)
        #expect(folder.text("notes.md") == "mine")
        #expect(document.documentState == .normal)
        #expect(document.conflict == nil)
        _ = await document.close()
    }

    /// Moves the file's modification time on, as `touch` does: a new version, the same bytes.
    private func touch(_ folder: TemporaryFolder) throws {
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder.file("notes.md"))
    }

    @Test func touchingACleanFileNeitherReloadsItNorClearsUndo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("same\n", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        let before = document.fileModificationDate
        try touch(folder)
        await document.checkForExternalChanges()
        #expect(undo.cleared == 0, "the same bytes are not a change to reload")
        #expect(document.documentState == .normal)
        #expect(document.fileModificationDate != before, "the touched version is the known one now")
        _ = await document.close()
    }

    @Test func touchingADirtyFileIsNotAConflict() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base\n", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine\n")
        document.edit("base\n")  // Back to what the disk holds, as a new version: dirty, same bytes.
        #expect(document.hasUnsavedChanges)
        try touch(folder)
        await document.checkForExternalChanges()
        #expect(document.conflict == nil)
        #expect(document.documentState == .normal)
        _ = await document.close()
    }

    @Test func aWriteByAnotherProgramJustAfterOurRenameIsNotTakenForOurs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("mine")
        let url = folder.url("notes.md")
        disk.after(.rename, pathContaining: "/notes.md") { try? Data("theirs".utf8).write(to: url, options: .atomic) }
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "theirs")
        await document.checkForExternalChanges()
        #expect(document.text == "theirs", "their write is a change on disk, not our save")
        #expect(!document.hasUnsavedChanges)
        _ = await document.close()
    }

    @Test func ourOwnSaveIsNotAnExternalChange() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("v2")
        #expect(await document.autosave())
        document.edit("v3")
        await document.checkForExternalChanges()
        #expect(document.documentState == .normal)
        #expect(document.text == "v3")
        _ = await document.close()
    }
}

/// Counts how often the document clears the undo history.
@MainActor
final class RecordingUndoManager: DocumentUndoManaging {
    var cleared = 0
    var canUndo: Bool { false }
    var canRedo: Bool { false }
    func undo() {}
    func redo() {}
    func removeAllActions() { cleared += 1 }
}
