import Foundation
import NotesKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import NotesKit

/// The notes screen and its document.
@MainActor @Suite struct NotesEditorTests {
    @Test func aNoteReadsAndWritesItsBytesUnchanged() throws {
        let text = "# Title\r\nbody\u{1F331}\n"
        let note = try NoteDocument(
            configuration: .init(contentType: .markdown, file: FileWrapper(regularFileWithContents: Data(text.utf8))))
        #expect(note.text == text)
        let file = try note.fileWrapper(configuration: .init(contentType: .markdown, existingFile: nil))
        #expect(file.regularFileContents == Data(text.utf8))
    }

    @Test func aCRLFNoteEditsWithLineFeedsAndSavesEveryLineWithCRLF() throws {
        let bytes = Data("\u{FEFF}# Title\r\nbody\r\n".utf8)
        var note = try NoteDocument(
            configuration: .init(contentType: .markdown, file: FileWrapper(regularFileWithContents: bytes)))
        #expect(note.text == "# Title\nbody\n", "neither the mark nor a carriage return is editable text")
        #expect(note.format == TextFileFormat(lineEnding: .crlf, hasByteOrderMark: true))
        let host = TestHost(
            NotesEditor(text: Binding(get: { note.text }, set: { note.text = $0 })), size: Size(width: 40, height: 4))
        // The caret starts at the very start: before "#", never before the mark.
        host.type("x")
        host.press(.return)
        #expect(note.text == "x\n# Title\nbody\n")
        let file = try note.fileWrapper(configuration: .init(contentType: .markdown, existingFile: nil))
        #expect(file.regularFileContents == Data("\u{FEFF}x\r\n# Title\r\nbody\r\n".utf8))
    }

    /// Saving hands the file the note's own bytes, not a copy: the data outlives the note.
    @Test(arguments: [
        "", "short", "fifteen bytes!!", "sixteen bytes!!!", "🌱 fern\r\n" + String(repeating: "moss ", count: 20),
    ])
    func aNoteSavesItsBytesWithoutCopyingThem(text: String) {
        var data: Data?
        do {
            let note = NoteDocument(text: String(decoding: Array(text.utf8), as: UTF8.self))
            data = NoteDocument.data(sharing: note.text)
        }
        #expect(data == Data(text.utf8))
        if text.utf8.count > 15 {
            let shared = NoteDocument(text: text)
            let bytes = NoteDocument.data(sharing: shared.text)
            let sameStorage = shared.text.utf8.withContiguousStorageIfAvailable { buffer in
                bytes.withUnsafeBytes { $0.baseAddress == UnsafeRawPointer(buffer.baseAddress) }
            }
            #expect(sameStorage == true)
        }
    }

    @Test func aFileThatIsNotUTF8IsRefusedRatherThanChanged() {
        let bytes = Data([0x61, 0xFF, 0x62])
        #expect(throws: NoteDocumentError.notUTF8) {
            try NoteDocument(
                configuration: .init(contentType: .plainText, file: FileWrapper(regularFileWithContents: bytes)))
        }
    }

    /// The editor on a state, as a document's binding drives it.
    struct Screen: View {
        @State var text = "# Ferns\n"
        var body: some View { NotesEditor(text: $text) }
    }

    @Test func theEditorIsFocusedAndItsTextShowsInThePreviewBesideIt() {
        let host = TestHost(Screen(), size: Size(width: 40, height: 4))
        #expect(host.lines()[0] == "# Ferns             │ Ferns")
        #expect(host.buffer[22, 0]?.style.attributes.contains(.bold) == true)
        // Typing goes to the editor at once, and the preview follows: no longer a heading.
        host.type("Hi ")
        #expect(host.lines()[0] == "Hi # Ferns          │ Hi # Ferns")
        #expect(host.buffer[22, 0]?.style.attributes.contains(.bold) == false)
    }

    @Test func thePreviewReadsAtMostItsLimitCutAtALineEnd() {
        let line = String(repeating: "x", count: 99) + "\n"
        let text = String(repeating: line, count: 2000)
        let previewed = NotesEditor.previewed(text)
        #expect(previewed.utf8.count <= NotesEditor.previewLimit)
        #expect(previewed.utf8.count % 100 == 99)
        #expect(NotesEditor.previewed("short") == "short")
    }

    @Test func aNoteWithEditsWhoseFileIsNoLongerUTF8IsNeverSavedOver() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.md")
        try Data("base".utf8).write(to: file)
        let document = FileDocumentModel(
            fileURL: file, content: NoteDocument(),
            environment: DocumentEnvironment(
                scheduler: ManualDocumentScheduler(), recoveryFolder: folder.appendingPathComponent("state").path))
        #expect(await document.open())
        document.content.text = "mine"
        document.updateChangeCount(.done)
        let theirs = Data([0x61, 0xFF, 0x62])
        try theirs.write(to: file, options: .atomic)
        await document.checkForExternalChanges()
        #expect(document.conflict?.kind == .unreadable)
        #expect(document.conflict?.reason?.contains("not UTF-8") == true)
        await #expect(throws: DocumentError.self) { try await document.resolveConflict(keepingMine: true) }
        #expect(try Data(contentsOf: file) == theirs)
        _ = await document.close(discardingChanges: true)
    }
}
