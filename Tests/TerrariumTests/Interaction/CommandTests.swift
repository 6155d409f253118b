import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct CommandTests {
    struct Editor: View {
        let log: EventLog
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $text)
                    .onSubmit { log.events.append("submit \(text)") }
                Button("Save") { log.events.append("save") }.keyboardShortcut("s")
                Button("Off") { log.events.append("off") }.keyboardShortcut("o").disabled(true)
                // The shortcut runs the first control inside, which is disabled.
                VStack {
                    Button("Gone") { log.events.append("gone") }.disabled(true)
                    Button("Next") { log.events.append("next") }
                }
                .keyboardShortcut("b")
            }
            .onExitCommand { log.events.append("exit") }
        }
    }

    @Test func shortcutsSubmitAndEscapeReachTheirViews() {
        let log = EventLog()
        let host = TestHost(Editor(log: log), size: Size(width: 12, height: 5))
        host.render()
        host.send(.key(KeyPress(.tab)))
        for character in "hi" { host.send(.key(KeyPress(.character(character)))) }
        host.render()
        #expect(host.send(.key(KeyPress(.return))))
        #expect(host.send(.key(KeyPress("s", modifiers: .control))))
        #expect(!host.send(.key(KeyPress("o", modifiers: .control))))
        #expect(!host.send(.key(KeyPress("b", modifiers: .control))))
        #expect(host.send(.key(KeyPress(.escape))))
        #expect(log.events == ["submit hi", "save", "exit"])
        // The help line offers exactly the shortcuts a press would run.
        #expect(host.activeShortcuts.map(\.label) == ["^S Save", "^_ Undo", "Alt+V Paste"])
    }

    struct Handle: View {
        let log: EventLog
        var body: some View {
            Text("≡≡")
                .gesture(
                    DragGesture()
                        .onChanged { value in log.events.append("move \(value.offset.x),\(value.offset.y)") }
                        .onEnded { value in log.events.append("end \(value.location.x)") }
                )
                .onHover { inside in log.events.append(inside ? "in" : "out") }
        }
    }

    @Test func dragsFollowThePointerFromPressToRelease() {
        let log = EventLog()
        let host = TestHost(Handle(log: log), size: Size(width: 8, height: 2))
        host.render()
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        #expect(host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 0)))))
        #expect(host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 4, y: 1)))))
        #expect(host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 1)))))
        #expect(log.events == ["move 2,0", "move 4,1", "end 4"])
    }

    @Test func hoverReportsEnteringAndLeaving() {
        let log = EventLog()
        let host = TestHost(Handle(log: log), size: Size(width: 8, height: 2))
        host.render()
        #expect(host.send(.mouse(MouseEvent(.move, at: Point(x: 1, y: 0)))))
        host.send(.mouse(MouseEvent(.move, at: Point(x: 0, y: 0))))
        #expect(host.send(.mouse(MouseEvent(.move, at: Point(x: 6, y: 1)))))
        #expect(log.events == ["in", "out"])
    }
}

@MainActor @Suite struct UndoCommandTests {
    struct Field: View {
        @State private var text = ""
        var body: some View { TextField("Note", text: $text) }
    }

    @Test func fieldEditsUndoAndRedoWithTheTerminalFriendlyKeys() {
        let host = TestHost(Field(), size: Size(width: 16, height: 1))
        host.render()
        host.press(.tab)
        host.send(.paste("hello world"))
        host.render()
        #expect(host.lines() == ["hello world"])
        host.press("w", modifiers: .control)
        #expect(host.lines() == ["hello"])
        host.press("_", modifiers: .control)
        #expect(host.lines() == ["hello world"])
        host.press("z", modifiers: .option)
        #expect(host.lines() == ["Note"])
        host.press("Z", modifiers: .option)
        #expect(host.lines() == ["hello world"])
        host.press("u", modifiers: .control)
        #expect(host.lines() == ["Note"])
        host.press("_", modifiers: .control)
        host.press(.home)
        host.press("k", modifiers: .control)
        #expect(host.lines() == ["Note"])
    }

    @Test func undoKeysCanBeRebound() {
        let host = TestHost(
            Field().environment(
                \.keyBindings, KeyBindings(undo: [KeyPress("z", modifiers: .control)], redo: [])),
            size: Size(width: 16, height: 1))
        host.render()
        host.press(.tab)
        host.send(.paste("abc"))
        host.press("_", modifiers: .control)
        #expect(host.lines() == ["abc"])
        host.press("z", modifiers: .control)
        #expect(host.lines() == ["Note"])
    }
}
