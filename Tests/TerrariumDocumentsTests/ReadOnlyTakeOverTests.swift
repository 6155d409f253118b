import Foundation
import Synchronization
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#endif

/// A document opened read-only does not stay so once the reason is gone.
@MainActor
@Suite struct ReadOnlyTakeOverTests {
    @Test func aSecondEditorIsOfferedTheFileOnceTheFirstHasQuit() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let first = LockOwner(processID: 4_000_001, hostName: LockOwner.current.hostName)
        let alive = Flag()
        try folder.write("4000001\n\(first.hostName)\n", to: ".notes.md.terrarium-lock")
        let environment = testEnvironment(folder, processExists: { pid in pid == 4_000_001 && alive.isSet })
        let document = await openText(folder, "notes.md", environment: environment)
        #expect(document.documentState == .editingDisabled)
        await document.checkForExternalChanges()
        #expect(!document.canTakeOver, "the first editor is still there")
        #expect(await document.takeOver() == false)
        // The first editor saves and quits.
        try Data("saved by the first".utf8).write(to: folder.url("notes.md"), options: .atomic)
        alive.clear()
        await document.checkForExternalChanges()
        #expect(document.canTakeOver)
        #expect(document.text == "saved by the first")
        #expect(await document.takeOver())
        #expect(document.documentState == .normal)
        #expect(!document.canTakeOver)
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        #expect(folder.text(".notes.md.terrarium-lock")?.hasPrefix("\(getpid())\n") == true)
        _ = await document.close()
    }

    @Test func aFullDiskAtOpenIsTriedAgainAndTheDocumentBecomesEditable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        disk.fail(.create, with: ENOSPC, pathContaining: "terrarium-lock")
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        #expect(document.documentState == .editingDisabled)
        #expect(document.editingDisabledReason?.contains("ENOSPC") == true)
        // Space was freed: the next look at the disk takes the lock.
        await document.checkForExternalChanges()
        #expect(document.documentState == .normal)
        #expect(document.editingDisabledReason == nil)
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        _ = await document.close()
    }

    @Test func aRecoveryCopyIsFoundAfterTheFoldersRename() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("old"), withIntermediateDirectories: false)
        try folder.write("base", to: "old/notes.md")
        let environment = testEnvironment(folder)
        let document = await openText(folder, "old/notes.md", environment: environment)
        document.edit("unsaved")
        try FileManager.default.moveItem(atPath: folder.file("old"), toPath: folder.file("new"))
        // Quitting: the save fails (the file is not where it was), the copy keeps the edits.
        #expect(await document.preserveEdits())
        #expect(folder.text("new/notes.md") == "base")
        // The process ends without closing; its lock went with the folder and is stale.
        document.heldLock = nil
        try FileManager.default.removeItem(atPath: folder.file("new/.notes.md.terrarium-lock"))
        let reopened = await openText(folder, "new/notes.md", environment: environment)
        let recovered = try #require(reopened.recoveredContents)
        #expect(recovered.contents.regularFileContents == Data("unsaved".utf8))
        try reopened.restoreRecoveredContents()
        #expect(reopened.text == "unsaved")
        _ = await reopened.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("state/recovery")).isEmpty)
    }

    /// A freed inode is soon another file's: that file must not take the copy of the first.
    @Test func aRecoveryCopyGoesOnlyToTheSameFileNotToOneThatReusedItsInode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("recovery"), withIntermediateDirectories: false)
        let store = RecoveryStore(folder: folder.file("recovery"), fileSystem: POSIXFileSystem())
        let copy = store.path(for: "/notes/a.md")
        try Data("unsaved".utf8).write(to: URL(fileURLWithPath: copy))
        let written = FileVersion(device: 7, inode: 100, size: 4, modificationNanoseconds: 1_000)
        try store.link(written, to: "/notes/a.md")
        // Same device and inode, another file: no adoption, the copy stays with a.md.
        let other = FileVersion(device: 7, inode: 100, size: 9, modificationNanoseconds: 5_000)
        #expect(!store.adopt(other, for: "/elsewhere/b.md"))
        #expect(FileManager.default.fileExists(atPath: copy))
        // The same file under a renamed folder still finds it.
        #expect(store.adopt(written, for: "/renamed/a.md"))
        #expect(FileManager.default.contents(atPath: store.path(for: "/renamed/a.md")) == Data("unsaved".utf8))
    }
}

/// A flag another thread may read.
final class Flag: Sendable {
    private let value = Mutex(true)
    var isSet: Bool { value.withLock { $0 } }
    func clear() { value.withLock { $0 = false } }
}
