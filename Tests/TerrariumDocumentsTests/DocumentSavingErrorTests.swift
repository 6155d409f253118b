import Foundation
import TerrariumTransfer
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite struct DocumentSavingErrorTests {
    @Test(arguments: [
        (
            ENOSPC, "The disk is full (ENOSPC); notes.md was not changed. Your edits are kept.",
            DocumentError.Kind.diskFull
        ),
        (EACCES, "Permission denied (EACCES); notes.md was not changed. Your edits are kept.", .permissionDenied),
        (
            EROFS, "The file system is read-only (EROFS); notes.md was not changed. Your edits are kept.",
            .readOnlyFileSystem
        ),
        (
            EFBIG,
            "The file would be larger than the system allows (EFBIG); notes.md was not changed. Your edits are kept.",
            .fileTooLarge
        ),
    ])
    func aFailedSaveKeepsTheFileAndTheEditsAndSaysWhy(code: Int32, message: String, kind: DocumentError.Kind)
        async throws
    {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("original", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("edited")
        disk.fail(.write, with: code)
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(document.documentState == .savingError)
        #expect(document.lastError?.message == message)
        #expect(document.lastError?.kind == kind)
        #expect(document.hasUnsavedChanges)
        #expect(document.text == "edited")
        #expect(folder.text("notes.md") == "original")
        let store = try #require(document.recoveryStore)
        #expect(
            store.read(for: document.recoveryKey, limit: 1000)?.contents.regularFileContents == Data("edited".utf8),
            "the edits are in recovery too")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(document.documentState == .normal)
        #expect(document.lastError == nil)
        #expect(folder.text("notes.md") == "edited")
        #expect(
            store.read(for: document.recoveryKey, limit: 1000) == nil, "a successful save removes the recovery copy")
        _ = await document.close()
    }

    @Test func aFileLargerThanTheLimitIsRefusedOnOpen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(String(repeating: "x", count: 5000), to: "big.txt")
        var environment = testEnvironment(folder)
        environment.maximumFileSize = 4096
        let document = TextDocument(fileURL: folder.url("big.txt"), environment: environment)
        #expect(await document.open() == false)
        #expect(document.documentState == .closed)
        #expect(document.lastError?.kind == .tooLargeToOpen)
        #expect(
            document.lastError?.message == "big.txt is 5 KB, more than the 4.1 KB a document may be; it was not opened."
        )
        #expect(!folder.names().contains(".big.txt.terrarium-lock"))
    }

    @Test func aMissingOrUnreadableFileFailsToOpenWithAMessage() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = TextDocument(fileURL: folder.url("gone.md"), environment: testEnvironment(folder))
        #expect(await missing.open() == false)
        #expect(missing.lastError?.message == "gone.md does not exist.")
        try folder.write("x", to: "locked.md")
        let disk = FaultInjectingFileSystem()
        disk.fail(.open, with: EACCES)
        let denied = TextDocument(
            fileURL: folder.url("locked.md"), environment: testEnvironment(folder, fileSystem: disk))
        #expect(await denied.open() == false)
        #expect(denied.lastError?.message == "locked.md could not be opened: permission was denied (EACCES).")
        #expect(!folder.names().contains(".locked.md.terrarium-lock"), "the lock is released when reading fails")
    }

    @Test func aDeletedFileIsAConflictAndKeepingMineRecreatesIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("v2")
        try FileManager.default.removeItem(atPath: folder.file("notes.md"))
        #expect(await document.autosave() == false, "autosave does not recreate a deleted file")
        #expect(document.documentState == .inConflict)
        #expect(document.conflict?.kind == .deleted)
        #expect(folder.text("notes.md") == nil)
        try await document.resolveConflict(keepingMine: true)
        #expect(folder.text("notes.md") == "v2")
        #expect(document.documentState == .normal)
        _ = await document.close()
    }

    @Test func aSymbolicLinkStaysALinkAndTheModeIsKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v1", to: "target.md")
        chmod(folder.file("target.md"), 0o600)
        symlink("target.md", folder.file("link.md"))
        let document = await openText(folder, "link.md", environment: testEnvironment(folder))
        document.edit("v2")
        #expect(await document.autosave())
        #expect(folder.text("target.md") == "v2")
        let link = try #require(try POSIXFileSystem().status(ofItemAt: folder.file("link.md"), followingLinks: false))
        #expect(link.kind == .symbolicLink)
        #expect(
            try POSIXFileSystem().status(ofItemAt: folder.file("target.md"), followingLinks: true)?.permissions == 0o600
        )
        #expect(folder.names().contains(".target.md.terrarium-lock"), "the lock is beside the link's target")
        _ = await document.close()
    }

    @Test func aFailedFlushOfANewFolderBeforeTheRenameIsAFailedSave() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("pkg"), withIntermediateDirectories: true)
        try folder.write("v1", to: "pkg/a.txt")
        let disk = FaultInjectingFileSystem()
        let environment = testEnvironment(folder, fileSystem: disk)
        let document = FolderDocument(fileURL: folder.url("pkg"), environment: environment)
        #expect(await document.open())
        document.text = "v2"
        document.updateChangeCount(.done)
        disk.fail(.synchronizeDirectory, with: EIO, pathContaining: ".pkg.terrarium-save-")
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(folder.text("pkg/a.txt") == "v1", "the disk did not change")
        #expect(document.hasUnsavedChanges, "so the edits are not saved")
        #expect(document.documentState == .savingError)
        #expect(
            document.lastError?.message
                == "The save failed: the disk reported an input/output error (EIO); pkg was not changed. "
                + "Your edits are kept.")
        let store = try #require(document.recoveryStore)
        #expect(store.read(for: document.recoveryKey, limit: 1000) != nil, "the recovery copy is kept")
        _ = await document.close(discardingChanges: true)
    }

    @Test func errorMessagesNameTheBytesPlainly() {
        #expect(ByteCount.text(812) == "812 bytes")
        #expect(ByteCount.text(4_200_000) == "4.2 MB")
        #expect(ByteCount.text(1 << 30) == "1.1 GB")
        let unconfirmed = DocumentError.saving(
            FileSystemError(.confirmRename, path: "/x", code: EIO), fileName: "a.md")
        #expect(unconfirmed.message == "a.md was saved, but the disk did not confirm it (EIO). Your edits are kept.")
    }
}

/// A document that is a folder holding one text file, `a.txt`.
final class FolderDocument: Document {
    var text = ""

    override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        text = String(decoding: contents.fileWrappers?["a.txt"]?.regularFileContents ?? Data(), as: UTF8.self)
    }

    override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data(text.utf8))])
    }
}
