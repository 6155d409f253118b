package import TerrariumCore
package import TerrariumTerminal
package import TerrariumText

/// Draws the field and carries out edits on its binding.
package final class TextFieldRenderer: NodeRenderer {
    weak var node: ViewNode?
    var binding: Binding<String>?
    /// What names the field to assistive technology.
    var title = ""
    /// What the field shows, dimmed, while it is empty.
    var prompt = ""
    /// Whether the text is drawn as one bullet a cluster and kept from assistive technology, as
    /// a secure field does.
    var masksText = false
    /// Parses the text into the field's value and shows the value again, for a field bound to a
    /// value through a format: run on Return and when focus leaves.
    var commitDraft: (@MainActor () -> Void)?
    var isEnabled = true
    var textStyle = Style.plain
    var promptStyle = Style(attributes: .dim)

    private var editor: TextFieldEditor? {
        node?.storage[TextFieldEditor.storageKey] as? TextFieldEditor
    }

    // MARK: - Responding

    package func takesFocus(_ node: ViewNode) -> Bool { true }

    /// The field's keymap: typing, deletion and cursor motion, with the readline keys a terminal
    /// user expects (Ctrl+A, E, U, K, W), and Return to submit.
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up else { return false }
        switch (press.key, press.modifiers) {
        case (.character(let character), let modifiers) where modifiers.subtracting(.shift).isEmpty:
            insert(String(character), kind: .insertion)
        case (.delete, _): deleteBackward()
        case (.deleteForward, _): deleteForward()
        case (.leftArrow, _): moveCursor(by: -1)
        case (.rightArrow, _): moveCursor(by: 1)
        case (.home, _), (.character("a"), .control): moveCursorToStart()
        case (.end, _), (.character("e"), .control): moveCursorToEnd()
        case (.character("u"), .control): deleteToStart()
        case (.character("k"), .control): deleteToEnd()
        case (.character("w"), .control): deleteWordBackward()
        case (.return, []):
            commitDraft?()
            let actions = node.environment.submitActions
            guard !actions.isEmpty else { return false }
            for action in actions.reversed() { action() }
        default: return false
        }
        return true
    }

    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {
        if !isFocused { commitDraft?() }
    }

    package var acceptsPaste: Bool { true }

    /// The value a secure field reports: the same three bullets whatever it holds, so neither
    /// the text nor its length reaches assistive technology, a UI test or the inspector.
    static let maskedValue = "•••"

    package func semantics(_ node: ViewNode) -> NodeSemantics? {
        let value = masksText ? (text.isEmpty ? "" : Self.maskedValue) : text
        return NodeSemantics(
            role: masksText ? .secureTextField : .textField, label: title.isEmpty ? nil : title, value: value,
            traits: isEnabled ? [] : .isNotEnabled, children: .ignore)
    }

    package func paste(_ text: String, node: ViewNode) -> Bool {
        insert(text, kind: .other)
        return true
    }

    // MARK: - Editing

    /// The bound text.
    package var text: String { binding?.wrappedValue ?? "" }

    /// The cursor's position, in grapheme clusters from the start of the text.
    ///
    /// Counting walks the text before the cursor, so editing and drawing never ask for it.
    package var cursorPosition: Int { editor?.cursorClusterCount ?? 0 }

    /// Inserts `string` at the cursor and moves the cursor after it; line breaks and tabs
    /// become spaces and other control characters are dropped.
    ///
    /// Typed text (`kind` `.insertion`) joins the typing run's undo step; a paste is a step of its own.
    package func insert(_ string: String, kind: TypingRun.Kind = .other) {
        guard let editor = editorForEditing() else { return }
        let clean = Self.sanitized(string)
        guard !clean.isEmpty else { return }
        commit(editor.inserting(clean), kind: kind)
    }

    /// Deletes the grapheme cluster before the cursor, as Backspace does.
    package func deleteBackward() {
        guard let edit = editorForEditing()?.deletingBackward() else { return }
        commit(edit, kind: .deletion)
    }

    /// Deletes the grapheme cluster after the cursor, as Delete does.
    package func deleteForward() {
        guard let edit = editorForEditing()?.deletingForward() else { return }
        commit(edit, kind: .deletion)
    }

    /// Deletes everything before the cursor, as Ctrl+U does in readline.
    package func deleteToStart() {
        guard let edit = editorForEditing()?.deletingToStart() else { return }
        commit(edit, kind: .other)
    }

    /// Deletes everything after the cursor, as Ctrl+K does in readline.
    package func deleteToEnd() {
        guard let edit = editorForEditing()?.deletingToEnd() else { return }
        commit(edit, kind: .other)
    }

    /// Deletes the word before the cursor and the spaces after it, as Ctrl+W does in readline.
    ///
    /// A secure field's text is one word, as macOS treats it: stopping at a space would show
    /// where the secret's words end.
    package func deleteWordBackward() {
        let editor = editorForEditing()
        guard let edit = masksText ? editor?.deletingToStart() : editor?.deletingWordBackward() else { return }
        commit(edit, kind: .other)
    }

    /// Moves the cursor by `offset` grapheme clusters, negative to the left, stopping at the ends.
    package func moveCursor(by offset: Int) {
        guard let editor = editorForEditing() else { return }
        editor.moveCursor(by: offset)
        editor.undo.endRun()
        node?.setNeedsUpdate()
    }

    /// Moves the cursor before the first character, as Home does.
    package func moveCursorToStart() {
        guard let editor = editorForEditing() else { return }
        editor.moveCursorToStart()
        editor.undo.endRun()
        node?.setNeedsUpdate()
    }

    /// Moves the cursor after the last character, as End does.
    package func moveCursorToEnd() {
        guard let editor = editorForEditing() else { return }
        editor.moveCursorToEnd()
        editor.undo.endRun()
        node?.setNeedsUpdate()
    }

    /// The editor, brought up to date with the binding, when the field accepts editing.
    private func editorForEditing() -> TextFieldEditor? {
        guard isEnabled, let binding, let editor else { return nil }
        editor.sync(with: binding.wrappedValue)
        return editor
    }

    /// Makes an edit in the storage, records it for undo and writes the text to the binding; a
    /// binding that stores something else (a constant, or one that filters) is believed, with
    /// the cursor clamped to what it kept.
    private func commit(_ edit: TextFieldEditor.Edit, kind: TypingRun.Kind) {
        guard let binding, let editor else { return }
        let record = editor.storage.replace(edit.range, with: edit.replacement)
        if editor.undo.revert == nil {
            editor.undo.revert = { [weak self] in self?.revert($0) }
            editor.undo.catchUp = { [weak self] in _ = self?.editorForEditing() }
        }
        // A secret is never kept in an undo history, which outlives the field.
        if !masksText {
            editor.undo.record(
                record, kind: kind, caretBefore: editor.cursorOffset, caretAfter: edit.cursor, clock: node?.graph.clock,
                undoManager: node?.environment.undoManager)
        }
        write(to: binding, editor: editor, cursor: edit.cursor)
    }

    /// Reverts an undo step and returns the step that redoes it.
    private func revert(_ step: TextUndoStep) -> TextUndoStep? {
        guard let binding, let editor = editorForEditing() else { return nil }
        let redo = step.revert(in: editor.storage)
        write(to: binding, editor: editor, cursor: step.caretBefore)
        return redo
    }

    /// Writes the storage's text to the binding; what the binding kept is taken back into the
    /// storage, as part of the same undo step.
    private func write(to binding: Binding<String>, editor: TextFieldEditor, cursor: Int) {
        binding.wrappedValue = editor.storage.string
        let kept = binding.wrappedValue
        if let amendment = editor.storage.replaceChanged(with: kept) { editor.undo.amendLastStep(amendment) }
        editor.commit(kept, cursor: cursor)
        node?.setNeedsUpdate()
    }

    // MARK: - Layout and drawing

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        if let width = proposal.width { return Size(width: width, height: 1) }
        return Size(width: max(editor?.idealWidth ?? 1, prompt.displayWidth), height: 1)
    }

    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    /// What a secure field draws for each cluster of its text.
    static let bullet: Character = "•"

    package func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard let editor, frame.width > 0, frame.height > 0 else { return }
        let width = frame.width
        let line = context.subcontext(Rect(origin: frame.origin, size: Size(width: width, height: 1)))
        // Only the focused field shows where typing goes, as in any editor with several fields.
        let showsCursor = isEnabled && node.isFocusedNode

        func showCursor(at x: Int, width: Int) {
            guard showsCursor else { return }
            line.restyle(Rect(x: x, y: 0, width: width, height: 1)) { $0.attributes.insert(.reverse) }
        }

        let text = editor.text
        if text.isEmpty {
            line.draw(prompt, at: .zero, style: promptStyle)
            showCursor(at: 0, width: prompt.first.map(TextFieldEditor.cellWidth) ?? 1)
            return
        }
        let cursor = editor.cursor
        // Only the clusters that fit are broken and measured, however long the text is.
        var index = editor.scroll(toShowCursorIn: width)
        var x = 0
        while index < text.endIndex {
            let character = masksText ? Self.bullet : text[index]
            let cellWidth = editor.columns(of: character)
            // A wide character that does not fit whole is left out rather than split.
            guard x + cellWidth <= width else { break }
            line.draw(character, at: Point(x: x, y: 0), style: textStyle)
            if index == cursor { showCursor(at: x, width: cellWidth) }
            x += cellWidth
            index = text.index(after: index)
        }
        if cursor == text.endIndex, x < width { showCursor(at: x, width: 1) }
    }
}

// MARK: - Sanitizing

extension TextFieldRenderer {
    /// What sanitizing does to a scalar, or to a CR LF pair: the bytes it spans and the byte
    /// that replaces them, if any.
    private typealias Change = (length: Int, replacement: UInt8?)

    /// `string` made fit for a single line: line breaks and tabs become spaces and other control
    /// characters are dropped, so no control character reaches the binding.
    ///
    /// The work is done on UTF-8 bytes, eight at a time where nothing needs a closer look: text
    /// with nothing to change, as most pastes are, is returned as it is after one scan, and
    /// text with something to change is copied once.
    static func sanitized(_ string: String) -> String {
        var string = string
        string.makeContiguousUTF8()
        let rewritten: String?? = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = nextChange(in: bytes, from: 0) else { return nil }
            return rewrite(bytes, from: first)
        }
        return (rewritten ?? nil) ?? string
    }

    /// `bytes` with every change applied, copying the unchanged runs between changes whole;
    /// the first change is `first`.
    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, from first: (index: Int, change: Change)) -> String
    {
        // Every change keeps or shortens what it replaces, so the input's length is enough.
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var written = 0
            var runStart = 0
            var next: (index: Int, change: Change)? = first
            while let (index, change) = next {
                written += copy(bytes[runStart..<index], to: output, at: written)
                if let replacement = change.replacement {
                    output[written] = replacement
                    written += 1
                }
                runStart = index + change.length
                next = nextChange(in: bytes, from: runStart)
            }
            written += copy(bytes[runStart...], to: output, at: written)
            return written
        }
    }

    /// Copies `run` into `output` from `offset` and returns how many bytes it copied.
    private static func copy(
        _ run: Slice<UnsafeBufferPointer<UInt8>>, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int {
        guard !run.isEmpty else { return 0 }
        _ = UnsafeMutableBufferPointer(rebasing: output[offset...]).initialize(fromContentsOf: run)
        return run.count
    }

    /// The first scalar at or after byte `start` that sanitizing changes, and what it does.
    private static func nextChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
        index: Int, change: Change
    )? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            var mask = candidates(in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            while mask != 0 {
                let candidate = index + mask.trailingZeroBitCount / 8
                if let change = change(in: bytes, at: candidate) { return (candidate, change) }
                mask &= mask &- 1
            }
            index += 8
        }
        while index < bytes.count {
            if mayChange(bytes[index]), let change = change(in: bytes, at: index) { return (index, change) }
            index += 1
        }
        return nil
    }

    /// The bytes of `word` (its first byte the lowest) for which `mayChange` holds, marked by
    /// their high bits, found for all eight at once.
    private static func candidates(in word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Adding to the low seven bits of each byte never carries into the next byte: the sum
        // reaches the high bit exactly when those bits are at least 0x80 minus what was added.
        func below(_ limit: UInt64, _ value: UInt64) -> UInt64 {
            ~(((value & low) &+ ones &* (0x80 - limit)) | value | low)
        }
        return below(0x20, word) | below(1, word ^ ones &* 0x7F) | below(1, word ^ ones &* 0xC2)
            | below(1, word ^ ones &* 0xE2)
    }

    /// Whether the scalar starting with `byte` may need changing: the Sanitizer substitutes only
    /// C0 controls, DEL and C1 controls (lead byte 0xC2), as its own `isSafe` relies on, and the
    /// line separators U+2028 and U+2029 start with 0xE2.
    private static func mayChange(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// What sanitizing does to the scalar at byte `index` (or to the CR LF pair there), `nil`
    /// when it stays.
    ///
    /// A line break is a cluster on its own (a `Character` whose `isNewline` is true: LF, VT,
    /// FF, CR, CR LF, NEL, U+2028 and U+2029), as are a tab and every other control scalar, so
    /// deciding scalar by scalar treats each cluster as a whole.
    private static func change(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Change? {
        let space: UInt8 = 0x20
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case 0x0D where next == 0x0A:
            return (2, space)
        case 0x09...0x0D:
            return (1, space)
        case 0x00..<0x80:
            return Sanitizer.substitute(for: Unicode.Scalar(byte)) == nil ? nil : (1, nil)
        case 0xC2 where (0x80...0xBF).contains(next):
            // U+0080 to U+00BF: the second byte is the scalar's value.
            if next == 0x85 { return (2, space) }
            return Sanitizer.substitute(for: Unicode.Scalar(next)) == nil ? nil : (2, nil)
        case 0xE2 where next == 0x80 && index + 2 < bytes.count && (0xA8...0xA9).contains(bytes[index + 2]):
            return (3, space)
        default:
            return nil
        }
    }
}
