import Foundation
import Synchronization
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumDocumentsUI

/// The document view's title menu, read-only state and focus, in a document group.
@MainActor
@Suite struct DocumentViewTests {
    let folder = DocumentTestFolder()

    func open(
        _ name: String, text: String, environment: DocumentEnvironment? = nil
    ) async throws -> DocumentGroupModel<TestNote> {
        try folder.write(text, to: name)
        let model = DocumentGroupModel<TestNote>(
            makeDocument: { _ in TestNote() }, isViewer: false, environment: environment ?? folder.environment(),
            recents: nil, workingDirectory: folder.url)
        await model.open(typed: name)
        return model
    }

    func host(_ model: DocumentGroupModel<TestNote>, width: Int = 60) -> TestHost<some View> {
        TestHost(
            DocumentGroupView(model: model, appName: "notes") { file in TextEditor(text: file.$document.text) },
            size: Size(width: width, height: 8))
    }

    /// Opens the title menu and chooses `item`.
    func choose(_ item: String, in host: TestHost<some View>) {
        #expect(host.click(x: 30, y: 0))
        #expect(host.lines().contains { $0.contains(item) })
        #expect(host.click(on: item))
    }

    @Test func renamingFromTheTitleMenuRenamesTheFileAndKeepsUndo() async throws {
        let model = try await open("a.md", text: "hello")
        let document = try #require(model.current)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("!")
        choose("Rename…", in: host)
        #expect(host.lines().contains { $0.contains("Rename to:") && $0.contains("a.md") })
        for _ in 0..<4 { host.press(.delete) }
        host.type("b.md")
        host.press(.return)
        try await waitUntil("the rename") { !host.lines().contains { $0.contains("Rename to:") } }
        #expect(folder.read("a.md") == nil)
        #expect(folder.read("b.md") == "hello")
        #expect(host.lines()[0].contains("b.md — Edited"))
        #expect(!host.lines().contains { $0.contains("Rename to:") })
        // Typing the new name was not an edit of the document.
        #expect(document.content.text == "hello!")
        // Undo still undoes the typing, from wherever focus went back to.
        #expect(host.press("_", modifiers: .control))
        #expect(document.content.text == "hello")
        #expect(!document.hasUnsavedChanges)
    }

    @Test func movingIntoAFolderKeepsTheNameAndTheEdits() async throws {
        let model = try await open("a.md", text: "kept")
        let document = try #require(model.current)
        try FileManager.default.createDirectory(at: folder.file("sub"), withIntermediateDirectories: true)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("!")
        choose("Move To…", in: host)
        #expect(host.lines().contains { $0.contains("Move to:") })
        for _ in document.fileURL.path { host.press(.delete) }
        host.type(folder.file("sub").path)
        host.press(.return)
        try await waitUntil("the move") { !host.lines().contains { $0.contains("Move to:") } }
        #expect(document.fileURL == folder.file("sub/a.md").standardizedFileURL)
        #expect(folder.read("sub/a.md") == "kept")
        #expect(folder.read("a.md") == nil)
        #expect(document.hasUnsavedChanges)
    }

    @Test func focusGoesBackToTheEditorWhenTheMenuCloses() async throws {
        let model = try await open("a.md", text: "")
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        #expect(host.focusedView?.contains("TextEditor") == true)
        #expect(host.click(x: 30, y: 0))
        #expect(host.press(.escape))
        #expect(!host.lines().contains { $0.contains("Revert to Saved") })
        host.type("z")
        #expect(model.current?.content.text == "z")
    }

    @Test func revertToSavedDropsTheEdits() async throws {
        let model = try await open("a.md", text: "saved")
        let document = try #require(model.current)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("more")
        choose("Revert to Saved", in: host)
        try await waitUntil("the revert") { !document.hasUnsavedChanges }
        #expect(document.content.text == "saved")
        #expect(host.lines()[1].hasPrefix("saved"))
        #expect(!host.lines()[0].contains("Edited"))
        try await waitUntil("the status line") { host.lines().contains { $0.contains("Reverted to the saved a.md.") } }
    }

    @Test func duplicatingOpensACopyWithTheEdits() async throws {
        let model = try await open("a.md", text: "one")
        let original = try #require(model.current)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("+")
        choose("Duplicate", in: host)
        try await waitUntil("the copy on screen") { model.current?.fileURL.lastPathComponent == "a copy.md" }
        #expect(folder.read("a copy.md") == (original.content.text))
        #expect(original.documentState.contains(.closed))
        #expect(folder.read("a.md") == original.content.text)
        #expect(host.lines()[0].contains("a copy.md"))
    }

    @Test func aFileAnotherProcessEditsOpensReadOnly() async throws {
        try folder.write("theirs", to: "a.md")
        // A lock held by a live process that is not this one: init's.
        try folder.write("1\n\(LockOwner.current.hostName)\n", to: ".a.md.terrarium-lock")
        let model = try await open("a.md", text: "theirs")
        let document = try #require(model.current)
        #expect(document.documentState.contains(.editingDisabled))
        let host = host(model)
        #expect(host.lines()[0].contains("a.md — Read-Only"))
        let screen = host.lines().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(screen.contains("Opened read-only: a.md is being edited by process 1."))
        _ = host.click(x: 10, y: 4)
        host.type("x")
        #expect(document.content.text == "theirs")
        #expect(!document.hasUnsavedChanges)
        #expect(folder.read("a.md") == "theirs")
    }

    @Test func controlSInAConflictAsksBeforeWritingOverTheirs() async throws {
        let model = try await open("a.md", text: "base")
        let document = try #require(model.current)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("mine ")
        #expect(document.content.text == "basemine ")
        try Data("theirs".utf8).write(to: folder.file("a.md"), options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.documentState.contains(.inConflict))
        #expect(host.press("s", modifiers: .control))
        _ = host.render()
        #expect(host.lines().contains { $0.contains("Save Anyway") })
        await document.waitUntilIdle()
        #expect(folder.read("a.md") == "theirs", "Ctrl+S alone is not Keep Mine")
        #expect(host.click(on: "Cancel"))
        _ = host.render()
        #expect(!host.lines().contains { $0.contains("Save Anyway") })
        #expect(folder.read("a.md") == "theirs")
        #expect(host.press("s", modifiers: .control))
        _ = host.render()
        #expect(host.click(on: "Save Anyway"))
        try await waitUntil("the save") {
            folder.read("a.md") == "basemine " && !document.documentState.contains(.inConflict)
        }
    }

    @Test func discardChangesAndCloseLeavesTheFileAsSaved() async throws {
        let model = try await open("a.md", text: "saved")
        let document = try #require(model.current)
        let host = host(model)
        _ = host.click(x: 10, y: 3)
        host.type("dropped ")
        choose("Discard Changes and Close", in: host)
        try await waitUntil("the close") {
            _ = host.render()
            return model.current == nil
        }
        #expect(document.documentState.contains(.closed))
        #expect(folder.read("a.md") == "saved")
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("state").path)) ?? []
        #expect(copies.allSatisfy { $0 == "recovery" || $0.isEmpty })
    }

    @Test func aReadOnlyDocumentOffersEditingOnceItsOtherEditorHasQuit() async throws {
        // The other editor: process 4000002 of this host, alive until the test says it quit.
        let alive = Mutex(true)
        try folder.write("4000002\n\(LockOwner.current.hostName)\n", to: ".a.md.terrarium-lock")
        var environment = folder.environment()
        environment.processExists = { pid in pid == 4_000_002 && alive.withLock { $0 } }
        let model = try await open("a.md", text: "theirs", environment: environment)
        let document = try #require(model.current)
        #expect(document.documentState.contains(.editingDisabled))
        let host = host(model)
        #expect(!host.lines().contains { $0.contains("Edit Here") })
        alive.withLock { $0 = false }
        await document.checkForExternalChanges()
        _ = host.render()
        #expect(host.lines().contains { $0.contains("has quit") })
        #expect(host.click(on: "Edit Here"))
        try await waitUntil("editing") { !document.documentState.contains(.editingDisabled) }
        _ = host.render()
        #expect(!host.lines()[0].contains("Read-Only"))
        _ = host.click(x: 10, y: 1)
        host.type("mine ")
        #expect(document.content.text.contains("mine "))
    }

    @Test func aConflictOffersKeepBothWhichSavesMineBesideTheirs() async throws {
        let model = try await open("a.md", text: "base")
        let document = try #require(model.current)
        let host = host(model, width: 90)
        _ = host.click(x: 10, y: 3)
        host.type("mine ")
        try Data("theirs".utf8).write(to: folder.file("a.md"), options: .atomic)
        await document.checkForExternalChanges()
        _ = host.render()
        #expect(host.lines().contains { $0.contains("Keep Mine") && $0.contains("Keep Both") })
        #expect(host.click(on: "Keep Both"))
        try await waitUntil("the copy") { folder.read("a copy.md") == "basemine " && document.conflict == nil }
        #expect(folder.read("a.md") == "theirs")
        #expect(document.fileURL.lastPathComponent == "a copy.md")
        try await waitUntil("the status line") { host.lines().contains { $0.contains("Saved yours as a copy.md.") } }
    }

    @Test func aBackupAFailedSaveLeftIsOfferedAndRestored() async throws {
        try folder.write("old file", to: ".a.md.terrarium-backup-0123456789")
        let model = try await open("a.md", text: "new fi")
        let document = try #require(model.current)
        let host = host(model, width: 90)
        #expect(host.lines().contains { $0.contains(".a.md.terrarium-backup-0123456789") })
        #expect(host.click(on: "[ Restore ]"))
        try await waitUntil("the restore") { folder.read("a.md") == "old file" }
        try await waitUntil("the backup's removal") { document.leftoverBackup == nil }
        #expect(folder.read(".a.md.terrarium-backup-0123456789") == nil)
        _ = host.render()
        #expect(!host.lines().contains { $0.contains("terrarium-backup") })
        try await waitUntil("the status line") {
            host.lines().contains { $0.contains("Restored a.md from its backup.") }
        }
    }
}
