import Foundation
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct DocumentLockTests {
    private let me = LockOwner(processID: 4242, hostName: "here")

    private func lock(_ folder: TemporaryFolder, owner: LockOwner, alive: @escaping @Sendable (Int32) -> Bool)
        -> DocumentLock
    {
        DocumentLock(
            documentPath: folder.file("notes.md"), fileSystem: POSIXFileSystem(), owner: owner, processExists: alive)
    }

    @Test func theLockFileHoldsThePIDAndHostAndIsReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mine = lock(folder, owner: me, alive: { _ in true })
        #expect(try mine.acquire() == .acquired)
        #expect(folder.text(".notes.md.terrarium-lock") == "4242\nhere\n")
        #expect(HeldLocks.shared.held.contains(mine.path))
        mine.release()
        #expect(folder.names().isEmpty)
        #expect(!HeldLocks.shared.held.contains(mine.path))
    }

    @Test func aLiveOwnerKeepsTheLockAndADeadOneOnThisHostLosesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("1234\nhere\n", to: ".notes.md.terrarium-lock")
        #expect(
            try lock(folder, owner: me, alive: { _ in true }).acquire()
                == .heldBy(LockOwner(processID: 1234, hostName: "here")))
        let taker = lock(folder, owner: me, alive: { $0 != 1234 })
        #expect(try taker.acquire() == .acquired)
        #expect(folder.text(".notes.md.terrarium-lock") == "4242\nhere\n")
        #expect(folder.names() == [".notes.md.terrarium-lock"], "the stale lock moved aside is removed")
        taker.release()
    }

    @Test func aLockFromAnotherHostIsNeverTakenOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("1234\nthere\n", to: ".notes.md.terrarium-lock")
        #expect(
            try lock(folder, owner: me, alive: { _ in false }).acquire()
                == .heldBy(LockOwner(processID: 1234, hostName: "there")))
    }

    @Test func releaseLeavesALockSomeoneElseTookOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mine = lock(folder, owner: me, alive: { _ in true })
        _ = try mine.acquire()
        try folder.write("999\nhere\n", to: ".notes.md.terrarium-lock")
        mine.release()
        #expect(folder.text(".notes.md.terrarium-lock") == "999\nhere\n")
    }

    @Test func aDeadProcessIsRecognisedByKill() throws {
        #expect(LockOwner.processExists(getpid()))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        #expect(!LockOwner.processExists(child.processIdentifier))
    }

    @Test func aSecondEditorOpensReadOnlyWithAReasonAndCannotSave() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("text", to: "notes.md")
        let first = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(first.documentState == .normal)
        let otherProcess = LockOwner(processID: 77_777, hostName: LockOwner.current.hostName)
        let second = await openText(folder, "notes.md", environment: testEnvironment(folder, owner: otherProcess))
        #expect(second.documentState == .editingDisabled)
        #expect(second.editingDisabledReason == "Opened read-only: notes.md is being edited by process \(getpid()).")
        #expect(second.text == "text")
        second.edit("mine")
        await #expect(throws: DocumentError.self) { try await second.save(to: second.fileURL, for: .forOverwriting) }
        #expect(folder.text("notes.md") == "text")
        #expect(await second.close(), "a read-only document closes without saving")
        #expect(folder.names().contains(".notes.md.terrarium-lock"), "and leaves the editor's lock alone")
        #expect(await first.close())
        #expect(!folder.names().contains(".notes.md.terrarium-lock"))
    }

    @Test func saveAsOntoAFileBeingEditedElsewhereFailsAndLeavesTheDocumentEditable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("text", to: "notes.md")
        try folder.write("theirs", to: "other.md")
        try folder.write("77777\n\(LockOwner.current.hostName)\n", to: ".other.md.terrarium-lock")
        let document = await openText(
            folder, "notes.md", environment: testEnvironment(folder, processExists: { _ in true }))
        document.edit("mine")
        let error = await #expect(throws: DocumentError.self) {
            try await document.save(to: folder.url("other.md"), for: .forOverwriting)
        }
        #expect(error?.kind == .lockedByAnotherProcess)
        #expect(error?.message == "other.md is being edited by process 77777; it was not changed. Your edits are kept.")
        #expect(document.lastError == error)
        #expect(document.editingDisabledReason == nil, "the document was not opened read-only")
        #expect(document.documentState == .savingError, "a failed save, not a read-only document")
        #expect(document.fileURL == folder.url("notes.md"))
        #expect(folder.text("other.md") == "theirs")
        #expect(folder.text(".other.md.terrarium-lock") == "77777\n\(LockOwner.current.hostName)\n")
        #expect(folder.text(".notes.md.terrarium-lock") == LockOwner.current.lockFileText, "its own lock is kept")
        #expect(await document.autosave(), "and it still saves where it is")
        #expect(folder.text("notes.md") == "mine")
        _ = await document.close()
    }

    @Test func aStaleLockIsTakenOverSilentlyOnOpen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("text", to: "notes.md")
        try folder.write("1234\n\(LockOwner.current.hostName)\n", to: ".notes.md.terrarium-lock")
        let document = await openText(
            folder, "notes.md", environment: testEnvironment(folder, processExists: { $0 != 1234 }))
        #expect(document.documentState == .normal)
        #expect(folder.text(".notes.md.terrarium-lock") == LockOwner.current.lockFileText)
        _ = await document.close()
    }
}
