import Foundation
import TerrariumTransfer
import Testing

@testable import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#endif

/// A file replaced by something the document cannot read is never saved over, and a clean
/// document that cannot reload says so.
@MainActor
@Suite struct UnreadableOnDiskTests {
    /// What another program puts where the note was.
    enum Replacement: String, CaseIterable, Sendable {
        /// A sparse file larger than the document's limit.
        case oversized
        /// A folder.
        case folder
        /// A named pipe, which must not even be opened (a read would wait forever).
        case pipe
    }

    /// The limit the tests' documents open up to.
    static let limit: Int64 = 1 << 20

    func environment(_ folder: TemporaryFolder, fileSystem: any FileSystem = POSIXFileSystem()) -> DocumentEnvironment {
        var environment = testEnvironment(folder, fileSystem: fileSystem)
        environment.maximumFileSize = Self.limit
        return environment
    }

    /// Puts `replacement` at `name`, replacing the file there.
    func replace(_ name: String, in folder: TemporaryFolder, with replacement: Replacement) throws {
        let path = folder.file(name)
        try FileManager.default.removeItem(atPath: path)
        switch replacement {
        case .oversized:
            let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            #expect(ftruncate(descriptor, off_t(2 * Self.limit)) == 0)
            close(descriptor)
        case .folder:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .pipe:
            #expect(mkfifo(path, 0o644) == 0)
        }
    }

    /// What is at `name` now, as the test put it there.
    func isStill(_ replacement: Replacement, _ name: String, in folder: TemporaryFolder) -> Bool {
        var info = stat()
        guard lstat(folder.file(name), &info) == 0 else { return false }
        switch replacement {
        case .oversized: return info.st_mode & S_IFMT == S_IFREG && Int64(info.st_size) == 2 * Self.limit
        case .folder: return info.st_mode & S_IFMT == S_IFDIR
        case .pipe: return info.st_mode & S_IFMT == S_IFIFO
        }
    }

    @Test(arguments: Replacement.allCases)
    func editsAreNeverSavedOverAFileTheDocumentCannotRead(_ replacement: Replacement) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: environment(folder))
        document.edit("mine")
        try replace("notes.md", in: folder, with: replacement)
        // Ctrl+S, an autosave and Keep Mine each refuse; the file stays what the other program made.
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(isStill(replacement, "notes.md", in: folder))
        let conflict = try #require(document.conflict)
        #expect(conflict.kind == .unreadable)
        #expect(document.documentState.contains(.inConflict))
        #expect(document.lastError?.message.contains("cannot be read") == true)
        #expect(await document.autosave() == false)
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: true) }
        #expect(isStill(replacement, "notes.md", in: folder))
        // Keep Both saves mine beside theirs and moves there.
        try await document.keepBoth()
        #expect(isStill(replacement, "notes.md", in: folder))
        #expect(folder.text("notes copy.md") == "mine")
        #expect(document.fileURL.lastPathComponent == "notes copy.md")
        #expect(document.documentState == .normal)
        _ = await document.close()
    }

    /// `notes.md` holding "base", open with "mine" typed, on a file system that injects faults.
    func noteWithAnEdit() async throws -> (TemporaryFolder, FaultInjectingFileSystem, TextDocument) {
        let folder = try TemporaryFolder()
        try folder.write("base", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = await openText(folder, "notes.md", environment: environment(folder, fileSystem: disk))
        document.edit("mine")
        return (folder, disk, document)
    }

    @Test func aFileThatCannotBeReadAtSaveTimeIsAConflictNotAnOverwrite() async throws {
        let (folder, disk, document) = try await noteWithAnEdit()
        defer { folder.remove() }
        try Data("theirs".utf8).write(to: folder.url("notes.md"), options: .atomic)
        // Another user's 0600 file, as an unprivileged editor meets it: opening it is refused.
        disk.fail(.open, with: EACCES, pathContaining: "/notes.md")
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(folder.text("notes.md") == "theirs")
        #expect(document.conflict?.kind == .unreadable)
        #expect(document.conflict?.reason?.contains("EACCES") == true)
        // Readable again at the next look: an ordinary conflict with what it holds.
        await document.checkForExternalChanges()
        #expect(document.conflict?.kind == .modified)
        #expect(document.conflict?.diskContents?.regularFileContents == Data("theirs".utf8))
        _ = await document.close(discardingChanges: true)
    }

    @Test func aFileMadeUnreadableWithoutANewVersionIsNotSavedOver() async throws {
        let (folder, disk, document) = try await noteWithAnEdit()
        defer { folder.remove() }
        // A `chmod 000` by its owner changes no inode, size or time; root would still read it, so
        // the refusal is injected.
        disk.fail(.open, with: EACCES, pathContaining: "/notes.md")
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(document.conflict?.kind == .unreadable)
        #expect(!disk.log.contains { $0.operation == .rename && $0.path.hasSuffix("/notes.md") })
        // Readable again: the next look sees the same contents and ends the conflict.
        await document.checkForExternalChanges()
        #expect(document.conflict == nil)
        try await document.save(to: document.fileURL, for: .forOverwriting)
        #expect(folder.text("notes.md") == "mine")
        _ = await document.close()
    }

    @Test func aFileThatCannotBeLookedAtAtSaveTimeIsAConflictNotAnOverwrite() async throws {
        let (folder, disk, document) = try await noteWithAnEdit()
        defer { folder.remove() }
        for _ in 0..<4 { disk.fail(.status, with: EACCES, pathContaining: "/notes.md") }
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(folder.text("notes.md") == "base")
        #expect(document.conflict?.kind == .unreadable)
        #expect(!disk.log.contains { $0.operation == .rename && $0.path.hasSuffix("/notes.md") })
        _ = await document.close(discardingChanges: true)
    }

    @Test func aCleanDocumentThatCannotReloadShowsItAndTypingThenSavingKeepsTheirs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let document = await openText(folder, "notes.md", environment: environment(folder))
        try replace("notes.md", in: folder, with: .oversized)
        await document.checkForExternalChanges()
        #expect(document.conflict?.kind == .unreadable, "a failed reload is a visible state")
        #expect(document.documentState.contains(.inConflict))
        #expect(document.conflict?.reason?.contains("larger than") == true)
        document.edit("typed after")
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: true) }
        #expect(isStill(.oversized, "notes.md", in: folder))
        _ = await document.close(discardingChanges: true)
    }

    @Test func aCleanDocumentWhoseNewContentsDoNotLoadShowsItUntilTheyDo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let disk = FaultInjectingFileSystem()
        let document = StrictDocument(
            fileURL: folder.url("notes.md"), environment: environment(folder, fileSystem: disk))
        #expect(await document.open())
        try Data([0x61, 0xFF]).write(to: folder.url("notes.md"), options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.conflict?.kind == .unreadable)
        #expect(document.text == "base")
        // Read once: the same contents are not read again at every look.
        let reads = disk.log.filter { $0.operation == .open && $0.path.hasSuffix("/notes.md") }.count
        await document.checkForExternalChanges()
        await document.checkForExternalChanges()
        #expect(disk.log.filter { $0.operation == .open && $0.path.hasSuffix("/notes.md") }.count == reads)
        try Data("fixed".utf8).write(to: folder.url("notes.md"), options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.conflict == nil)
        #expect(document.text == "fixed")
        #expect(document.documentState == .normal)
        _ = await document.close()
    }
}

extension UnreadableOnDiskTests {
    @Test func editsWhoseFileIsReplacedByContentsThatDoNotLoadAreNeverSavedOver() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        let document = FileDocumentModel(
            fileURL: folder.url("notes.md"), content: StrictNote(text: ""), environment: environment(folder))
        #expect(await document.open())
        document.content.text = "mine"
        document.updateChangeCount(.done)
        let theirs = Data([0x61, 0xFF])
        try theirs.write(to: folder.url("notes.md"), options: .atomic)
        await document.checkForExternalChanges()
        let conflict = try #require(document.conflict)
        #expect(conflict.kind == .unreadable, "not a version to take or to save over unasked")
        #expect(conflict.diskContents?.regularFileContents == theirs)
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: true) }
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
        #expect(await document.autosave() == false)
        #expect(try Data(contentsOf: folder.url("notes.md")) == theirs)
        // Take Theirs closes unsaved, leaving their file as it is.
        try await document.resolveConflict(keepingMine: false)
        #expect(document.documentState.contains(.closed))
        #expect(try Data(contentsOf: folder.url("notes.md")) == theirs)
    }

    @Test func takingTheirsThatDoNotLoadMakesTheConflictOneThatIsNeverSavedOver() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base", to: "notes.md")
        // A document that does not check contents before loading them: only Take Theirs finds out.
        let document = StrictDocument(fileURL: folder.url("notes.md"), environment: environment(folder))
        #expect(await document.open())
        document.text = "mine"
        document.updateChangeCount(.done)
        let theirs = Data([0x61, 0xFF])
        try theirs.write(to: folder.url("notes.md"), options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.conflict?.kind == .modified)
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: false) }
        #expect(document.conflict?.kind == .unreadable)
        #expect(document.text == "mine")
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: true) }
        #expect(try Data(contentsOf: folder.url("notes.md")) == theirs)
        try await document.keepBoth()
        #expect(folder.text("notes copy.md") == "mine")
        _ = await document.close()
    }
}

/// A value document that refuses contents that are not UTF-8.
struct StrictNote: FileDocument {
    static var readableContentTypes: [ContentType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let text = String(validating: configuration.file.regularFileContents ?? Data(), as: UTF8.self) else {
            throw StrictDocument.NotText()
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A document that refuses contents that are not UTF-8.
final class StrictDocument: Document {
    var text = ""

    struct NotText: Error {}

    override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        guard let text = String(validating: contents.regularFileContents ?? Data(), as: UTF8.self) else {
            throw NotText()
        }
        self.text = text
    }

    override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
