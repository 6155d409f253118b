import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ControlsTests {
    // MARK: - Button

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }
                Text("count \(count)")
            }
        }
    }

    @Test func buttonDrawsItsLabelBetweenBrackets() {
        #expect(TestHost(Button("OK") {}, size: Size(width: 10, height: 1)).lines() == ["[ OK ]"])
        let custom = Button {
        } label: {
            HStack {
                Text("a")
                Text("b")
            }
        }
        #expect(TestHost(custom, size: Size(width: 10, height: 1)).lines() == ["[ a b ]"])
    }

    @Test func activatingAButtonRunsItsActionAndUpdatesTheView() throws {
        let host = TestHost(Counter(), size: Size(width: 12, height: 2))
        #expect(host.lines() == ["[ Add ]", "count 0"])
        let controls = host.renderers(of: (any NodeRenderer).self).filter(\.isControl)
        let button = try #require(controls.first)
        #expect(button.canActivate)
        _ = button.activate()
        _ = button.activate()
        #expect(host.lines() == ["[ Add ]", "count 2"])
    }

    @Test func disabledButtonIsDimAndIgnoresActivation() throws {
        var runs = 0
        let view = VStack(alignment: .leading) {
            Button("Go") { runs += 1 }
            Button("No") { runs += 100 }.disabled(true)
        }
        let host = TestHost(view, size: Size(width: 8, height: 2))
        #expect(host.lines() == ["[ Go ]", "[ No ]"])
        for x in 0..<6 {
            #expect(host.buffer[x, 0]?.style.attributes.contains(.dim) == false)
            #expect(host.buffer[x, 1]?.style.attributes.contains(.dim) == true)
        }
        let buttons = host.renderers(of: (any NodeRenderer).self).filter(\.isControl)
        try #require(buttons.count == 2)
        #expect(!buttons[1].canActivate)
        _ = buttons[1].activate()
        #expect(runs == 0)
        _ = buttons[0].activate()
        #expect(runs == 1)
    }

    // MARK: - Toggle

    struct Settings: View {
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "connected" : "offline")
            }
        }
    }

    @Test func activatingAToggleFlipsItsBindingAndRerenders() throws {
        let host = TestHost(Settings(), size: Size(width: 12, height: 2))
        #expect(host.lines() == ["[ ] Wi-Fi", "offline"])
        let controls = host.renderers(of: (any NodeRenderer).self).filter(\.isControl)
        let toggle = try #require(controls.first)
        _ = toggle.activate()
        #expect(host.lines() == ["[x] Wi-Fi", "connected"])
        _ = toggle.activate()
        #expect(host.lines() == ["[ ] Wi-Fi", "offline"])
    }

    @Test func toggleOverAPlainBindingAsksForAnUpdateAndDisabledTogglesStayPut() throws {
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let view = VStack(alignment: .leading) {
            Toggle("Mist", isOn: binding)
            Toggle("Feed", isOn: binding).disabled(true)
        }
        let host = TestHost(view, size: Size(width: 10, height: 2))
        #expect(host.lines() == ["[ ] Mist", "[ ] Feed"])
        let toggles = host.renderers(of: (any NodeRenderer).self).filter(\.isControl)
        try #require(toggles.count == 2)
        _ = toggles[1].activate()
        #expect(!stored)
        #expect(!host.hasPendingUpdates)
        _ = toggles[0].activate()
        #expect(stored)
        #expect(host.hasPendingUpdates)
        // Only the activated toggle asked for an update: a binding not backed by state tells
        // nothing else that its value changed, as in SwiftUI.
        #expect(host.lines()[0] == "[x] Mist")
        #expect(host.buffer[1, 1]?.style.attributes.contains(.dim) == true)
    }

    // MARK: - TextField

    struct Form: View {
        let handle: Handle<String>
        let width: Int
        @State private var text: String

        init(handle: Handle<String>, initial: String = "", width: Int = 20) {
            self.handle = handle
            self.width = width
            _text = State(initialValue: initial)
        }

        var body: some View {
            let _ = handle.capture($text)
            TextField("Name", text: $text).frame(width: width)
        }
    }

    private func field(_ text: String = "", width: Int = 20) throws -> (
        TestHost<Form>, TextFieldRenderer, Handle<String>
    ) {
        let handle = Handle<String>()
        let host = TestHost(Form(handle: handle, initial: text, width: width), size: Size(width: width + 4, height: 1))
        // Tab gives the field focus: only a focused field shows its cursor.
        host.press(.tab)
        let renderer = try #require(host.renderers(of: TextFieldRenderer.self).first)
        return (host, renderer, handle)
    }

    @Test func emptyTextFieldShowsItsPromptDimmedWithTheCursorAtTheStart() throws {
        let (host, _, _) = try field()
        #expect(host.lines() == ["Name"])
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        for x in 0..<4 { #expect(host.buffer[x, 0]?.style.attributes.contains(.dim) == true) }
    }

    @Test func onlyTheFocusedFieldShowsItsCursor() throws {
        var first = "ab"
        var second = "cd"
        let view = VStack {
            TextField("First", text: Binding(get: { first }, set: { first = $0 }))
            TextField("Second", text: Binding(get: { second }, set: { second = $0 }))
        }
        let host = TestHost(view, size: Size(width: 6, height: 2))
        #expect((0..<2).map { host.columns(inRow: $0, with: .reverse) } == [[], []])
        host.press(.tab)
        #expect((0..<2).map { host.columns(inRow: $0, with: .reverse) } == [[2], []])
        host.press(.tab)
        #expect((0..<2).map { host.columns(inRow: $0, with: .reverse) } == [[], [2]])
    }

    @Test func typingWritesTheBindingAndMovesTheCursor() throws {
        let (host, field, text) = try field()
        field.insert("Fern")
        #expect(text.value == "Fern")
        #expect(host.lines() == ["Fern"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == false)
        field.moveCursor(by: -2)
        #expect(field.cursorPosition == 2)
        #expect(host.lines() == ["Fern"])
        #expect(host.columns(inRow: 0, with: .reverse) == [2])
        field.insert("X")
        #expect(text.value == "FeXrn")
        #expect(field.cursorPosition == 3)
        field.moveCursor(by: -100)
        #expect(field.cursorPosition == 0)
        field.deleteBackward()
        #expect(text.value == "FeXrn")
        field.deleteForward()
        #expect(text.value == "eXrn")
        field.moveCursorToEnd()
        field.deleteBackward()
        field.moveCursor(by: 5)
        #expect(text.value == "eXr")
        #expect(host.lines() == ["eXr"])
        #expect(host.columns(inRow: 0, with: .reverse) == [3])
        field.moveCursorToStart()
        #expect(host.lines() == ["eXr"])
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
    }

    @Test func backspaceRemovesWholeWideCharactersAndCombiningSequences() throws {
        let (host, field, text) = try field("a日e\u{301}")
        #expect(field.cursorPosition == 3)
        #expect(host.lines() == ["a日e\u{301}"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        field.deleteBackward()
        #expect(text.value == "a日")
        host.render()
        #expect(host.columns(inRow: 0, with: .reverse) == [3])
        field.deleteBackward()
        #expect(text.value == "a")
        #expect(host.lines() == ["a"])
        #expect(host.columns(inRow: 0, with: .reverse) == [1])
        // A combining mark typed after a letter joins it: one cluster, one backspace.
        field.insert("e")
        field.insert("\u{301}")
        #expect(text.value == "ae\u{301}")
        #expect(field.cursorPosition == 2)
        field.moveCursor(by: -1)
        host.render()
        #expect(host.columns(inRow: 0, with: .reverse) == [1])
        field.deleteForward()
        #expect(text.value == "a")
    }

    @Test func theCursorOnAWideCharacterCoversBothItsCells() throws {
        let (host, field, _) = try field("a日b")
        field.moveCursor(by: -2)
        #expect(host.lines() == ["a日b"])
        #expect(host.columns(inRow: 0, with: .reverse) == [1, 2])
    }

    @Test func narrowFieldScrollsToKeepTheCursorVisible() throws {
        let (host, field, _) = try field("abcdefghij", width: 5)
        #expect(host.lines() == ["ghij"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        field.moveCursorToStart()
        #expect(host.lines() == ["abcde"])
        #expect(host.columns(inRow: 0, with: .reverse) == [0])
        field.moveCursor(by: 4)
        #expect(host.lines() == ["abcde"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        field.moveCursor(by: 2)
        #expect(host.lines() == ["cdefg"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        // Moving back within the visible part does not scroll.
        field.moveCursor(by: -3)
        #expect(host.lines() == ["cdefg"])
        #expect(host.columns(inRow: 0, with: .reverse) == [1])
        // Deleting at the end pulls the text back into the unused columns.
        field.moveCursorToEnd()
        for _ in 0..<4 { field.deleteBackward() }
        #expect(host.lines() == ["cdef"])
        field.deleteBackward()
        #expect(host.lines() == ["bcde"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
    }

    @Test func narrowFieldNeverSplitsAWideCharacter() throws {
        let (host, field, _) = try field("日本語テキスト", width: 5)
        #expect(host.lines() == ["スト"])
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
        field.moveCursorToStart()
        #expect(host.lines() == ["日本"])
        #expect(host.buffer[4, 0]?.grapheme == " ")
        #expect(host.columns(inRow: 0, with: .reverse) == [0, 1])
        field.moveCursor(by: 2)
        #expect(host.lines() == ["本語"])
        #expect(host.columns(inRow: 0, with: .reverse) == [2, 3])
    }

    @Test func controlCharactersNeverReachTheBinding() throws {
        let (host, field, text) = try field()
        field.insert("a\u{1B}[31mb\u{7}\u{9B}c\u{7F}")
        field.insert("\td\r\ne\n")
        field.insert("\u{1B}")
        #expect(text.value == "a[31mbc d e ")
        #expect(host.lines() == ["a[31mbc d e"])
    }

    @Test func textChangedFromOutsideMovesTheCursorToTheEnd() throws {
        let (host, field, text) = try field("ab")
        field.moveCursorToStart()
        text.value = "abcd"
        host.render()
        #expect(field.cursorPosition == 4)
        #expect(host.columns(inRow: 0, with: .reverse) == [4])
    }

    @Test func disabledTextFieldShowsNoCursorAndIgnoresEditing() throws {
        var value = "fixed"
        let view = TextField("Name", text: Binding(get: { value }, set: { value = $0 })).disabled(true)
        let host = TestHost(view, size: Size(width: 10, height: 1))
        #expect(host.lines() == ["fixed"])
        let field = try #require(host.renderers(of: TextFieldRenderer.self).first)
        field.insert("!")
        field.deleteBackward()
        #expect(value == "fixed")
        #expect(host.lines() == ["fixed"])
        #expect(host.columns(inRow: 0, with: .reverse).isEmpty)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
    }

    // MARK: - ProgressView

    private func bar(_ value: Double, width: Int = 10) -> String {
        TestHost(ProgressView(value: value), size: Size(width: width, height: 1)).lines()[0]
    }

    @Test func progressBarFillsTheWidthItIsGiven() {
        #expect(bar(0) == "░░░░░░░░░░")
        #expect(bar(0.5) == "█████░░░░░")
        #expect(bar(1) == "██████████")
        #expect(bar(2) == "██████████")
        #expect(bar(-1) == "░░░░░░░░░░")
        #expect(bar(.nan) == "░░░░░░░░░░")
    }

    @Test func progressBarShowsFractionsOfACellWithEighthBlocks() {
        // 0.33 × 80 eighths = 26.4: three full cells and two eighths.
        #expect(bar(0.33) == "███▎░░░░░░")
        #expect(bar(0.05) == "▌░░░░░░░░░")
        #expect(bar(0.99) == "█████████▉")
        #expect(bar(0.999) == "█████████▉")
        let host = TestHost(ProgressView(value: 3, total: 4), size: Size(width: 6, height: 1))
        #expect(host.lines() == ["████▌░"])
    }

    @Test func progressTrackIsDimAndTheLabelSitsAboveTheBar() {
        let host = TestHost(ProgressView("Load", value: 0.5), size: Size(width: 4, height: 2))
        #expect(host.lines() == ["Load", "██░░"])
        #expect(host.buffer[1, 1]?.style.attributes.contains(.dim) == false)
        #expect(host.buffer[2, 1]?.style.attributes.contains(.dim) == true)
    }

    @Test func indeterminateProgressShowsASpinnerFrame() {
        #expect(TestHost(ProgressView(), size: Size(width: 10, height: 1)).lines() == ["⠋"])
        #expect(TestHost(ProgressView("Wait"), size: Size(width: 10, height: 1)).lines() == ["⠋ Wait"])
    }

    // MARK: - Backgrounds

    @Test func controlsKeepTheBackgroundBehindThem() {
        let view = VStack(alignment: .leading) {
            Button("OK") {}
            TextField("", text: .constant("ab"))
            Toggle("On", isOn: .constant(true))
            ProgressView(value: 0.5)
        }
        .background(.blue)
        let host = TestHost(view, size: Size(width: 10, height: 4))
        host.render()
        for (x, y) in [(1, 0), (4, 0), (0, 1), (5, 1), (3, 2), (0, 3), (9, 3)] {
            #expect(host.buffer[x, y]?.style.background == .blue, "cell (\(x), \(y))")
        }
    }

    // MARK: - Canvas

    @Test func canvasDrawsInLocalCoordinatesClippedToItsFrame() {
        var sizes: [Size] = []
        let view = HStack(alignment: .top, spacing: 0) {
            Text("ab")
            Canvas { context, size in
                sizes.append(size)
                context.fill(Rect(x: -5, y: -5, width: 20, height: 20), style: Style(attributes: .reverse))
                context.draw("XYZW", at: .zero)
                context.draw("Q", at: Point(x: size.width - 1, y: size.height - 1))
                context.draw("below", at: Point(x: 0, y: size.height))
            }
            .frame(width: 3, height: 2)
            Text("cd")
        }
        let host = TestHost(view, size: Size(width: 8, height: 3))
        #expect(host.lines() == ["abXYZcd", "    Q", ""])
        #expect(sizes.last == Size(width: 3, height: 2))
        #expect(host.buffer[1, 0]?.style.attributes.contains(.reverse) == false)
        #expect(host.buffer[2, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[3, 1]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[5, 0]?.style.attributes.contains(.reverse) == false)
        #expect(host.buffer[5, 1]?.style.attributes.contains(.reverse) == false)
        #expect(host.buffer[2, 2]?.style.attributes.contains(.reverse) == false)
    }

    @Test func canvasTakesTheProposedSize() {
        var sizes: [Size] = []
        let host = TestHost(Canvas { _, size in sizes.append(size) }, size: Size(width: 7, height: 4))
        host.render()
        #expect(sizes == [Size(width: 7, height: 4)])
    }
}
