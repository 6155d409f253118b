import Foundation
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct RecoveryTests {
    @Test func theStandardFolderFollowsXDGStateHome() {
        #expect(
            RecoveryStore.standardFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/terrarium/recovery"
        )
        #expect(
            RecoveryStore.standardFolder(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
                == "/h/.local/state/terrarium/recovery")
        #expect(RecoveryStore.standardFolder(environment: [:]) == nil)
    }

    @Test func copiesAreNamedFromAHashOfThePath() {
        let store = RecoveryStore(folder: "/r", fileSystem: POSIXFileSystem())
        let a = store.path(for: "/docs/a/notes.md")
        let b = store.path(for: "/docs/b/notes.md")
        #expect(a != b)
        #expect(a == store.path(for: "/docs/a/notes.md"))
        #expect(a.hasPrefix("/r/") && a.hasSuffix("-notes.md.recovery"))
    }

    @Test func aCrashLeavesACopyThatTheNextOpenOffersAndRestores() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("line 1\nline 2\n", to: "notes.md")
        try backdate(folder.file("notes.md"))
        let clock = ManualDocumentScheduler()
        let crashed = await openText(folder, "notes.md", environment: testEnvironment(folder, scheduler: clock))
        crashed.edit("line 1\nline two\nline 3\n")
        await crashed.writeRecoveryCopyNow()
        crashed.releaseLock()  // The process dies: no save, no close.

        let reopened = await openText(folder, "notes.md", environment: testEnvironment(folder))
        let recovered = try #require(reopened.recoveredContents)
        #expect(
            recovered.changes == [
                .init(.removed, line: 2, text: "line 2"), .init(.inserted, line: 2, text: "line two"),
                .init(.inserted, line: 3, text: "line 3"),
            ])
        #expect(reopened.text == "line 1\nline 2\n", "nothing is restored until asked")
        try reopened.restoreRecoveredContents()
        #expect(reopened.text == "line 1\nline two\nline 3\n")
        #expect(reopened.hasUnsavedChanges)
        #expect(reopened.recoveredContents == nil)
        #expect(await reopened.close())
        #expect(folder.text("notes.md") == "line 1\nline two\nline 3\n")
        #expect(reopened.recoveryStore?.read(for: reopened.recoveryKey, limit: 1000) == nil)
    }

    @Test func anOfferedCopySurvivesSavesAndClosesUntilDiscarded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved\n", to: "notes.md")
        try backdate(folder.file("notes.md"))
        let crashed = await openText(folder, "notes.md", environment: testEnvironment(folder))
        crashed.edit("crashed edits\n")
        await crashed.writeRecoveryCopyNow()
        crashed.releaseLock()

        let reopened = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(reopened.recoveredContents != nil)
        let copy = try #require(reopened.recoveryStore).path(for: reopened.recoveryKey)
        // Other edits, saved: the offer and its copy stay, and no copy of these overwrites it.
        reopened.edit("other edits\n")
        #expect(await reopened.preserveEdits())
        try await reopened.save(to: reopened.fileURL, for: .forOverwriting)
        #expect(reopened.recoveredContents != nil)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "crashed edits\n")
        #expect(await reopened.close())
        #expect(FileManager.default.fileExists(atPath: copy), "closing leaves an offer not acted on")
        // The save and the copy closing wrote may share a tick of the file system's clock.
        try backdate(folder.file("notes.md"))

        let third = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(third.recoveredContents != nil)
        third.discardRecoveredContents()
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(await third.close())
    }

    @Test func discardingRemovesTheCopyAndAnOlderCopyIsNotOffered() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("saved", to: "notes.md")
        try backdate(folder.file("notes.md"))
        let environment = testEnvironment(folder)
        let store = RecoveryStore(folder: folder.file("state/recovery"), fileSystem: POSIXFileSystem())
        try store.write(FileWrapper(regularFileWithContents: Data("lost".utf8)), for: folder.file("notes.md"))
        let document = await openText(folder, "notes.md", environment: environment)
        #expect(document.recoveredContents != nil)
        document.discardRecoveredContents()
        #expect(document.recoveredContents == nil)
        #expect(store.read(for: folder.file("notes.md"), limit: 100) == nil)
        _ = await document.close()

        try store.write(FileWrapper(regularFileWithContents: Data("old".utf8)), for: folder.file("notes.md"))
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder.file("notes.md"))
        let again = await openText(folder, "notes.md", environment: environment)
        #expect(again.recoveredContents == nil, "a copy older than the file is not offered")
        _ = await again.close()
    }

    @Test func aNewerCopyHoldingWhatTheFileHoldsIsRemovedNotOffered() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("same", to: "notes.md")
        let past = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.file("notes.md"))
        let store = RecoveryStore(folder: folder.file("state/recovery"), fileSystem: POSIXFileSystem())
        try store.write(FileWrapper(regularFileWithContents: Data("same".utf8)), for: folder.file("notes.md"))
        let document = await openText(folder, "notes.md", environment: testEnvironment(folder))
        #expect(document.recoveredContents == nil, "nothing to recover")
        #expect(store.read(for: folder.file("notes.md"), limit: 100) == nil, "the copy is removed")
        _ = await document.close()
    }

    @Test func wrappersAreEqualByWhatTheyHoldNotByTheirNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bytes", to: "notes.md")
        let read = try FileWrapper(url: folder.url("notes.md"))
        #expect(read.filename == "notes.md")
        #expect(read == FileWrapper(regularFileWithContents: Data("bytes".utf8)))
        #expect(read != FileWrapper(regularFileWithContents: Data("other".utf8)))
        var made = FileWrapper(directoryWithFileWrappers: [:])
        made.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
        made.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt")  // Named "2 a.txt".
        try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(made, to: folder.file("pkg"))
        #expect(try FileWrapper(url: folder.url("pkg")) == made, "a child's preferred name is not compared")
        #expect(
            FileWrapper(directoryWithFileWrappers: ["x": FileWrapper(regularFileWithContents: Data("a".utf8))])
                != FileWrapper(directoryWithFileWrappers: ["y": FileWrapper(regularFileWithContents: Data("a".utf8))]),
            "the names a folder holds its items under are part of what it holds")
    }

    @Test func lineDiffFindsAShortestEdit() {
        #expect(LineDiff.changes(from: "a\nb\nc", to: "a\nb\nc").isEmpty)
        #expect(LineDiff.changes(from: "", to: "x\n") == [.init(.inserted, line: 1, text: "x")])
        #expect(
            LineDiff.changes(from: "a\nb\nc\nd\n", to: "a\nc\nd\ne\n") == [
                .init(.removed, line: 2, text: "b"), .init(.inserted, line: 4, text: "e"),
            ])
        let old = (0..<1000).map { "line \($0)" }.joined(separator: "\n")
        let new = (0..<1000).map { $0 % 100 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n")
        #expect(LineDiff.changes(from: old, to: new).count == 20)
        #expect(
            LineDiff.changes(from: old, to: new, maximumEdits: 5).count > 20,
            "past the bound, the middle is replaced whole")
    }

    /// Dates the file a minute back, as if saved before the copies a test writes: the file
    /// system's clock moves in ticks, and a copy written in the file's own tick is not newer.
    private func backdate(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: path)
    }
}
