import Foundation
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#endif

/// A save keeps what the file is besides its bytes: owner and group, mode, extended attributes,
/// ACLs and hard links.
@MainActor
@Suite struct SavingMetadataTests {
    /// Whether the tests run as root, which may give a file to another user.
    nonisolated static let isRoot = geteuid() == 0

    func status(_ path: String) -> stat {
        var info = stat()
        #expect(stat(path, &info) == 0)
        return info
    }

    /// Sets an extended attribute through the file system seam; false where the folder's file
    /// system keeps none (the test then has nothing to check).
    func setAttribute(_ name: String, _ value: [UInt8], on path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        do {
            try POSIXFileSystem().setExtendedAttribute(
                name, to: value, of: OpenFile(descriptor: descriptor, path: path))
            return true
        } catch {
            return false
        }
    }

    func attribute(_ name: String, of path: String) -> [UInt8]? {
        try? POSIXFileSystem().extendedAttribute(name, atPath: path)
    }

    /// A POSIX access ACL in the kernel's form: user::rw-, user:4242:r--, group::r--, mask::r--,
    /// other::---.
    static let accessControlList: [UInt8] = {
        var bytes: [UInt8] = []
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        append32(2)
        for (tag, permissions, id) in [
            (UInt16(0x01), UInt16(6), UInt32.max), (0x02, 4, 4242), (0x04, 4, UInt32.max), (0x10, 4, UInt32.max),
            (0x20, 0, UInt32.max),
        ] {
            append16(tag)
            append16(permissions)
            append32(id)
        }
        return bytes
    }()

    @Test func extendedAttributesAndTheModeAreKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let path = folder.file("notes.md")
        chmod(path, 0o640)
        guard setAttribute("user.origin", Array("garden".utf8), on: path) else { return }
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        #expect(attribute("user.origin", of: path) == Array("garden".utf8))
        #expect(status(path).st_mode & 0o7777 == 0o640)
        _ = await document.close()
    }

    @Test func anAccessControlListIsKeptAndTheGroupGainsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let path = folder.file("notes.md")
        chmod(path, 0o640)
        guard setAttribute("system.posix_acl_access", Self.accessControlList, on: path) else { return }
        let before = status(path).st_mode & 0o7777
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        #expect(attribute("system.posix_acl_access", of: path) == Self.accessControlList)
        #expect(status(path).st_mode & 0o7777 == before, "the mask, the group bits, is as it was: r--")
        _ = await document.close()
    }

    @Test(.enabled(if: SavingMetadataTests.isRoot)) func anotherUsersFileKeepsItsOwnerAndGroup() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let path = folder.file("notes.md")
        #expect(chown(path, 4242, 4343) == 0)
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        #expect(status(path).st_uid == 4242)
        #expect(status(path).st_gid == 4343)
        _ = await document.close()
    }

    @Test(.enabled(if: SavingMetadataTests.isRoot)) func anOwnerThatCannotBeKeptMeansASaveInPlace() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let path = folder.file("notes.md")
        #expect(chown(path, 4242, 4343) == 0)
        let inode = status(path).st_ino
        let disk = FaultInjectingFileSystem()
        // As an unprivileged user saving a file of another: the new file cannot be given away.
        disk.fail(.setOwner, with: EPERM)
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("mine, longer than the base")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine, longer than the base")
        #expect(status(path).st_ino == inode)
        #expect(status(path).st_uid == 4242)
        #expect(!folder.names().contains { $0.contains("terrarium-backup") }, "the backup goes once the save is made")
        _ = await document.close()
    }

    @Test func hardLinksStayOneFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a much longer base text", to: "notes.md")
        #expect(link(folder.file("notes.md"), folder.file("other.md")) == 0)
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("mine")
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        #expect(folder.text("other.md") == "mine")
        #expect(status(folder.file("notes.md")).st_ino == status(folder.file("other.md")).st_ino)
        #expect(!folder.names().contains { $0.contains("terrarium-backup") })
        // The backup is on the disk, folder entry included, before the file is opened to write.
        let log = disk.log
        let opened = try #require(log.firstIndex { $0.operation == .openForWriting })
        let backupMade = try #require(
            log.firstIndex { $0.operation == .create && $0.path.contains("terrarium-backup") })
        #expect(log[backupMade..<opened].contains { $0.operation == .synchronizeDirectory })
        // Another program's write is still noticed: the version is the saved one.
        await document.checkForExternalChanges()
        #expect(document.documentState == .normal)
        _ = await document.close()
    }

    /// `notes.md` holding "base", also named `other.md`, open with "mine" typed, on a file system
    /// that injects faults.
    func linkedNoteWithAnEdit() async throws -> (TemporaryFolder, FaultInjectingFileSystem, TextDocument) {
        let folder = try TemporaryFolder()
        try folder.write("base", to: "notes.md")
        #expect(link(folder.file("notes.md"), folder.file("other.md")) == 0)
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder, fileSystem: disk))
        document.edit("mine")
        return (folder, disk, document)
    }

    @Test func aFailedWriteInPlacePutsTheOldBytesBack() async throws {
        let (folder, disk, document) = try await linkedNoteWithAnEdit()
        defer { folder.remove() }
        disk.fail(.truncate, with: EIO)
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(folder.text("notes.md") == "base")
        #expect(folder.text("other.md") == "base")
        #expect(!folder.names().contains { $0.contains("terrarium-backup") })
        #expect(document.documentState.contains(.savingError))
        _ = await document.close(discardingChanges: true)
    }

    @Test func aWriteInPlaceThatCannotBeUndoneLeavesTheBackupAndSaysWhere() async throws {
        let (folder, disk, document) = try await linkedNoteWithAnEdit()
        defer { folder.remove() }
        disk.fail(.truncate, with: EIO)
        disk.fail(.truncate, with: EIO)
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        let backup = try #require(folder.names().first { $0.contains("terrarium-backup") })
        #expect(folder.text(backup) == "base")
        #expect(document.lastError?.message.contains(backup) == true)
        _ = await document.close(discardingChanges: true)
    }
}
