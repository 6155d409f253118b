import TerrariumCore
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
    /// The binding that does not hold the latest edits yet, while their write waits for a pause.
    private(set) var pendingBinding: Binding<String>?
    /// When the last edit not yet written was made.
    private var lastPendingEdit = ContinuousClock.now
    /// Waits for the pause after which pending edits are written.
    private var commitTask: Task<Void, Never>?
    /// The undo manager that writes the pending edits when it commits editing.
    private weak var pendingUndoManager: UndoManager?
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
        rowCache.removeAll()
    }

    /// Takes in text set on the binding from outside: only the part that differs is replaced,
    /// and the caret moves with the text after it.
    ///
    /// Undo steps move with the text too when the change lies before all their edits;
    /// otherwise they go stale and undo nothing.
    func sync(with value: String) {
        // The binding still holds the string last written or read: equal strings that share
        // their bytes compare at once, so this costs nothing after the editor's own writes.
        if let lastSynced, lastSynced.utf8.count == value.utf8.count, lastSynced == value { return }
        // A write from outside replaces the text, edits not yet written included.
        cancelPendingWrite()
        lastSynced = value
        let edit = storage.replaceChanged(with: value)
        if let edit {
            follow(edit)
            undo.followOutsideEdit(edit)
        }
        // The parts kept still read the old string: reading the new one lets the old go. The
        // storage now holds exactly `value`, so the texts need no second comparison.
        storage.share(value, knownEqual: true)
        seenVersion = storage.version
    }

    // MARK: - Writing the binding

    /// The longest text written to the binding on every edit; a longer one is written when
    /// typing pauses for ``pendingWriteDelay``, since each write copies the whole text.
    static let immediateWriteLimit = 1 << 20
    /// How long typing pauses before edits to a long text are written to the binding.
    static let pendingWriteDelay = Duration.milliseconds(500)

    /// Writes the text to `binding` after an edit: at once when it is at most `limit` bytes,
    /// else after a pause in typing, when focus leaves, or when `undoManager` commits editing
    /// (as a document does before it saves).
    func didEdit(writingTo binding: Binding<String>, limit: Int, undoManager: UndoManager?) {
        guard storage.count > limit else {
            cancelPendingWrite()
            return write(to: binding)
        }
        pendingBinding = binding
        lastPendingEdit = .now
        // Both hold the state until the edits are written, so that edits typed just before the
        // editor leaves the screen still reach the binding.
        if undoManager !== pendingUndoManager {
            pendingUndoManager?.pendingEdits[ObjectIdentifier(self)] = nil
            pendingUndoManager = undoManager
            undoManager?.pendingEdits[ObjectIdentifier(self)] = { self.commitPendingWrite() }
        }
        guard commitTask == nil else { return }
        commitTask = Task { @MainActor in
            var due = ContinuousClock.now + Self.pendingWriteDelay
            while !Task.isCancelled {
                try? await Task.sleep(until: due, clock: .continuous)
                guard !Task.isCancelled else { return }
                due = lastPendingEdit + Self.pendingWriteDelay
                if due <= .now {
                    commitTask = nil
                    commitPendingWrite()
                    return
                }
            }
        }
    }

    /// Writes edits the binding does not hold yet.
    func commitPendingWrite() {
        guard let binding = pendingBinding else { return }
        cancelPendingWrite()
        write(to: binding)
    }

    /// Forgets that edits wait to be written: they were, or the text was replaced.
    private func cancelPendingWrite() {
        pendingBinding = nil
        commitTask?.cancel()
        commitTask = nil
        pendingUndoManager?.pendingEdits[ObjectIdentifier(self)] = nil
        pendingUndoManager = nil
    }

    /// Writes the whole text to `binding`, which costs its length.
    ///
    /// The binding only ever sees whole texts: an empty string written first would release the
    /// old text sooner, but a binding that saves or an `onChange` would see the document empty.
    /// Once written, the storage reads the new string's bytes, so the old text (whose unedited
    /// parts the storage shared) goes and the text is held once, not twice.
    private func write(to binding: Binding<String>) {
        lastSynced = nil
        let version = storage.version
        let text = storage.string
        binding.wrappedValue = text
        lastSynced = text
        // Made from the storage just now: equal unless the binding's setter edited it meanwhile.
        if storage.version == version { storage.share(text, knownEqual: true) }
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
