import Terrarium
import TerrariumTerminal
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
        let host = ViewHost(rootView: Editor(log: log), size: Size(width: 12, height: 5))
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
        #expect(host.activeShortcuts.map(\.label) == ["^S Save", "^_ Undo"])
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
        let host = ViewHost(rootView: Handle(log: log), size: Size(width: 8, height: 2))
        host.render()
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        #expect(host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 0)))))
        #expect(host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 4, y: 1)))))
        #expect(host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 1)))))
        #expect(log.events == ["move 2,0", "move 4,1", "end 4"])
    }

    @Test func hoverReportsEnteringAndLeaving() {
        let log = EventLog()
        let host = ViewHost(rootView: Handle(log: log), size: Size(width: 8, height: 2))
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

    func send(_ host: ViewHost<some View>, _ key: KeyEquivalent, _ modifiers: EventModifiers = []) {
        host.send(.key(KeyPress(key, modifiers: modifiers)))
        host.render()
    }

    @Test func fieldEditsUndoAndRedoWithTheTerminalFriendlyKeys() {
        let host = ViewHost(rootView: Field(), size: Size(width: 16, height: 1))
        host.render()
        send(host, .tab)
        host.send(.paste("hello world"))
        host.render()
        #expect(host.lines() == ["hello world"])
        send(host, "w", .control)
        #expect(host.lines() == ["hello"])
        send(host, "_", .control)
        #expect(host.lines() == ["hello world"])
        send(host, "z", .option)
        #expect(host.lines() == ["Note"])
        send(host, "Z", .option)
        #expect(host.lines() == ["hello world"])
        send(host, "u", .control)
        #expect(host.lines() == ["Note"])
        send(host, "_", .control)
        send(host, .home)
        send(host, "k", .control)
        #expect(host.lines() == ["Note"])
    }

    @Test func undoKeysCanBeRebound() {
        let host = ViewHost(
            rootView: Field().environment(
                \.keyBindings, KeyBindings(undo: [KeyPress("z", modifiers: .control)], redo: [])),
            size: Size(width: 16, height: 1))
        host.render()
        send(host, .tab)
        host.send(.paste("abc"))
        send(host, "_", .control)
        #expect(host.lines() == ["abc"])
        send(host, "z", .control)
        #expect(host.lines() == ["Note"])
    }
}
