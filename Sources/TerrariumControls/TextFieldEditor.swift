import TerrariumCore
import TerrariumTerminal
import TerrariumText

/// What a text field keeps in its node between evaluations: the text it last saw, in a
/// ``TextStorage`` that edits and undo records work on, where the cursor is and how far the
/// text is scrolled.
///
/// Positions are string indices and UTF-8 offsets, never counts of grapheme clusters: an edit
/// or a frame breaks only the clusters it touches or shows, so its cost follows the width of
/// the field rather than the length of the text, which may be a paste of megabytes.
@MainActor
final class TextFieldEditor {
    static let storageKey = "TextField.editor"

    /// A change the field is about to make: the UTF-8 range of the text it replaces, what
    /// replaces it, and the UTF-8 offset of the cursor after it.
    struct Edit {
        var range: Range<Int>
        var replacement: String
        var cursor: Int
    }

    /// The text as the binding holds it, sharing the binding's storage.
    private(set) var text = ""
    /// The same text as edits and undo records see it.
    let storage = TextStorage()
    /// Groups the field's edits into undo steps.
    let undo = TextUndoRecorder()
    /// Where the cursor is, always on a Character boundary of `text`.
    private(set) var cursor = "".startIndex
    /// Where the first cluster shown starts, as a UTF-8 offset: unlike an index, an offset stays
    /// meaningful after an edit replaces the text, and edits happen at or after it.
    private var firstVisibleOffset = 0
    /// The ideal width of `text`, measured on demand and forgotten whenever the text changes.
    private var measuredIdealWidth: Int?
    /// Whether every cluster is shown as one bullet, as a secure field shows its text.
    var masksText = false {
        didSet { if masksText != oldValue { measuredIdealWidth = nil } }
    }

    /// The most columns the ideal width counts: a field is never shown wider than a screen, and
    /// measuring further would make every layout walk the whole of a huge text.
    static let idealWidthLimit = 1 << 16

    /// Takes in text changed from outside the field, which puts the cursor at its end as a
    /// freshly set value expects; text the field wrote itself keeps the cursor where it is.
    ///
    /// Undo steps move with the text when the change lies before all their edits; otherwise
    /// they go stale and undo nothing.
    func sync(with value: String) {
        // Text the field wrote shares its storage with the binding's, which `==` sees at once.
        guard value.utf8.count != text.utf8.count || value != text else { return }
        setText(value)
        if let edit = storage.replaceChanged(with: value) { undo.followOutsideEdit(edit) }
        cursor = text.endIndex
    }

    /// Records text the field wrote and puts the cursor at the UTF-8 offset `offset`, clamped to
    /// the text and moved forward to the end of the cluster it falls in.
    func commit(_ value: String, cursor offset: Int) {
        setText(value)
        let position = utf8Index(offset)
        let start = Self.clusterStart(atOrBefore: position, in: text)
        cursor = start == position ? start : text.index(after: start)
    }

    private func setText(_ value: String) {
        text = value
        measuredIdealWidth = nil
    }

    /// The UTF-8 offset of the cursor.
    var cursorOffset: Int { Self.offset(of: cursor, in: text) }

    /// The number of clusters before the cursor, which counts the text before it; only for
    /// callers that ask about one position, never for drawing or editing.
    var cursorClusterCount: Int { text.distance(from: text.startIndex, to: cursor) }

    // MARK: - Moving

    /// Moves the cursor by `steps` clusters, negative to the left, stopping at the ends.
    func moveCursor(by steps: Int) {
        var remaining = steps
        while remaining < 0, cursor > text.startIndex {
            cursor = text.index(before: cursor)
            remaining += 1
        }
        while remaining > 0, cursor < text.endIndex {
            cursor = text.index(after: cursor)
            remaining -= 1
        }
    }

    /// Moves the cursor before the first cluster.
    func moveCursorToStart() { cursor = text.startIndex }

    /// Moves the cursor after the last cluster.
    func moveCursorToEnd() { cursor = text.endIndex }

    // MARK: - Edits

    /// `clean` inserted at the cursor, with the cursor after it.
    func inserting(_ clean: String) -> Edit {
        Edit(range: cursorOffset..<cursorOffset, replacement: clean, cursor: cursorOffset + clean.utf8.count)
    }

    /// The cluster before the cursor deleted, or `nil` at the start.
    func deletingBackward() -> Edit? {
        guard cursor > text.startIndex else { return nil }
        return removing(text.index(before: cursor)..<cursor)
    }

    /// The cluster after the cursor deleted, or `nil` at the end.
    func deletingForward() -> Edit? {
        guard cursor < text.endIndex else { return nil }
        return removing(cursor..<text.index(after: cursor))
    }

    /// Everything before the cursor deleted, or `nil` at the start.
    func deletingToStart() -> Edit? {
        guard cursor > text.startIndex else { return nil }
        return Edit(range: 0..<cursorOffset, replacement: "", cursor: 0)
    }

    /// Everything after the cursor deleted, or `nil` at the end.
    func deletingToEnd() -> Edit? {
        guard cursor < text.endIndex else { return nil }
        return Edit(range: cursorOffset..<text.utf8.count, replacement: "", cursor: cursorOffset)
    }

    /// The word before the cursor and the spaces after it deleted, or `nil` at the start.
    func deletingWordBackward() -> Edit? {
        guard cursor > text.startIndex else { return nil }
        var start = cursor
        var inWord = false
        while start > text.startIndex {
            let before = text.index(before: start)
            let isSpace = text[before] == " "
            if isSpace && inWord { break }
            inWord = !isSpace
            start = before
        }
        return removing(start..<cursor)
    }

    /// `range` removed, with the cursor where it started.
    private func removing(_ range: Range<String.Index>) -> Edit {
        let lower = Self.offset(of: range.lowerBound, in: text)
        return Edit(range: lower..<Self.offset(of: range.upperBound, in: text), replacement: "", cursor: lower)
    }

    // MARK: - Scrolling

    /// The first cluster to show so that the cursor is visible in `width` columns, remembered
    /// for the next frame: the previous one when the cursor is still in view, scrolled just
    /// enough when it is not, and pulled back when the end of the text leaves columns unused.
    ///
    /// Every walk stops after `width` columns, so this costs the same for any length of text.
    func scroll(toShowCursorIn width: Int) -> String.Index {
        let first = Self.firstVisible(
            in: text, cursor: cursor, previous: previousFirstVisible, width: width, masked: masksText)
        firstVisibleOffset = Self.offset(of: first, in: text)
        return first
    }

    /// The first cluster shown last time, no later than the cursor; the text may have changed
    /// since, so its offset is taken back to the start of the cluster it now falls in.
    private var previousFirstVisible: String.Index {
        guard firstVisibleOffset < cursorOffset else { return cursor }
        return Self.clusterStart(atOrBefore: utf8Index(firstVisibleOffset), in: text)
    }

    /// The first cluster to show so that `cursor` is visible in `width` columns, given the one
    /// shown before, `previous`, which is no later than the cursor; `masked` counts every
    /// cluster as one column, as bullets are drawn.
    static func firstVisible(
        in text: String, cursor: String.Index, previous: String.Index, width: Int, masked: Bool = false
    ) -> String.Index {
        let cellWidth = { (character: Character) in masked ? 1 : Self.cellWidth(character) }
        let atEnd = cursor == text.endIndex
        let cursorWidth = atEnd ? 1 : cellWidth(text[cursor])
        // Scrolled right just enough: the earliest start, no earlier than `previous`, from which
        // the clusters before the cursor and the cursor's own cells fit.
        var first = cursor
        var span = 0
        while first > previous {
            let before = text.index(before: first)
            let columns = cellWidth(text[before])
            guard span + columns + cursorWidth <= width else { break }
            first = before
            span += columns
        }
        // Pulled back while the columns from `first` to the end, with the cell after the text a
        // cursor at the end takes, leave room for the cluster before it.
        var rest = span + cursorWidth
        var index = atEnd ? cursor : text.index(after: cursor)
        while rest <= width, index < text.endIndex {
            rest += cellWidth(text[index])
            index = text.index(after: index)
        }
        while rest <= width, first > text.startIndex {
            let before = text.index(before: first)
            rest += cellWidth(text[before])
            guard rest <= width else { break }
            first = before
        }
        return first
    }

    // MARK: - Measuring

    /// The columns the text wants: one per narrow cluster, two per wide one and one for the
    /// cursor after it, counted up to ``idealWidthLimit``.
    var idealWidth: Int {
        if let measuredIdealWidth { return measuredIdealWidth }
        var width = 1
        for character in text {
            width += columns(of: character)
            if width >= Self.idealWidthLimit { break }
        }
        let result = min(width, Self.idealWidthLimit)
        measuredIdealWidth = result
        return result
    }

    /// The columns a cluster takes in the field: a cluster the grid shows as nothing (a lone
    /// zero-width space) keeps one blank cell, so the cursor can still be seen on it.
    static func cellWidth(_ character: Character) -> Int {
        character.displayWidth == 2 ? 2 : 1
    }

    /// The columns `character` takes in this field: one for each cluster when the text is masked.
    func columns(of character: Character) -> Int {
        masksText ? 1 : Self.cellWidth(character)
    }

    // MARK: - Positions

    /// The index at UTF-8 offset `offset` of the text, clamped to it; it may fall inside a cluster.
    private func utf8Index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), text.utf8.count))
    }

    /// The start of the cluster `position` falls in, found by breaking clusters around it only.
    private static func clusterStart(atOrBefore position: String.Index, in text: String) -> String.Index {
        // Character operations round an index inside a cluster down to the cluster's start.
        text.index(position, offsetBy: 0)
    }

    /// The UTF-8 offset of `index` in `text`, which native strings answer without counting.
    static func offset(of index: String.Index, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}
