import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

extension Command {
    fileprivate static let reload = Command("reload")
}

@MainActor @Suite struct NamedCommandTests {
    /// Two focusable panes; the left one handles copy itself, the root handles copy and reload.
    struct Panes: View {
        let log: EventLog
        var disabledRight = false

        var body: some View {
            HStack(spacing: 1) {
                Button("left") {}.onCommand(.copy) { log.events.append("left copy") }
                Button("right") {}.onCommand(.copy) { log.events.append("right copy") }.disabled(disabledRight)
                Button("plain") {}
            }
            .onCommand(.copy) { log.events.append("root copy") }
            .onCommand(.reload) { log.events.append("reload") }
        }
    }

    @Test func commandsGoToTheNearestHandlerOnTheFocusChain() {
        let log = EventLog()
        let host = TestHost(Panes(log: log), size: Size(width: 20, height: 1))
        host.render()
        #expect(host.perform(.copy))
        host.press(.tab)
        #expect(host.send(.key(KeyPress("c", modifiers: .option))))
        host.press(.tab)
        #expect(host.perform(.copy))
        host.press(.tab)
        #expect(host.perform(.copy))
        #expect(log.events == ["root copy", "left copy", "right copy", "root copy"])
    }

    @Test func disabledHandlersArePassedOver() {
        let log = EventLog()
        let host = TestHost(Panes(log: log, disabledRight: true), size: Size(width: 20, height: 1))
        host.render()
        host.press(.tab)
        #expect(host.perform(.copy))
        #expect(log.events == ["left copy"])
    }

    @Test func customCommandsRunFromTheirBoundKeysOnly() {
        let log = EventLog()
        var bindings = KeyBindings.standard
        bindings[.reload] = [KeyPress("r", modifiers: .control), .init(.function(5))]
        let host = TestHost(
            Panes(log: log).environment(\.keyBindings, bindings), size: Size(width: 20, height: 1))
        host.render()
        #expect(host.send(.key(KeyPress("r", modifiers: .control))))
        #expect(host.send(.key(KeyPress(.function(5)))))
        #expect(!host.send(.key(KeyPress("r", modifiers: .option))))
        #expect(log.events == ["reload", "reload"])
        #expect(!host.perform(Command("unknown")))
    }

    @Test func bindingsListTheCommandsOfAKey() {
        var bindings = KeyBindings([:])
        #expect(bindings.commands(for: KeyPress("z", modifiers: .option)).isEmpty)
        bindings[.undo] = [KeyPress("z", modifiers: .option)]
        bindings[.reload] = [KeyPress("z", modifiers: .option)]
        #expect(bindings.commands(for: KeyPress("z", modifiers: .option)) == [.reload, .undo])
        bindings[.undo] = []
        #expect(bindings.undo.isEmpty)
        #expect(KeyBindings.standard.commands(for: KeyPress("_", modifiers: .control)) == [.undo])
        #expect(Command("undo", title: "Other") == .undo)
    }

    @Test func activeShortcutsFollowFocusAndTheUndoStack() {
        let log = EventLog()
        var bindings = KeyBindings.standard
        bindings[.reload] = [KeyPress("r", modifiers: .control)]
        let host = TestHost(
            VStack {
                Panes(log: log)
                Button("Save") {}.keyboardShortcut("s")
            }.environment(\.keyBindings, bindings),
            size: Size(width: 20, height: 2))
        host.render()
        // Nothing is focused: the panes' commands are not on the chain.
        #expect(host.activeShortcuts.map(\.label) == ["^S Save"])
        host.press(.tab)
        #expect(host.activeShortcuts.map(\.label) == ["^S Save", "Alt+C Copy", "^R Reload"])
        #expect(host.activeShortcuts.map(\.command) == [nil, .copy, .reload])
    }

    @Test func keyNamesReadAsInTerminalPrograms() {
        #expect(KeyPress("s", modifiers: .control).displayName == "^S")
        #expect(KeyPress("_", modifiers: .control).displayName == "^_")
        #expect(KeyPress("z", modifiers: .option).displayName == "Alt+Z")
        #expect(KeyPress("Z", modifiers: [.option, .shift]).displayName == "Alt+Shift+Z")
        #expect(KeyPress("Z", modifiers: .option).displayName == "Alt+Shift+Z")
        #expect(KeyPress(.tab, modifiers: .shift).displayName == "Shift+Tab")
        #expect(KeyPress(.function(5)).displayName == "F5")
        #expect(KeyPress(" ", modifiers: [.control, .option]).displayName == "Ctrl+Alt+Space")
        #expect(KeyPress("\u{1B}").displayName == "␛")
        #expect(KeyPress("q").displayName == "q")
        #expect(KeyPress("Q").displayName == "Q")
    }
}

@MainActor @Suite struct HelpLineTests {
    struct Editor: View {
        @State private var text = ""
        @State private var locked = false

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $text)
                Button("Save") {}.keyboardShortcut("s").disabled(locked)
                Button("Lock") { locked.toggle() }.keyboardShortcut("l")
                HelpLine(trailing: [ActiveShortcut(keyPress: KeyPress("c", modifiers: .control), title: "Quit")])
            }
        }
    }

    @Test func theLineFollowsTheShortcutsThatWorkNow() {
        let host = TestHost(Editor(), size: Size(width: 48, height: 4))
        host.render()
        #expect(host.lines().last == "^S Save  ^L Lock  ^C Quit")
        host.send(.key(KeyPress(.tab)))
        host.send(.paste("hi"))
        host.render()
        // The focused field takes pastes, so the paste key is offered.
        #expect(host.lines().last == "^S Save  ^L Lock  ^_ Undo  Alt+V Paste  ^C Quit")
        host.send(.key(KeyPress("_", modifiers: .control)))
        host.render()
        #expect(host.lines().last == "^S Save  ^L Lock  Alt+Shift+Z Redo  Alt+V Paste")
        host.send(.key(KeyPress("l", modifiers: .control)))
        host.render()
        #expect(host.lines().last == "^L Lock  Alt+Shift+Z Redo  Alt+V Paste  ^C Quit")
    }

    @Test func entriesThatDoNotFitAreLeftOutWhole() {
        let host = TestHost(Editor(), size: Size(width: 16, height: 4))
        host.render()
        #expect(host.lines().last == "^S Save  ^L Lock")
        host.resize(to: Size(width: 12, height: 4))
        #expect(host.lines().last == "^S Save")
    }

    @Test func keysAreBold() {
        let host = TestHost(Editor(), size: Size(width: 30, height: 4))
        host.render()
        #expect(host.buffer[0, 3]?.style.attributes.contains(.bold) == true)
        #expect(host.buffer[3, 3]?.style.attributes.contains(.bold) == false)
    }
}
