import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumDocumentsUI

/// The document group: opening from a path, the editor's binding, the change count from undo,
/// Ctrl+S, conflicts and saving before the app leaves.
@MainActor
@Suite struct DocumentGroupTests {
    let folder = DocumentTestFolder()

    func model(viewer: Bool = false, scheduler: ManualDocumentScheduler? = nil) -> DocumentGroupModel<TestNote> {
        var environment = folder.environment()
        if let scheduler { environment.scheduler = scheduler }
        return DocumentGroupModel(
            makeDocument: { url in
                guard viewer else { return TestNote() }
                return TestNote(text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
            },
            isViewer: viewer, environment: environment, recents: nil, workingDirectory: folder.url)
    }

    func host(_ model: DocumentGroupModel<TestNote>, lifecycle: SceneLifecycle? = nil) -> TestHost<some View> {
        var environment = EnvironmentValues()
        environment.sceneLifecycle = lifecycle
        return TestHost(
            DocumentGroupView(model: model, appName: "notes") { file in TextEditor(text: file.$document.text) },
            size: Size(width: 60, height: 6), environment: environment)
    }

    /// Focuses the editor, under the title bar.
    func focusEditor(_ host: TestHost<some View>) {
        _ = host.click(x: 10, y: 3)
    }

    @Test func openingAMissingPathCreatesTheFile() async throws {
        let model = model()
        await model.open(typed: "new.md")
        #expect(model.errorMessage == nil)
        #expect(model.current?.fileURL == folder.file("new.md"))
        #expect(folder.read("new.md") == "")
        #expect(FileManager.default.fileExists(atPath: folder.file(".new.md.terrarium-lock").path))
    }

    @Test func aViewerRefusesAMissingFileAndSaysSo() async throws {
        let model = model(viewer: true)
        await model.open(typed: "missing.md")
        #expect(model.current == nil)
        #expect(model.errorMessage?.contains("No such file") == true)
        #expect(folder.read("missing.md") == nil)
    }

    @Test func aFolderIsNotOpenedAsANote() async throws {
        try FileManager.default.createDirectory(at: folder.file("dir"), withIntermediateDirectories: true)
        let model = model()
        await model.open(typed: "dir")
        #expect(model.current == nil)
        #expect(model.errorMessage == "dir is a folder, not a document.")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.file("dir").path, isDirectory: &isFolder))
        #expect(isFolder.boolValue)
    }

    @Test func anEmptyPathAsksForOne() async {
        let model = model()
        await model.open(typed: "   ")
        #expect(model.errorMessage == "Type the path of a file to open.")
    }

    @Test func typingMarksTheTitleEditedAndUndoingBackToTheSavedTextMakesItClean() async throws {
        try folder.write("hello", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let host = host(model)
        #expect(host.lines()[0].contains("a.md"))
        #expect(!host.lines()[0].contains("Edited"))
        focusEditor(host)
        host.type("XY")
        #expect(document.content.text == "helloXY" || document.content.text == "XYhello")
        #expect(document.hasUnsavedChanges)
        #expect(host.lines()[0].contains("a.md — Edited"))
        #expect(host.press("_", modifiers: .control))
        #expect(document.content.text == "hello")
        #expect(!document.hasUnsavedChanges)
        #expect(!host.lines()[0].contains("Edited"))
    }

    @Test func controlSSavesAtOnceAndTypingAfterTheSaveIsUnsavedAgain() async throws {
        try folder.write("", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let host = host(model)
        focusEditor(host)
        host.type("ab")
        #expect(host.press("s", modifiers: .control))
        try await waitUntil("the save") { folder.read("a.md") == "ab" && !document.hasUnsavedChanges }
        _ = host.render()
        #expect(!host.lines()[0].contains("Edited"))
        // The same run of typing goes on, but the save ended its undo step: this is a change.
        host.type("c")
        #expect(document.hasUnsavedChanges)
        #expect(host.lines()[0].contains("Edited"))
        // Undoing it comes back to the saved text, which is clean.
        #expect(host.press("_", modifiers: .control))
        #expect(document.content.text == "ab")
        #expect(!document.hasUnsavedChanges)
    }

    @Test func aChangeWithoutAnUndoStepStillMakesTheDocumentDirty() async throws {
        try folder.write("one", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let configuration = model.configuration(for: document)
        configuration.document.text = "two"
        try await waitUntil("the change counted") { document.hasUnsavedChanges }
        #expect(document.content.text == "two")
    }

    @Test func aViewerIgnoresWritesThroughItsBinding() async throws {
        try folder.write("one", to: "a.md")
        let model = model(viewer: true)
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let configuration = model.configuration(for: document)
        #expect(!configuration.isEditable)
        configuration.document.text = "two"
        try await Task.sleep(for: .milliseconds(20))
        #expect(document.content.text == "one")
        #expect(!document.hasUnsavedChanges)
    }

    @Test func aChangeOnDiskWhileEditingShowsTheConflictBanner() async throws {
        try folder.write("base", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let host = host(model)
        focusEditor(host)
        host.type("mine")
        // A different size, so the change is seen whatever the file system's clock.
        try folder.write("theirs, longer", to: "a.md")
        await document.checkForExternalChanges()
        #expect(document.documentState.contains(.inConflict))
        #expect(host.lines().contains { $0.contains("a.md changed on disk while you were editing it.") })
        #expect(folder.read("a.md") == "theirs, longer")
    }

    @Test func aChangeOnDiskWhileCleanReloadsTheEditor() async throws {
        try folder.write("base", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let host = host(model)
        try folder.write("reloaded text", to: "a.md")
        await document.checkForExternalChanges()
        #expect(document.content.text == "reloaded text")
        #expect(host.lines()[1].hasPrefix("reloaded text"))
        #expect(!document.documentState.contains(.inConflict))
    }

    @Test func leavingTheAppSavesAndClosesTheDocument() async throws {
        try folder.write("", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let lifecycle = SceneLifecycle()
        let host = host(model, lifecycle: lifecycle)
        focusEditor(host)
        host.type("unsaved")
        #expect(document.hasUnsavedChanges)
        await lifecycle.prepare(for: .terminating(15))
        #expect(folder.read("a.md") == "unsaved")
        #expect(document.documentState.contains(.closed))
        #expect(!FileManager.default.fileExists(atPath: folder.file(".a.md.terrarium-lock").path))
        #expect(model.current == nil)
    }

    @Test func suspendingSavesButKeepsTheDocumentOpen() async throws {
        try folder.write("", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let lifecycle = SceneLifecycle()
        let host = host(model, lifecycle: lifecycle)
        focusEditor(host)
        host.type("kept")
        await lifecycle.prepare(for: .suspending)
        #expect(folder.read("a.md") == "kept")
        #expect(!document.documentState.contains(.closed))
        #expect(model.current === document)
    }

    @Test func openDocumentReplacesTheDocumentOnScreenAfterSavingIt() async throws {
        try folder.write("first", to: "a.md")
        try folder.write("second", to: "b.md")
        let model = model()
        await model.open(typed: "a.md")
        let first = try #require(model.current)
        let host = host(model)
        focusEditor(host)
        host.type("!")
        try await model.openAction(at: folder.file("b.md"))
        #expect(folder.read("a.md")?.contains("!") == true)
        #expect(first.documentState.contains(.closed))
        #expect(model.current?.content.text == "second")
        #expect(host.lines()[0].contains("b.md"))
    }

    @Test func moreTypingInTheSameRunPutsTheAutosaveOff() async throws {
        try folder.write("", to: "a.md")
        let scheduler = ManualDocumentScheduler()
        let model = model(scheduler: scheduler)
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let host = host(model)
        focusEditor(host)
        host.type("a")
        scheduler.advance(by: .milliseconds(1500))
        host.type("b")
        // 2.5 s after the first key but 1 s after the last: not yet.
        scheduler.advance(by: .milliseconds(1000))
        await document.waitUntilIdle()
        #expect(folder.read("a.md") == "")
        scheduler.advance(by: .milliseconds(1100))
        try await waitUntil("the autosave after the pause") { folder.read("a.md") == "ab" }
    }

    @Test func quittingInAConflictKeepsTheEditsInARecoveryCopy() async throws {
        try folder.write("base", to: "a.md")
        let model = model()
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        let lifecycle = SceneLifecycle()
        let host = host(model, lifecycle: lifecycle)
        focusEditor(host)
        host.type("mine ")
        try folder.write("theirs, longer", to: "a.md")
        await document.checkForExternalChanges()
        #expect(document.documentState.contains(.inConflict))
        await lifecycle.prepare(for: .quitting)
        #expect(folder.read("a.md") == "theirs, longer")
        let store = RecoveryStore(folder: folder.file("state").path, fileSystem: POSIXFileSystem())
        let copy = try Data(contentsOf: URL(fileURLWithPath: store.path(for: document.fileURL.path)))
        #expect(String(decoding: copy, as: UTF8.self) == "basemine ")
    }

    @Test func withoutADocumentTheEmptyStateOpensATypedPath() async throws {
        try folder.write("typed", to: "t.md")
        let model = model()
        let host = host(model)
        #expect(host.lines().contains { $0.contains("notes") })
        #expect(host.lines().contains { $0.contains("New Document") })
        #expect(host.click(on: "Path to a document"))
        host.type("t.md")
        host.press(.return)
        try await waitUntil("the typed document") { model.current != nil }
        #expect(model.current?.content.text == "typed")
        #expect(host.lines()[0].contains("t.md"))
    }

    @Test func newDocumentMakesAnUntitledFileBesideTheOthers() async throws {
        try folder.write("", to: "Untitled.md")
        let model = model()
        let host = host(model)
        #expect(host.press("n", modifiers: .control))
        try await waitUntil("the new document") { model.current != nil }
        #expect(model.current?.fileURL.lastPathComponent == "Untitled 2.md")
        #expect(folder.read("Untitled 2.md") == "")
        #expect(host.lines()[0].contains("Untitled 2.md"))
    }

    @Test func theCommandLineNamesTheLastArgumentThatIsNotAnOptionsValue() {
        typealias Group = DocumentGroup<TestNote, Text>
        #expect(Group.documentPath(in: ["a.md"]) == "a.md")
        #expect(Group.documentPath(in: ["--theme", "dark"]) == nil)
        #expect(Group.documentPath(in: ["--theme=dark", "-v", "b.md"]) == "b.md")
        #expect(Group.documentPath(in: ["--", "-odd.md"]) == "-odd.md")
        #expect(Group.documentPath(in: []) == nil)
    }

    @Test func aSecondOpenWhileOneRunsIsRefused() async throws {
        try folder.write("one", to: "a.md")
        try folder.write("two", to: "b.md")
        let model = model()
        let a = folder.file("a.md")
        let b = folder.file("b.md")
        let first = Task { try await model.open(a) }
        await Task.yield()
        await #expect(throws: OpenDocumentError.self) { try await model.open(b) }
        try await first.value
        #expect(model.current?.fileURL.lastPathComponent == "a.md")
        #expect(model.current?.documentState == .normal)
    }

    @Test func aViewerOpensReadOnlyWithoutALock() async throws {
        try folder.write("view me", to: "a.md")
        let model = DocumentGroupModel<TestNote>(
            makeDocument: { _ in TestNote() }, isViewer: true,
            environment: DocumentEnvironment(recoveryFolder: nil, opensReadOnly: true), recents: nil,
            workingDirectory: folder.url)
        await model.open(typed: "a.md")
        let document = try #require(model.current)
        #expect(document.content.text == "view me")
        #expect(document.documentState.contains(.editingDisabled))
        #expect(!FileManager.default.fileExists(atPath: folder.file(".a.md.terrarium-lock").path))
        await #expect(throws: DocumentError.self) {
            try await document.save(to: document.fileURL, for: .forOverwriting)
        }
    }
}
