import TerrariumTerminal
import TerrariumText

/// What a text editor keeps in its node between evaluations: the storage it edits, the
/// selection, the scroll position, the find bar and the undo recorder.
///
/// Positions are UTF-8 offsets into the storage; the selection runs from `anchor` to `head`,
/// and the caret is at `head`.
@MainActor
final class TextEditorState {
    static let storageKey = "TextEditor.state"

    /// The text, the source of truth for drawing and editing.
    private(set) var storage: TextStorage
    /// Where the selection started.
    var anchor = 0
    /// Where the selection ends and the caret is.
    var head = 0
    /// The column vertical motion keeps to, set by the first Up or Down of a run.
    var preferredColumn: Int?
    /// The first row shown, by the offset it starts at.
    var top = 0
    /// The first column shown when lines do not wrap.
    var scrollX = 0
    /// Whether the next frame scrolls to show the caret.
    var needsReveal = true
    /// The rows and columns of text the last frame had.
    var textSize = Size(width: 1, height: 1)
    /// The string last written to or read from the binding, sharing its storage.
    var lastSynced: String?
    /// The storage's version the editor last saw, to notice edits made to it from outside.
    var seenVersion: Int
    /// The find bar.
    var find = TextEditorFind()
    /// Groups edits into undo steps.
    let undo = TextUndoRecorder()
    /// The rows of the wrapped line measured last.
    let rowCache = TextEditorRowCache()

    init(storage: TextStorage) {
        self.storage = storage
        seenVersion = storage.version
    }

    /// The selected range; empty when there is only a caret.
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Takes another storage, from an editor given a new one: everything kept about the old
    /// one goes, the rows measured (which the cache knows by line and version, not by storage)
    /// and the undo steps with the rest.
    func use(_ storage: TextStorage) {
        guard storage !== self.storage else { return }
        self.storage = storage
        anchor = 0
        head = 0
        preferredColumn = nil
        top = 0
        scrollX = 0
        needsReveal = true
        seenVersion = storage.version
        find = TextEditorFind()
        undo.invalidate()
        rowCache.entry = nil
    }

    /// Takes in text set on the binding from outside: only the part that differs is replaced,
    /// and the caret moves with the text after it.
    ///
    /// Undo steps move with the text too when the change lies before all their edits;
    /// otherwise they go stale and undo nothing.
    func sync(with value: String) {
        if let lastSynced, lastSynced.utf8.count == value.utf8.count, lastSynced == value { return }
        lastSynced = value
        let edit = storage.replaceChanged(with: value)
        if let edit {
            follow(edit)
            undo.followOutsideEdit(edit)
        }
        seenVersion = storage.version
    }

    /// Keeps the selection and scroll position on the same text after an edit made outside.
    private func follow(_ edit: TextEdit) {
        func moved(_ offset: Int) -> Int {
            let end = edit.offset + edit.replaced.utf8.count
            if offset <= edit.offset { return offset }
            if offset >= end { return offset - end + edit.offset + edit.insertedCount }
            return edit.offset + edit.insertedCount
        }
        anchor = moved(anchor)
        head = moved(head)
        top = storage.lineStart(storage.line(containing: moved(top)))
    }

    /// Clamps the selection and scroll position into the storage when it changed from outside;
    /// the undo steps go stale, since what changed is not known.
    func clampToStorage() {
        guard storage.version != seenVersion else { return }
        seenVersion = storage.version
        undo.invalidate()
        anchor = storage.scalarBoundary(atOrBefore: anchor)
        head = storage.scalarBoundary(atOrBefore: head)
        top = storage.lineStart(storage.line(containing: top))
    }
}
