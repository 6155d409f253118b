import Foundation
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct AtomicFileWriterTests {
    private let old = String(repeating: "old line\n", count: 5000)
    private let new = String(repeating: "new text!\n", count: 7000)

    private func wrapper(_ text: String) -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }

    @Test func writesANewFileAndReplacesAnExistingOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = AtomicFileWriter(fileSystem: POSIXFileSystem())
        try writer.write(wrapper(old), to: folder.file("notes.md"))
        #expect(folder.text("notes.md") == old)
        try writer.write(wrapper(new), to: folder.file("notes.md"))
        #expect(folder.text("notes.md") == new)
        #expect(folder.names() == ["notes.md"])
    }

    @Test func keepsTheOriginalsPermissionsWhateverTheUmask() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(old, to: "notes.md")
        chmod(folder.file("notes.md"), 0o604)
        try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(wrapper(new), to: folder.file("notes.md"))
        let status = try #require(try POSIXFileSystem().status(ofItemAt: folder.file("notes.md"), followingLinks: true))
        #expect(status.permissions == 0o604)
    }

    @Test func savingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
        try folder.write(old, to: "real/notes.md")
        symlink("real/notes.md", folder.file("link.md"))
        let replaced = try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(
            wrapper(new), to: folder.file("link.md"))
        #expect(replaced == folder.file("real/notes.md"))
        #expect(folder.text("real/notes.md") == new)
        let link = try #require(try POSIXFileSystem().status(ofItemAt: folder.file("link.md"), followingLinks: false))
        #expect(link.kind == .symbolicLink)
        #expect(folder.names() == ["link.md", "real"])
    }

    @Test func shortWritesAreResumedUntilEverythingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(old, to: "notes.md")
        let disk = FaultInjectingFileSystem()
        disk.shortWriteLimit = 777
        try AtomicFileWriter(fileSystem: disk).write(wrapper(new), to: folder.file("notes.md"))
        #expect(folder.text("notes.md") == new)
        #expect(disk.log.filter { $0.operation == .write }.count == (new.utf8.count + 776) / 777)
    }

    @Test(arguments: [
        (FileOperation.create, 0), (.write, 0), (.write, 3), (.setMode, 0), (.synchronize, 0), (.close, 0),
        (.rename, 0),
    ])
    func everyFaultBeforeTheRenameLeavesTheOriginalExactlyAsItWas(operation: FileOperation, skipping: Int) throws {
        for code in [ENOSPC, EFBIG, EACCES, EROFS, EIO, EDQUOT] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write(old, to: "notes.md")
            chmod(folder.file("notes.md"), 0o640)
            let disk = FaultInjectingFileSystem()
            disk.shortWriteLimit = 1000
            disk.fail(operation, with: code, skipping: skipping)
            #expect(throws: FileSystemError.self) {
                try AtomicFileWriter(fileSystem: disk).write(wrapper(new), to: folder.file("notes.md"))
            }
            #expect(folder.text("notes.md") == old, "\(operation) \(code)")
            #expect(folder.names() == ["notes.md"], "the temporary file is removed after \(operation) \(code)")
        }
    }

    @Test func theOriginalIsNeverOpenedForWriting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(old, to: "notes.md")
        let disk = FaultInjectingFileSystem()
        try AtomicFileWriter(fileSystem: disk).write(wrapper(new), to: folder.file("notes.md"))
        let created = disk.log.filter { $0.operation == .create }.map(\.path)
        #expect(created.count == 1)
        #expect(created.allSatisfy { $0 != folder.file("notes.md") && $0.contains(".notes.md.terrarium-save-") })
        let order = disk.log.map(\.operation).filter { [.synchronize, .rename, .synchronizeDirectory].contains($0) }
        #expect(order == [.synchronize, .rename, .synchronizeDirectory])
    }

    @Test func aFailedFolderFlushAfterTheRenameIsReportedWithTheNewContentsInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(old, to: "notes.md")
        let disk = FaultInjectingFileSystem()
        disk.fail(.synchronizeDirectory, with: EIO)
        #expect(throws: FileSystemError(.confirmRename, path: folder.path, code: EIO)) {
            try AtomicFileWriter(fileSystem: disk).write(wrapper(new), to: folder.file("notes.md"))
        }
        #expect(folder.text("notes.md") == new)
    }

    @Test func foldersAreWrittenWholeAndAFailedSwapPutsTheOriginalBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = FileWrapper(directoryWithFileWrappers: ["a.txt": wrapper("a1"), "b.txt": wrapper("b1")])
        let second = FileWrapper(directoryWithFileWrappers: [
            "a.txt": wrapper("a2"), "link": FileWrapper(content: .symbolicLink("a.txt")),
        ])
        try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(first, to: folder.file("pkg"))
        let disk = FaultInjectingFileSystem()
        disk.fail(.rename, with: ENOSPC, skipping: 1)
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter(fileSystem: disk).write(second, to: folder.file("pkg"))
        }
        #expect(
            try FileWrapper(url: folder.url("pkg")).fileWrappers?.mapValues(\.content)
                == first.fileWrappers?.mapValues(\.content))
        #expect(folder.names() == ["pkg"])
        try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(second, to: folder.file("pkg"))
        let read = try FileWrapper(url: folder.url("pkg"))
        #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("a2".utf8))
        #expect(read.fileWrappers?["link"]?.content == .symbolicLink("a.txt"))
        #expect(read.fileWrappers?["b.txt"] == nil)
        #expect(folder.names() == ["pkg"])
    }

    @Test func aFailedFlushOfTheNewFolderBeforeTheSwapLeavesTheOriginal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = FileWrapper(directoryWithFileWrappers: ["a.txt": wrapper("a1")])
        try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(first, to: folder.file("pkg"))
        let disk = FaultInjectingFileSystem()
        disk.fail(.synchronizeDirectory, with: EIO, pathContaining: ".pkg.terrarium-save-")
        let error = #expect(throws: FileSystemError.self) {
            try AtomicFileWriter(fileSystem: disk).write(
                FileWrapper(directoryWithFileWrappers: ["a.txt": wrapper("a2")]), to: folder.file("pkg"))
        }
        #expect(error?.operation == .synchronizeDirectory, "not a save that only lacks confirming")
        #expect(try FileWrapper(url: folder.url("pkg")) == first)
        #expect(folder.names() == ["pkg"])
    }

    @Test func aNameThatWouldLeaveTheFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let evil = FileWrapper(directoryWithFileWrappers: ["../escape": wrapper("x")])
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(evil, to: folder.file("pkg"))
        }
        #expect(folder.names().isEmpty)
    }
}
