import Foundation
import Testing

@testable import TerrariumDocuments

/// A backup a failed in-place save left beside the file is offered back at open, and goes only
/// when the user restores or discards it.
@MainActor
@Suite struct LeftoverBackupTests {
    static let backupName = ".notes.md.terrarium-backup-0123456789"

    /// `notes.md` holding what a save that failed part-way left, its backup beside it.
    func partlySavedNote() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("new fi", to: "notes.md")
        try folder.write("old file", to: Self.backupName)
        return folder
    }

    @Test func aBackupBesideTheFileIsOfferedAtOpenAndRestoredOverIt() async throws {
        let folder = try partlySavedNote()
        defer { folder.remove() }
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let backup = try #require(document.leftoverBackup)
        #expect(backup.name == Self.backupName)
        #expect(folder.text(Self.backupName) == "old file", "opening never removes it")
        try await document.restoreLeftoverBackup()
        #expect(folder.text("notes.md") == "old file")
        #expect(document.text == "old file")
        #expect(!document.hasUnsavedChanges)
        #expect(folder.text(Self.backupName) == nil)
        #expect(document.leftoverBackup == nil)
        _ = await document.close()
    }

    @Test func aBackupIsNotRestoredOverUnsavedChanges() async throws {
        let folder = try partlySavedNote()
        defer { folder.remove() }
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(document.leftoverBackup != nil)
        document.edit("typed since the open")
        await #expect(throws: DocumentError.self) { try await document.restoreLeftoverBackup() }
        // Nothing changed: the edits, the file, the backup and its offer.
        #expect(document.text == "typed since the open")
        #expect(document.hasUnsavedChanges)
        #expect(folder.text("notes.md") == "new fi")
        #expect(folder.text(Self.backupName) == "old file")
        #expect(document.leftoverBackup?.name == Self.backupName)
        _ = await document.close(discardingChanges: true)
    }

    @Test func discardingTheBackupRemovesOnlyIt() async throws {
        let folder = try partlySavedNote()
        defer { folder.remove() }
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(document.leftoverBackup?.name == Self.backupName)
        try await document.discardLeftoverBackup()
        #expect(folder.text(Self.backupName) == nil)
        #expect(folder.text("notes.md") == "new fi")
        #expect(document.leftoverBackup == nil)
        _ = await document.close()
        // Closing and opening again offers nothing, and finds no backup of another file.
        try folder.write("other", to: ".other.md.terrarium-backup-0123456789")
        #expect(await document.open())
        #expect(document.leftoverBackup == nil)
        _ = await document.close()
    }

    @Test func aBackupThatCannotBeSavedBackStaysOffered() async throws {
        let folder = try partlySavedNote()
        defer { folder.remove() }
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        #expect(document.leftoverBackup != nil)
        disk.fail(.create, with: EACCES, pathContaining: "terrarium-save")
        await #expect(throws: DocumentError.self) { try await document.restoreLeftoverBackup() }
        #expect(folder.text(Self.backupName) == "old file")
        #expect(document.leftoverBackup?.name == Self.backupName)
        _ = await document.close(discardingChanges: true)
    }
}
