import Terrarium
import TerrariumTerminal
import TerrariumTesting
import TerrariumText
import Testing

/// A text editor on screen: wrapping and scrolling, line numbers, selection, motion, the
/// mouse, the clipboard, undo and find and replace.
@MainActor @Suite struct TextEditorTests {
    struct Editor: View {
        let handle: Handle<String>
        @State private var text: String
        let wraps: Bool
        let numbers: Bool

        init(handle: Handle<String>, text: String, wraps: Bool = true, numbers: Bool = false) {
            self.handle = handle
            _text = State(initialValue: text)
            self.wraps = wraps
            self.numbers = numbers
        }

        var body: some View {
            let _ = handle.capture($text)
            TextEditor(text: $text).lineWrapping(wraps).lineNumbers(numbers)
        }
    }

    /// A focused editor of `text` in `size`, with a handle on its binding.
    private func editor(
        _ text: String, size: Size = Size(width: 8, height: 4), wraps: Bool = true, numbers: Bool = false
    ) -> (TestHost<Editor>, Handle<String>) {
        let handle = Handle<String>()
        let host = TestHost(Editor(handle: handle, text: text, wraps: wraps, numbers: numbers), size: size)
        host.press(.tab)
        return (host, handle)
    }

    private func reversed(_ host: TestHost<Editor>) -> [[Int]] {
        (0..<host.size.height).map { host.columns(inRow: $0, with: .reverse) }
    }

    private func renderer(_ host: TestHost<Editor>) throws -> TextEditorRenderer {
        try #require(host.renderers(of: TextEditorRenderer.self).first)
    }

    @Test func longLinesWrapAtTheWidth() {
        let (host, _) = editor("fern moss ivy\n日本語テキスト\nx")
        #expect(host.lines() == ["fern mos", "s ivy", "日本語テ", "キスト"])
        // The caret starts at the start, on the first cell.
        #expect(reversed(host) == [[0], [], [], []])
    }

    @Test func withoutWrappingLinesScrollSidewaysToTheCaret() {
        let (host, _) = editor("fern moss ivy\nsecond line", wraps: false)
        #expect(host.lines() == ["fern mos", "second l", "", ""])
        host.press(.end)
        #expect(host.lines() == ["oss ivy", " line", "", ""])
        #expect(reversed(host)[0] == [7])
        host.press(.home)
        #expect(host.lines() == ["fern mos", "second l", "", ""])
    }

    @Test func aLongLineWrapsIntoManyRowsAndTheCaretReachesItsEnd() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let line = String((0..<2_005).map { letters[$0 % 26] })
        let (host, _) = editor(line, size: Size(width: 10, height: 3))
        #expect(host.lines() == ["abcdefghij", "klmnopqrst", "uvwxyzabcd"])
        host.press(.end)
        // 2,005 clusters make 200 full rows and one of five, with the caret after them.
        #expect(host.lines() == ["efghijklmn", "opqrstuvwx", "yzabc"])
        #expect(reversed(host)[2] == [5])
        host.press(.upArrow)
        #expect(reversed(host)[1] == [5])
    }

    @Test func lineNumbersShowOnEachLinesFirstRow() {
        let (host, _) = editor("fern moss\nivy", size: Size(width: 8, height: 3), numbers: true)
        // Wrapping cuts at the last cluster that fits, not at a space.
        #expect(host.lines() == ["1 fern m", "  oss", "2 ivy"])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
    }

    @Test func typingWritesTheBindingAndATypingRunUndoesAsOneStep() {
        let (host, text) = editor("moss")
        host.type("fern ")
        host.press(.return)
        #expect(text.value == "fern \nmoss")
        #expect(host.lines() == ["fern", "moss", "", ""])
        host.press(.delete)
        host.press(.delete)
        #expect(text.value == "fernmoss")
        host.press("_", modifiers: .control)
        #expect(text.value == "moss")
        #expect(reversed(host)[0] == [0])
        host.press("Z", modifiers: .option)
        #expect(text.value == "fernmoss")
    }

    @Test func aSelectionInARowScrolledSidewaysIsReversedWhereItIsShown() {
        let (host, _) = editor("0123456789abcdef\nxy", size: Size(width: 10, height: 3), wraps: false, numbers: true)
        host.press(.end)
        // Two columns of gutter, eight of text: the row shows "9abcdef" and the caret after it.
        #expect(host.lines() == ["1 9abcdef", "2", ""])
        #expect(reversed(host)[0] == [9])
        for _ in 0..<3 { host.press(.leftArrow, modifiers: .shift) }
        #expect(reversed(host) == [[6, 7, 8], [], []])
        host.press(.upArrow, modifiers: .shift)
        // At the first row, moving up selects to the start; the row scrolls back to it.
        #expect(host.lines() == ["1 01234567", "2 xy", ""])
        #expect(reversed(host) == [Array(2...9), [], []])
    }

    @Test func shiftArrowsSelectAndTheSelectionIsReversed() throws {
        let (host, text) = editor("fern moss\nivy", size: Size(width: 12, height: 2))
        host.press(.rightArrow, modifiers: .shift)
        host.press(.rightArrow, modifiers: .shift)
        #expect(reversed(host)[0] == [0, 1])
        host.press(.downArrow, modifiers: .shift)
        // The selection runs to column 2 of the second line, with the line break.
        #expect(reversed(host) == [Array(0...9), [0, 1]])
        #expect(try renderer(host).selectedRange == 0..<12)
        host.type("X")
        #expect(text.value == "Xy")
        // Typing over the selection and on after it undoes as one step, selection back.
        host.type("Z")
        host.press("_", modifiers: .control)
        #expect(text.value == "fern moss\nivy")
    }

    @Test func wordMotionHomeEndAndPages() throws {
        let lines = (1...20).map { "line \($0) word" }
        let (host, _) = editor(lines.joined(separator: "\n"), size: Size(width: 20, height: 4))
        let field = try renderer(host)
        host.press(.rightArrow, modifiers: .option)
        #expect(field.selectedRange == 4..<4)
        host.press(.rightArrow, modifiers: .control)
        #expect(field.selectedRange == 6..<6)
        host.press(.leftArrow, modifiers: [.option, .shift])
        #expect(field.selectedRange == 5..<6)
        host.press(.end)
        #expect(field.selectedRange == 11..<11)
        host.press(.home)
        #expect(field.selectedRange == 0..<0)
        host.press(.pageDown)
        #expect(host.lines() == ["line 4 word", "line 5 word", "line 6 word", "line 7 word"])
        #expect(reversed(host)[0] == [0])
        host.press(.end, modifiers: .control)
        #expect(host.lines().last == "line 20 word")
        host.press(.pageUp)
        host.press(.home, modifiers: .control)
        #expect(host.lines().first == "line 1 word")
    }

    @Test func upAndDownKeepTheColumnAcrossShortLines() throws {
        let (host, _) = editor("abcdef\nab\nabcdef")
        let field = try renderer(host)
        host.press(.end)
        host.press(.downArrow)
        #expect(field.selectedRange == 9..<9)
        host.press(.downArrow)
        #expect(field.selectedRange == 16..<16)
    }

    @Test func clicksDragsAndDoubleAndTripleClicksSelect() throws {
        let (host, _) = editor("fern moss\nivy leaf", size: Size(width: 12, height: 3))
        let field = try renderer(host)
        host.click(x: 6, y: 0)
        #expect(field.selectedRange == 6..<6)
        host.drag(from: Point(x: 1, y: 0), to: Point(x: 2, y: 1))
        #expect(field.selectedRange == 1..<12)
        host.advance(by: .seconds(1))
        host.click(x: 6, y: 0, count: 2)
        #expect(field.selectedRange == 5..<9)
        host.advance(by: .seconds(1))
        host.click(x: 1, y: 1, count: 3)
        #expect(field.selectedRange == 10..<18)
        #expect(reversed(host)[1] == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    @Test func aDragPastTheBottomEdgeSelectsOnAndScrolls() throws {
        let view = VStack(spacing: 0) {
            TextEditor(text: .constant((1...9).map { "line \($0)" }.joined(separator: "\n"))).frame(height: 3)
            Text("below")
        }
        let host = TestHost(view, size: Size(width: 8, height: 5))
        host.render()
        let field = try #require(host.renderers(of: TextEditorRenderer.self).first)
        host.drag(from: Point(x: 0, y: 0), to: Point(x: 2, y: 4))
        #expect(field.selectedRange == 0..<30)
        #expect(host.lines() == ["line 3", "line 4", "line 5", " below", ""])
    }

    @Test func copyCutAndPasteGoThroughTheClipboard() async throws {
        let (host, text) = editor("fern moss")
        let clipboard = try #require(host.environment.clipboard)
        for _ in 0..<4 { host.press(.rightArrow, modifiers: .shift) }
        #expect(host.perform(.copy))
        await clipboard.waitUntilIdle()
        #expect(try await clipboard.read(String.self) == "fern")
        #expect(host.perform(.cut))
        await clipboard.waitUntilIdle()
        #expect(text.value == " moss")
        host.press(.end)
        #expect(host.perform(.paste))
        await clipboard.waitUntilIdle()
        host.render()
        #expect(text.value == " mossfern")
        // A paste from the terminal lands at the caret too, as one undo step.
        host.paste("\nivy")
        #expect(text.value == " mossfern\nivy")
        host.press("_", modifiers: .control)
        #expect(text.value == " mossfern")
    }

    @Test func findSelectsTheNextMatchAndReplaceChangesThem() throws {
        let (host, text) = editor("moss fern moss\nmoss", size: Size(width: 30, height: 3))
        let field = try renderer(host)
        host.press("f", modifiers: .control)
        #expect(host.lines().last?.hasPrefix("Find:  Replace:") == true)
        host.type("moss")
        host.press(.return)
        #expect(field.selectedRange == 0..<4)
        host.press(.return)
        #expect(field.selectedRange == 10..<14)
        host.press(.tab)
        host.type("ivy")
        host.press(.return)
        #expect(text.value == "moss fern ivy\nmoss")
        #expect(field.selectedRange == 14..<18)
        host.press("a", modifiers: .control)
        #expect(text.value == "ivy fern ivy\nivy")
        host.press(.escape)
        #expect(host.lines() == ["ivy fern ivy", "ivy", ""])
        host.press("_", modifiers: .control)
        #expect(text.value == "moss fern ivy\nmoss")
    }

    @Test func changesToTheBindingReplaceOnlyWhatDiffersAndKeepTheCaret() throws {
        let (host, text) = editor("fern moss")
        let field = try renderer(host)
        host.press(.end)
        text.value = "fern and moss"
        host.render()
        #expect(field.selectedRange == 13..<13)
        #expect(host.lines()[0] == "fern and")
    }

    @Test func controlCharactersShowAsVisibleStandIns() {
        let (host, text) = editor("a\u{1B}[31mb")
        #expect(host.lines()[0] == "a␛[31mb")
        #expect(text.value == "a\u{1B}[31mb")
    }

    @Test func anEditorGivenAStorageEditsItInPlace() {
        let storage = TextStorage(String(repeating: "fern moss\n", count: 1000))
        let host = TestHost(TextEditor(storage: storage), size: Size(width: 10, height: 3))
        host.press(.tab)
        host.press(.end, modifiers: .control)
        host.type("ivy")
        #expect(storage.line(1000) == "ivy")
        #expect(host.lines() == ["fern moss", "fern moss", "ivy"])
    }

    @Test func undoAfterTheBindingChangedBeforeTheEditUndoesTheEditOnly() {
        let (host, text) = editor("fern")
        host.press(.end)
        host.type("!")
        text.value = "X" + text.value
        host.render()
        host.press("_", modifiers: .control)
        #expect(text.value == "Xfern")
        host.press("Z", modifiers: .option)
        #expect(text.value == "Xfern!")
    }

    @Test func undoAfterTheStorageChangedFromOutsideLeavesTheText() {
        let storage = TextStorage("fern")
        let host = TestHost(TextEditor(storage: storage), size: Size(width: 10, height: 3))
        host.press(.tab)
        host.type("ab")
        storage.replace(0..<6, with: "moss ivy")
        host.press("_", modifiers: .control)
        #expect(storage.string == "moss ivy")
    }

    struct Swapper: View {
        let handle: Handle<Bool>
        let first: TextStorage
        let second: TextStorage
        @State private var showsSecond = false

        var body: some View {
            let _ = handle.capture($showsSecond)
            TextEditor(storage: showsSecond ? second : first)
        }
    }

    @Test func anEditorGivenAnotherStorageShowsItsRowsAndLeavesTheFirstsFindBarAndUndo() {
        // Two storages of one version, whose single line wraps at different offsets.
        let first = TextStorage("日本語テキストです")
        let second = TextStorage("abcdefghijklmnopqrstuvwxyz0")
        let handle = Handle<Bool>()
        let host = TestHost(Swapper(handle: handle, first: first, second: second), size: Size(width: 8, height: 4))
        host.press(.tab)
        #expect(host.lines() == ["日本語テ", "キストで", "す", ""])
        host.press("f", modifiers: .control)
        handle.value = true
        host.render()
        #expect(host.lines() == ["abcdefgh", "ijklmnop", "qrstuvwx", "yz0"])
        handle.value = false
        host.render()
        host.type("x")
        #expect(first.string == "x日本語テキストです")
        handle.value = true
        host.render()
        host.press("_", modifiers: .control)
        #expect(second.string == "abcdefghijklmnopqrstuvwxyz0")
        #expect(first.string == "x日本語テキストです")
    }

    @Test func theCaretShowsAfterARowThatFillsTheWidth() {
        let (host, _) = editor("abcdefgh\nabcdefghijklmnop")
        host.press(.end)
        #expect(host.lines() == ["abcdefgh", "", "abcdefgh", "ijklmnop"])
        #expect(reversed(host) == [[], [0], [], []])
        host.press(.end, modifiers: .control)
        #expect(host.lines() == ["", "abcdefgh", "ijklmnop", ""])
        #expect(reversed(host) == [[], [], [], [0]])
    }

    @Test func replaceAllKeepsTheCaretOnTheSameText() throws {
        let (host, text) = editor("moss fern moss\nmoss", size: Size(width: 30, height: 3))
        let field = try renderer(host)
        host.press(.rightArrow, modifiers: .option)
        host.press(.rightArrow, modifiers: .option)
        #expect(field.selectedRange == 9..<9)
        host.press("f", modifiers: .control)
        host.type("moss")
        host.press(.tab)
        host.type("ivy")
        host.press("a", modifiers: .control)
        #expect(text.value == "ivy fern ivy\nivy")
        #expect(field.selectedRange == 8..<8)
        host.press(.escape)
        host.press("_", modifiers: .control)
        #expect(text.value == "moss fern moss\nmoss")
        #expect(field.selectedRange == 9..<9)
        host.press("Z", modifiers: .option)
        #expect(field.selectedRange == 8..<8)
    }

    @Test func aPressElsewhereBetweenTwoPressesMakesNoDoubleClick() throws {
        let view = VStack(spacing: 0) {
            TextEditor(text: .constant("fern moss")).frame(height: 2)
            Button("Other") {}
        }
        let host = TestHost(view, size: Size(width: 12, height: 3))
        host.render()
        let field = try #require(host.renderers(of: TextEditorRenderer.self).first)
        host.click(x: 1, y: 0)
        host.click(x: 0, y: 2)
        host.click(x: 1, y: 0)
        #expect(field.selectedRange == 1..<1)
    }
}
