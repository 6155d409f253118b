import NotesKit
import Terrarium

/// terrarium-notes: a markdown editor with a live preview, on a document group.
///
/// `terrarium-notes FILE.md` opens the file, creating it when it is not there; without a file
/// it shows the empty state.
@main
struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NotesEditor(text: file.$document.text, isEditable: file.isEditable)
        }
    }
}
