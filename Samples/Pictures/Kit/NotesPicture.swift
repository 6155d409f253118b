import Foundation
import NotesKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The notes editor on a markdown note, its live preview beside it.
    ///
    /// The note is a file in a folder of its own made in the temporary directory and removed
    /// afterwards, opened without a lock or recovery copies, so the picture writes nothing
    /// anywhere else; the title bar shows the file's name only.
    public static let notes = Picture(
        name: "notes", title: "terrarium-notes ferns.md", size: Size(width: 80, height: 16)
    ) { size in
        let folder = try ScriptFolder()
        // The folder, and the note in it, go when the picture is taken and the note closed.
        defer { withExtendedLifetime(folder) {} }
        try folder.write("ferns.md", NotesPicture.note)
        let file = folder.url.appendingPathComponent("ferns.md")

        let document = FileDocumentModel(
            fileURL: file, content: NoteDocument(),
            environment: DocumentEnvironment(recoveryFolder: nil, locksFiles: false))
        guard await document.open() else { throw PictureError("could not open the note \(file.lastPathComponent)") }
        let host = TestHost(NotesPicture(document: document), size: size)
        host.settle()
        let frame = host.buffer.copy()
        host.tearDown()
        _ = await document.close()
        return frame
    }
}

/// The notes app's screen on one open document, as its document group shows it.
struct NotesPicture: View {
    let document: FileDocumentModel<NoteDocument>

    var body: some View {
        DocumentView(document) {
            NotesEditor(
                text: Binding(
                    get: { document.content.text },
                    set: { document.content.text = $0 }))
        }
    }

    /// The note: headings, a list, emphasis, code and a quote for the preview to show.
    static let note = """
        # Ferns

        Keep the soil **moist**, never wet.

        ## Watering

        - Boston fern: *daily*, misted
        - Maidenhair: every other day
        - Bird's nest: weekly

        Check with `finger test` first.

        > Ferns like a warm, humid bathroom.
        """
}
