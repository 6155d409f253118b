import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A text field holding megabytes of text, as a large paste leaves it: nothing lost, editing at
/// either end or in the middle, and the visible part following the cursor.
@MainActor @Suite struct TextFieldBufferTests {
    struct Field: View {
        let handle: Handle<String>
        @State private var text: String

        init(handle: Handle<String>, text: String) {
            self.handle = handle
            _text = State(initialValue: text)
        }

        var body: some View {
            let _ = handle.capture($text)
            TextField("Prompt", text: $text)
        }
    }

    /// A field `width` columns wide holding `text`, focused, with a handle on its binding.
    private func focusedField(_ text: String = "", width: Int = 20) -> (TestHost<Field>, Handle<String>) {
        let handle = Handle<String>()
        let host = TestHost(Field(handle: handle, text: text), size: Size(width: width, height: 1))
        host.press(.tab)
        return (host, handle)
    }

    /// The columns a cluster takes in a field: two when wide, else one.
    private func columns(_ character: Character) -> Int { character.displayWidth == 2 ? 2 : 1 }

    /// The columns `text` takes in a field.
    private func columns(_ text: some StringProtocol) -> Int { text.reduce(0) { $0 + columns($1) } }

    /// The last clusters of `text` that fit in `width` columns.
    private func tail(_ text: String, fitting width: Int) -> String {
        var start = text.endIndex
        var used = 0
        while start > text.startIndex {
            let before = text.index(before: start)
            used += columns(text[before])
            guard used <= width else { break }
            start = before
        }
        return String(text[start...])
    }

    /// The first clusters of `text` that fit in `width` columns.
    private func head(_ text: some StringProtocol, fitting width: Int) -> String {
        var end = text.startIndex
        var used = 0
        while end < text.endIndex {
            used += columns(text[end])
            guard used <= width else { break }
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    private func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

    /// What the field documents for pasted text, cluster by cluster: line breaks and tabs become
    /// spaces, other control characters are dropped.
    private func documentedSanitizing(_ string: String) -> String {
        var scalars = String.UnicodeScalarView()
        for character in string {
            if character.isNewline || character == "\t" {
                scalars.append(" ")
            } else {
                scalars.append(contentsOf: character.unicodeScalars.filter { Sanitizer.substitute(for: $0) == nil })
            }
        }
        return String(scalars)
    }

    /// A piece of pasted text with every kind of cluster and control the field treats apart.
    ///
    /// It holds combining marks, wide characters, emoji sequences, flags, Latin-1 symbols (which
    /// share their lead byte with C1 controls), punctuation sharing its lead byte with U+2028,
    /// line breaks of every kind, tabs, escape sequences and C0, DEL and C1 controls. Its length
    /// in UTF-8 is odd, so repeating it puts each control at every position within the
    /// eight-byte words the field scans.
    private let pastedPiece =
        "ferns e\u{301}te\u{301} 日本語 👩‍👩‍👧 🇫🇷 ©°… line\nbreak\r\ncr\rvt\u{B}ff\u{C}tab\there "
        + "\u{1B}[31mred\u{1B}[0m c1\u{9B}x nel\u{85}ls\u{2028}ps\u{2029}nul\u{0}del\u{7F} "
    /// `pastedPiece` as the field keeps it, written out by hand.
    private let keptPiece =
        "ferns e\u{301}te\u{301} 日本語 👩‍👩‍👧 🇫🇷 ©°… line break cr vt ff tab here "
        + "[31mred[0m c1x nel ls ps nuldel "

    @Test func theKeptPieceIsWhatTheDocumentedRulesKeep() {
        #expect(documentedSanitizing(pastedPiece) == keptPiece)
    }

    @Test func aLargePasteArrivesWholeShowsItsEndAndUndoesInOneStep() {
        let (host, text) = focusedField("before: ", width: 30)
        let count = 2_000_000 / pastedPiece.utf8.count
        let paste = String(repeating: pastedPiece, count: count) + "END"
        let kept = "before: " + String(repeating: keptPiece, count: count) + "END"

        #expect(host.paste(paste))
        let value = text.value
        #expect(value.utf8.count == kept.utf8.count)
        // Compared apart so that a failure does not print two megabytes.
        let arrivedAsKept = value == kept
        #expect(arrivedAsKept, "the pasted text arrived changed")
        // The row ends with the end of the text and the cursor in the column after it.
        let visible = tail(kept, fitting: 29)
        #expect(host.lines()[0] == visible)
        #expect(host.columns(inRow: 0, with: .reverse) == [columns(visible)])

        host.press("_", modifiers: .control)
        #expect(text.value == "before: ")
        #expect(host.lines()[0] == "before:")
        #expect(host.columns(inRow: 0, with: .reverse) == [8])
    }

    /// A text of about two megabytes with plain markers at its start, in its middle and at its
    /// end, so the visible part can be written out where the cursor goes.
    private struct LargeText {
        static let piece = "fern e\u{301}te\u{301} 日本語 👩‍👩‍👧 🇫🇷 ©… "
        let start = "START-0123456789-abcdefghij " + String(repeating: piece, count: 2_000_000 / piece.utf8.count)
        let middle = "<<middle-0123456789-abcdefghijklmnopqrstuvwxyz>>"
        let end = " " + String(repeating: piece, count: 100) + "-9876543210-abcdefghij-END"
        var whole: String { start + middle + end }
    }

    @Test func editingAtTheEndOfALargeText() {
        let large = LargeText()
        let whole = large.whole
        let (host, text) = focusedField(whole)
        #expect(host.lines()[0] == "3210-abcdefghij-END")
        #expect(host.columns(inRow: 0, with: .reverse) == [19])

        host.press("x")
        #expect(text.value == whole + "x")
        #expect(host.lines()[0] == "210-abcdefghij-ENDx")
        #expect(host.columns(inRow: 0, with: .reverse) == [19])
        host.press(.delete)
        #expect(text.value == whole)
        #expect(host.lines()[0] == "3210-abcdefghij-END")
        host.press(.rightArrow)
        host.press(.end)
        host.press(.deleteForward)
        host.press("k", modifiers: .control)
        #expect(text.value == whole)
        #expect(host.columns(inRow: 0, with: .reverse) == [19])

        // Ctrl+W takes the marker, the word before the cursor, back to the space before it.
        host.press("w", modifiers: .control)
        let withoutMarker = large.start + large.middle + " " + String(repeating: LargeText.piece, count: 100)
        #expect(text.value == withoutMarker)
        let visible = tail(withoutMarker, fitting: 19)
        #expect(host.lines()[0] == trimmed(visible))
        #expect(host.columns(inRow: 0, with: .reverse) == [columns(visible)])
        // With two spaces before the cursor, it takes both and then the word before them.
        host.press(" ")
        host.press("w", modifiers: .control)
        #expect(text.value == String(withoutMarker.dropLast("©… ".count)))
        for _ in 0..<3 { host.press("_", modifiers: .control) }
        #expect(text.value == whole)
    }

    @Test func editingAtTheStartOfALargeText() {
        let whole = LargeText().whole
        let (host, text) = focusedField(whole)
        host.press(.home)
        #expect(host.lines()[0] == "START-0123456789-abc")
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        host.press(.leftArrow)
        host.press(.delete)
        host.press("w", modifiers: .control)
        host.press("u", modifiers: .control)
        #expect(text.value == whole)
        #expect(host.columns(inRow: 0, with: .reverse) == [0])

        host.press("y")
        #expect(text.value == "y" + whole)
        #expect(host.lines()[0] == "ySTART-0123456789-ab")
        #expect(host.columns(inRow: 0, with: .reverse) == [1])
        host.press(.delete)
        #expect(text.value == whole)
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        host.press(.deleteForward)
        #expect(text.value == String(whole.dropFirst()))
        #expect(host.lines()[0] == "TART-0123456789-abcd")
        host.press("_", modifiers: .control)
        #expect(text.value == whole)

        host.press("k", modifiers: .control)
        #expect(text.value == "")
        #expect(host.lines()[0] == "Prompt")
        host.press("_", modifiers: .control)
        #expect(text.value == whole)
        #expect(host.lines()[0] == "START-0123456789-abc")
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
    }

    @Test func editingInTheMiddleOfALargeTextKeepsTheCursorInView() throws {
        let large = LargeText()
        let whole = large.whole
        let (host, text) = focusedField(whole)
        let field = try #require(host.renderers(of: TextFieldRenderer.self).first)
        field.moveCursor(by: -(large.middle.count + large.end.count))
        // The cursor went left of the visible part, which now starts at it.
        #expect(host.lines()[0] == "<<middle-0123456789-")
        #expect(host.columns(inRow: 0, with: .reverse) == [0])

        // Moving right past the last column scrolls just enough to keep the cursor in view.
        for _ in 0..<25 { host.press(.rightArrow) }
        let scrolled = String(large.middle.dropFirst(6).prefix(20))
        #expect(host.lines()[0] == scrolled)
        #expect(host.columns(inRow: 0, with: .reverse) == [19])
        // Moving back within the visible part does not scroll.
        for _ in 0..<5 { host.press(.leftArrow) }
        #expect(host.lines()[0] == scrolled)
        #expect(host.columns(inRow: 0, with: .reverse) == [14])

        let before = large.start + String(large.middle.prefix(20))
        let after = String(large.middle.dropFirst(20)) + large.end
        host.press("Z")
        #expect(text.value == before + "Z" + after)
        #expect(host.lines()[0] == "le-0123456789-Zabcde")
        #expect(host.columns(inRow: 0, with: .reverse) == [15])
        host.press(.delete)
        #expect(text.value == whole)
        #expect(host.lines()[0] == scrolled)
        #expect(host.columns(inRow: 0, with: .reverse) == [14])

        // Ctrl+W deletes back to the space before the marker, which the cursor then starts.
        host.press("w", modifiers: .control)
        #expect(text.value == large.start + after)
        #expect(host.lines()[0] == head(after, fitting: 20))
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        host.press("_", modifiers: .control)
        #expect(text.value == whole)

        host.press("u", modifiers: .control)
        #expect(text.value == after)
        #expect(host.lines()[0] == head(after, fitting: 20))
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        host.press("_", modifiers: .control)
        #expect(text.value == whole)

        // Undoing put the cursor back after "<<middle-0123456789-", scrolled to show it last.
        host.press("k", modifiers: .control)
        #expect(text.value == before)
        #expect(host.lines()[0] == "<middle-0123456789-")
        #expect(host.columns(inRow: 0, with: .reverse) == [19])
        host.press("_", modifiers: .control)
        #expect(text.value == whole)
    }

    @Test func theCursorStepsOneClusterAtATime() throws {
        // a, é (e and a combining accent), 日 (wide), a family emoji (one wide cluster of five
        // scalars), a flag (two regional indicators) and x with two combining marks.
        let clusters = ["a", "e\u{301}", "日", "👩‍👩‍👧", "🇫🇷", "x\u{301}\u{302}", "b"]
        let (host, text) = focusedField(clusters.joined())
        let field = try #require(host.renderers(of: TextFieldRenderer.self).first)
        let cursorCells = [[0], [1], [2, 3], [4, 5], [6, 7], [8], [9], [10]]

        host.press(.home)
        for step in 0...clusters.count {
            #expect(field.cursorPosition == step)
            #expect(host.columns(inRow: 0, with: .reverse) == cursorCells[step], "after \(step) steps right")
            host.press(.rightArrow)
        }
        #expect(host.columns(inRow: 0, with: .reverse) == [10])
        for step in (0..<clusters.count).reversed() {
            host.press(.leftArrow)
            #expect(host.columns(inRow: 0, with: .reverse) == cursorCells[step], "back at cluster \(step)")
        }

        host.press(.end)
        for remaining in (0..<clusters.count).reversed() {
            host.press(.delete)
            #expect(text.value == clusters[..<remaining].joined())
        }
    }

    @Test func typingBeforeACombiningMarkPutsTheCursorAfterTheClusterItMakes() throws {
        let (host, text) = focusedField("\u{301}x")
        let field = try #require(host.renderers(of: TextFieldRenderer.self).first)
        host.press(.home)
        host.press("e")
        #expect(text.value == "e\u{301}x")
        #expect(field.cursorPosition == 1)
        #expect(host.columns(inRow: 0, with: .reverse) == [1])
        host.press(.delete)
        #expect(text.value == "x")
    }

    @Test func aBindingThatKeepsLessKeepsTheCursorWithinIt() {
        var value = ""
        let view = TextField("Name", text: Binding(get: { value }, set: { value = String($0.prefix(5)) }))
        let host = TestHost(view, size: Size(width: 12, height: 1))
        host.render()
        host.press(.tab)
        host.send(.paste(String(repeating: "日本", count: 100_000)))
        #expect(value == "日本日本日")
        #expect(host.lines() == ["日本日本日"])
        #expect(host.columns(inRow: 0, with: .reverse) == [10])
        host.press(.leftArrow)
        #expect(host.columns(inRow: 0, with: .reverse) == [8, 9])
    }

    @Test func anUnsizedFieldTakesTheWidthOfItsTextOrPrompt() {
        func rendered(_ text: String) -> String {
            let view = HStack(spacing: 0) {
                TextField("Name", text: .constant(text)).fixedSize()
                Text("|")
            }
            return TestHost(view, size: Size(width: 20, height: 1)).lines()[0]
        }
        // The text's clusters, the wide one taking two columns, and a column for the cursor.
        #expect(rendered("ab日") == "ab日 |")
        #expect(rendered("") == "Name|")
    }
}
