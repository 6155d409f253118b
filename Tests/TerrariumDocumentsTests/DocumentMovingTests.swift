import Foundation
import TerrariumTransfer
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Move, rename, duplicate and revert: what a title menu asks of a document.
@MainActor
@Suite struct DocumentMovingTests {
    /// The permission bits of `name` in `folder`.
    private func mode(_ folder: TemporaryFolder, _ name: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: folder.file(name))[.posixPermissions] as? Int
    }

    private func setMode(_ mode: Int, _ folder: TemporaryFolder, _ name: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.file(name))
    }

    /// The recovery copy's text for the file `name` in `folder`, or nil when there is none.
    private func recoveryText(_ folder: TemporaryFolder, _ name: String) -> String? {
        RecoveryStore(folder: folder.file("state/recovery"), fileSystem: POSIXFileSystem())
            .read(for: folder.file(name), limit: 1 << 20)
            .flatMap { $0.contents.regularFileContents }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The hidden files a save or a copy works with, which must never be left behind.
    private func leftovers(_ folder: TemporaryFolder) -> [String] {
        folder.names().filter { $0.contains(".terrarium-save-") || $0.contains(".terrarium-old-") }
    }

    private func kind(of body: () async throws -> Void) async -> DocumentError.Kind? {
        do {
            try await body()
            return nil
        } catch {
            return (error as? DocumentError)?.kind
        }
    }

    // MARK: Moving and renaming

    @Test func renamingMovesTheFileAndKeepsTheEditsTheUndoHistoryTheLockAndTheRecoveryCopy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved\n", to: "notes.md")
        try setMode(0o600, folder, "notes.md")
        let clock = ManualDocumentScheduler()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        document.edit("unsaved\n")
        #expect(await document.writeRecoveryCopyNow())
        #expect(recoveryText(folder, "notes.md") == "unsaved\n")

        try await document.rename(to: "ideas.md")

        #expect(folder.text("notes.md") == nil)
        #expect(folder.text("ideas.md") == "saved\n", "the file moved as it was; the edits are not saved by a move")
        #expect(try mode(folder, "ideas.md") == 0o600)
        #expect(document.fileURL == folder.url("ideas.md").standardizedFileURL)
        #expect(document.localizedName == "ideas.md")
        #expect(document.text == "unsaved\n")
        #expect(document.hasUnsavedChanges)
        #expect(undo.cleared == 0)
        #expect(document.documentState == .normal)
        #expect(!folder.names().contains(".notes.md.terrarium-lock"))
        #expect(folder.text(".ideas.md.terrarium-lock") == LockOwner.current.lockFileText)
        #expect(recoveryText(folder, "notes.md") == nil)
        #expect(recoveryText(folder, "ideas.md") == "unsaved\n", "the recovery copy follows the file")

        await document.checkForExternalChanges()
        #expect(document.conflict == nil, "the moved file is still the known version")
        #expect(document.documentState == .normal)
        clock.advance(by: .seconds(60))
        await document.waitUntilIdle()
        #expect(folder.text("ideas.md") == "unsaved\n", "autosave writes to the new path")
        #expect(folder.text("notes.md") == nil)
        #expect(try mode(folder, "ideas.md") == 0o600)
        #expect(await document.close())
        #expect(folder.names() == ["ideas.md", "state"])
    }

    @Test func movingToAnotherFolderFollowsTheExtensionsTypeOnlyWhenItIsKnown() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("text", to: "notes.md")
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let markdown = document.fileType
        #expect(markdown != nil)
        try await document.move(to: folder.url("sub/notes.txt"))
        #expect(folder.text("sub/notes.txt") == "text")
        #expect(document.fileType == ContentType(filenameExtension: "txt"))
        #expect(document.fileType != markdown)
        try await document.move(to: folder.url("sub/notes.zzqx"))
        #expect(folder.text("sub/notes.zzqx") == "text")
        #expect(document.fileType == ContentType(filenameExtension: "txt"), "an unknown extension keeps the type")
        #expect(!document.hasUnsavedChanges)
        _ = await document.close()
    }

    @Test func aMoveOntoAnExistingFileIsRefusedAndChangesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("mine", to: "notes.md")
        try folder.write("other", to: "other.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("edited")
        let before = document.fileURL
        #expect(await kind { try await document.move(to: folder.url("other.md")) } == .alreadyExists)
        #expect(await kind { try await document.rename(to: "other.md") } == .alreadyExists)
        #expect(folder.text("notes.md") == "mine")
        #expect(folder.text("other.md") == "other")
        #expect(document.fileURL == before)
        #expect(document.hasUnsavedChanges)
        #expect(folder.names().contains(".notes.md.terrarium-lock"))
        #expect(!folder.names().contains(".other.md.terrarium-lock"))
        #expect(document.lastError == nil, "a refused move is thrown, not a banner of the document's own")
        _ = await document.close(discardingChanges: true)
    }

    @Test func aMoveOntoAPathAnotherProcessHoldsOrIntoAMissingFolderChangesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("mine", to: "notes.md")
        try folder.write("1234\nthere\n", to: ".taken.md.terrarium-lock")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(await kind { try await document.rename(to: "taken.md") } == .lockedByAnotherProcess)
        #expect(await kind { try await document.move(to: folder.url("missing/notes.md")) } == .fileMissing)
        #expect(folder.text("notes.md") == "mine")
        #expect(folder.text(".taken.md.terrarium-lock") == "1234\nthere\n", "their lock is left alone")
        #expect(folder.names() == [".notes.md.terrarium-lock", ".taken.md.terrarium-lock", "notes.md"])
        #expect(document.fileURL == folder.url("notes.md").standardizedFileURL)
        _ = await document.close()
    }

    @Test func renameRefusesNamesThatCannotNameAFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("mine", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        for name in ["", ".", "..", "a/b.md", "../notes.md", "a\u{0}b", "line\nbreak.md", "bell\u{7}", "tab\t"] {
            #expect(await kind { try await document.rename(to: name) } == .invalidName, "\(name.debugDescription)")
        }
        do {
            try await document.rename(to: "two\nlines")
        } catch let error as DocumentError {
            #expect(
                error.message
                    == "“two?lines” cannot be a file name: a name cannot hold NUL or other control characters.")
        }
        #expect(folder.names() == [".notes.md.terrarium-lock", "notes.md"])
        #expect(document.fileURL == folder.url("notes.md").standardizedFileURL)
        try await document.rename(to: "notes, v2 — final.md")
        #expect(folder.text("notes, v2 — final.md") == "mine")
        _ = await document.close()
    }

    @Test func aMoveIsRefusedWhileClosedReadOnlyOrInConflict() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        try folder.write("base", to: "locked.md")
        try folder.write("1234\nthere\n", to: ".locked.md.terrarium-lock")
        let environment = testEnvironment(folder)

        let closed = TextDocument(fileURL: folder.url("notes.md"), environment: environment)
        #expect(await kind { try await closed.rename(to: "moved.md") } == .notOpen)

        let readOnly = await openText(folder, "locked.md", environment: environment)
        #expect(readOnly.documentState == .editingDisabled)
        #expect(await kind { try await readOnly.rename(to: "moved.md") } == .editingDisabled)

        let document = await openText(folder, "notes.md", environment: environment)
        document.edit("mine")
        try Data("theirs".utf8).write(to: folder.url("notes.md"), options: .atomic)
        #expect(
            await kind { try await document.rename(to: "moved.md") } == .changedOnDisk,
            "a change on disk not yet noticed is noticed by the move")
        #expect(document.documentState == .inConflict)
        #expect(await kind { try await document.rename(to: "moved.md") } == .changedOnDisk)
        #expect(folder.text("moved.md") == nil)
        #expect(folder.text("notes.md") == "theirs")
        #expect(folder.text("locked.md") == "base")
        _ = await document.close(discardingChanges: true)
        _ = await readOnly.close()
    }

    @Test func aDocumentNeverSavedOnlyChangesItsURL() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = TextDocument(fileURL: folder.url("Untitled.md"), environment: testEnvironment(folder))
        #expect(await document.open() == false)
        document.edit("draft")
        try await document.rename(to: "plan.txt")
        #expect(document.fileURL == folder.url("plan.txt").standardizedFileURL)
        #expect(document.fileType == ContentType(filenameExtension: "txt"))
        #expect(document.hasUnsavedChanges)
        #expect(folder.names().isEmpty, "no file and no lock is made")
        try folder.write("there", to: "taken.md")
        #expect(await kind { try await document.rename(to: "taken.md") } == .alreadyExists)
        try await document.save(to: document.fileURL, for: .forCreating)
        #expect(folder.text("plan.txt") == "draft")
        _ = await document.close()
    }

    @Test func acrossFileSystemsTheFileIsCopiedWithItsModeAndTheOriginalRemoved() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: folder.url("notes.md"))
        try setMode(0o640, folder, "notes.md")
        let disk = FaultInjectingFileSystem()
        disk.fail(.rename, with: EXDEV, pathContaining: "/moved.md")
        let document = TextDocument(
            fileURL: folder.url("notes.md"), environment: testEnvironment(folder, fileSystem: disk))
        #expect(await document.open())
        document.edit("edited")
        try await document.move(to: folder.url("moved.md"))
        #expect(
            disk.log.contains { $0.operation == .create && $0.path.hasSuffix("/moved.md") },
            "the name was reserved for the copy after rename failed with EXDEV")
        #expect(FileManager.default.contents(atPath: folder.file("moved.md")) == bytes)
        #expect(try mode(folder, "moved.md") == 0o640)
        #expect(folder.text("notes.md") == nil)
        #expect(leftovers(folder).isEmpty)
        #expect(folder.names() == [".moved.md.terrarium-lock", "moved.md"])
        #expect(document.hasUnsavedChanges)
        await document.checkForExternalChanges()
        #expect(document.conflict == nil, "the copy's version is the known one")
        #expect(document.documentState == .normal)
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("moved.md") == "edited")
        _ = await document.close()
    }

    @Test func aCopyAcrossFileSystemsThatFailsLeavesTheOriginalWhereItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("original", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = TextDocument(
            fileURL: folder.url("notes.md"), environment: testEnvironment(folder, fileSystem: disk))
        #expect(await document.open())
        disk.fail(.rename, with: EXDEV, pathContaining: "/moved.md")
        disk.fail(.write, with: ENOSPC, pathContaining: ".moved.md.terrarium-save-")
        #expect(await kind { try await document.move(to: folder.url("moved.md")) } == .diskFull)
        #expect(folder.text("notes.md") == "original")
        #expect(folder.names() == [".notes.md.terrarium-lock", "notes.md"], "no copy, no placeholder, no new lock")
        #expect(document.fileURL == folder.url("notes.md").standardizedFileURL)
        disk.fail(.rename, with: EACCES, pathContaining: "/moved.md")
        #expect(await kind { try await document.move(to: folder.url("moved.md")) } == .permissionDenied)
        #expect(folder.names() == [".notes.md.terrarium-lock", "notes.md"])
        await document.checkForExternalChanges()
        #expect(document.documentState == .normal)
        _ = await document.close()
    }

    // MARK: Duplicating

    @Test func duplicatingWritesTheUnsavedContentsAndLeavesTheDocumentAsItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        try setMode(0o600, folder, "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        document.edit("unsaved")
        let copy = Document.duplicateURL(for: document.fileURL)
        #expect(copy == folder.url("notes copy.md"))
        try await document.duplicate(to: copy)
        #expect(folder.text("notes copy.md") == "unsaved")
        #expect(try mode(folder, "notes copy.md") == 0o600)
        #expect(folder.text("notes.md") == "saved")
        #expect(document.fileURL == folder.url("notes.md").standardizedFileURL)
        #expect(document.hasUnsavedChanges)
        #expect(undo.cleared == 0)
        #expect(!folder.names().contains(".notes copy.md.terrarium-lock"), "a copy is not opened")

        document.edit("later")
        #expect(await kind { try await document.duplicate(to: copy) } == .alreadyExists)
        #expect(folder.text("notes copy.md") == "unsaved", "an existing file is never replaced")
        #expect(await kind { try await document.duplicate(to: document.fileURL) } == .alreadyExists)
        #expect(leftovers(folder).isEmpty)
        _ = await document.close(discardingChanges: true)
    }

    @Test func aDuplicateThatFailsLeavesNothingBehind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("unsaved")
        disk.fail(.write, with: ENOSPC, pathContaining: "copy")
        #expect(await kind { try await document.duplicate(to: folder.url("notes copy.md")) } == .diskFull)
        #expect(folder.names() == [".notes.md.terrarium-lock", "notes.md"])
        #expect(document.documentState == .normal, "a failed copy is not a failed save")
        #expect(document.hasUnsavedChanges)
        _ = await document.close(discardingChanges: true)
    }

    @Test func duplicateNamesCountUpFromTheFirstFreeOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(Document.duplicateName(for: "notes.md", number: 1) == "notes copy.md")
        #expect(Document.duplicateName(for: "notes.md", number: 2) == "notes copy 2.md")
        #expect(Document.duplicateName(for: "notes", number: 1) == "notes copy")
        #expect(Document.duplicateName(for: "notes", number: 3) == "notes copy 3")
        #expect(Document.duplicateName(for: ".profile", number: 1) == ".profile copy")
        #expect(Document.duplicateName(for: "archive.tar.gz", number: 1) == "archive.tar copy.gz")
        #expect(Document.duplicateName(for: "notes copy.md", number: 2) == "notes copy 2.md")
        #expect(Document.duplicateName(for: "notes copy 7.md", number: 2) == "notes copy 2.md")
        #expect(Document.duplicateName(for: "copy.md", number: 1) == "copy copy.md")
        #expect(Document.duplicateName(for: "notes copyright.md", number: 1) == "notes copyright copy.md")
        #expect(Document.duplicateName(for: "notes copy 7b.md", number: 1) == "notes copy 7b copy.md")

        try folder.write("", to: "notes.md")
        #expect(Document.duplicateURL(for: folder.url("notes.md")) == folder.url("notes copy.md"))
        try folder.write("", to: "notes copy.md")
        #expect(Document.duplicateURL(for: folder.url("notes.md")) == folder.url("notes copy 2.md"))
        try folder.write("", to: "notes copy 2.md")
        #expect(Document.duplicateURL(for: folder.url("notes.md")) == folder.url("notes copy 3.md"))
        #expect(Document.duplicateURL(for: folder.url("notes copy.md")) == folder.url("notes copy 3.md"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("notes copy 3.md"), withDestinationPath: "gone")
        #expect(
            Document.duplicateURL(for: folder.url("notes.md")) == folder.url("notes copy 4.md"),
            "a dangling link takes its name too")
        #expect(Document.duplicateURL(for: folder.url("plain")) == folder.url("plain copy"))
    }

    // MARK: Reverting

    @Test func revertingDropsTheEditsTheUndoHistoryTheRecoveryCopyAndTheSavingError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        let clock = ManualDocumentScheduler()
        let disk = FaultInjectingFileSystem()
        let document = await openText(
            folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk, scheduler: clock))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        document.edit("unsaved")
        disk.fail(.write, with: ENOSPC, pathContaining: "notes.md")
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(document.documentState == .savingError)
        #expect(recoveryText(folder, "notes.md") == "unsaved", "a failed save writes a recovery copy")

        try await document.revert()

        #expect(document.text == "saved")
        #expect(!document.hasUnsavedChanges)
        #expect(undo.cleared == 1)
        #expect(recoveryText(folder, "notes.md") == nil)
        #expect(document.documentState == .normal)
        #expect(document.lastError == nil)
        let writes = disk.log.filter { $0.operation == .create }.count
        clock.advance(by: .seconds(120))
        await document.waitUntilIdle()
        #expect(disk.log.filter { $0.operation == .create }.count == writes, "nothing is due: no autosave, no copy")
        #expect(folder.text("notes.md") == "saved")
        await document.checkForExternalChanges()
        #expect(document.conflict == nil)
        _ = await document.close()
    }

    @Test func revertingTakesTheDisksVersionAndEndsAConflict() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine")
        try Data("theirs".utf8).write(to: folder.url("notes.md"), options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.documentState == .inConflict)
        try await document.revert()
        #expect(document.text == "theirs")
        #expect(document.conflict == nil)
        #expect(document.documentState == .normal)
        await document.checkForExternalChanges()
        #expect(document.documentState == .normal, "the version read is the known one")
        _ = await document.close()
    }

    @Test func aRevertThatCannotReadTheFileKeepsTheEdits() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        let undo = RecordingUndoManager()
        document.undoManager = undo
        document.edit("unsaved")
        #expect(await document.writeRecoveryCopyNow())
        disk.fail(.open, with: EACCES, pathContaining: "/notes.md")
        do {
            try await document.revert()
            Issue.record("the revert should have failed")
        } catch let error as DocumentError {
            #expect(error.kind == .permissionDenied)
            #expect(error.message.hasSuffix("Your edits are kept."))
        }
        #expect(document.text == "unsaved")
        #expect(document.hasUnsavedChanges)
        #expect(undo.cleared == 0)
        #expect(recoveryText(folder, "notes.md") == "unsaved")

        try FileManager.default.removeItem(atPath: folder.file("notes.md"))
        #expect(await kind { try await document.revert() } == .fileMissing)
        #expect(document.text == "unsaved")
        #expect(document.hasUnsavedChanges)
        _ = await document.close(discardingChanges: true)
    }

    @Test func revertingToAnotherFileLoadsItAsUnsavedEdits() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("current", to: "notes.md")
        try folder.write("from the backup", to: "backup.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("typing")
        try await document.revert(toContentsOf: folder.url("backup.md"))
        #expect(document.text == "from the backup")
        #expect(document.fileURL == folder.url("notes.md").standardizedFileURL)
        #expect(document.hasUnsavedChanges)
        await document.checkForExternalChanges()
        #expect(document.conflict == nil, "the document's own file is still the known version")
        #expect(await document.autosave())
        #expect(folder.text("notes.md") == "from the backup")
        #expect(folder.text("backup.md") == "from the backup")
        _ = await document.close()

        let closed = TextDocument(fileURL: folder.url("notes.md"), environment: testEnvironment(folder))
        #expect(await kind { try await closed.revert() } == .notOpen)
    }

    @Test func aReadOnlyDocumentRevertsWithoutTouchingTheEditorsRecoveryCopy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        let editor = await openText(
            folder, "notes.md", environment: testEnvironment(folder, owner: LockOwner(processID: 1, hostName: "a")))
        editor.edit("the editor's")
        #expect(await editor.writeRecoveryCopyNow())
        let reader = await openText(
            folder, "notes.md", environment: testEnvironment(folder, owner: LockOwner(processID: 2, hostName: "a")))
        #expect(reader.documentState == .editingDisabled)
        try folder.write("changed", to: "notes.md")
        try await reader.revert()
        #expect(reader.text == "changed")
        #expect(recoveryText(folder, "notes.md") == "the editor's")
        #expect(
            await kind { try await reader.revert(toContentsOf: folder.url("notes.md").appendingPathExtension("x")) }
                == .editingDisabled)
        _ = await reader.close()
        _ = await editor.close(discardingChanges: true)
    }
}
