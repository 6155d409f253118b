import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct CommandPaletteTests {
    struct Editor: View {
        @State var log: [String] = []
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text(log.isEmpty ? "nothing" : log.joined(separator: ","))
                TextField("Note", text: $text)
                Button("Save") { log.append("save") }.keyboardShortcut("s")
                Button("Water all") { log.append("water") }.keyboardShortcut("w", modifiers: .option)
                Text("")
                Text("")
                Text("")
                Text("")
            }
            .onCommand(.find) { log.append("find") }
            .commandPalette()
        }
    }

    @Test func controlPListsTheShortcutsAndCommandsWithTheirKeys() {
        let host = TestHost(Editor(), size: Size(width: 60, height: 10))
        host.focusAtLaunch()
        #expect(host.press("p", modifiers: .control))
        let lines = host.lines()
        #expect(lines.contains { $0.contains("Save") && $0.contains("^S") })
        #expect(lines.contains { $0.contains("Water all") })
        #expect(lines.contains { $0.contains("Find") && $0.contains("^F") })
        #expect(!lines.contains { $0.contains("Commands") && $0.contains("^P") })
        #expect(host.focusedElement?.role == .textField)
    }

    @Test func typingFiltersByLettersInOrderAndReturnRunsTheChoice() {
        let host = TestHost(Editor(), size: Size(width: 60, height: 10))
        host.focusAtLaunch()
        _ = host.press("p", modifiers: .control)
        host.type("wa")
        #expect(host.lines().contains { $0.contains("Water all") })
        #expect(!host.lines().contains { $0.contains("Save") })
        _ = host.press(.return)
        #expect(host.lines()[0] == "water")
        #expect(!host.lines().contains { $0.contains("Type a command") })
        // Focus went back where it was: typing reaches the note again.
        host.type("x")
        #expect(host.lines()[1].contains("x"))
    }

    @Test func arrowsChooseAndACommandRunsWhereFocusWas() {
        let host = TestHost(Editor(), size: Size(width: 60, height: 10))
        host.focusAtLaunch()
        _ = host.press("p", modifiers: .control)
        host.type("f")
        // "Find" ranks first: its name starts with the letter.
        _ = host.press(.return)
        #expect(host.lines()[0] == "find")
        _ = host.press("p", modifiers: .control)
        _ = host.press(.downArrow)
        _ = host.press(.upArrow)
        _ = host.press(.downArrow)
        _ = host.press(.return)
        #expect(host.lines()[0] == "find,water")
    }

    @Test func escapeClosesAndNothingMatchingSaysSo() {
        let host = TestHost(Editor(), size: Size(width: 60, height: 10))
        host.focusAtLaunch()
        _ = host.press("p", modifiers: .control)
        host.type("zzz")
        #expect(host.lines().contains { $0.contains("No matching commands") })
        _ = host.press(.return)
        #expect(host.lines()[0] == "nothing")
        _ = host.press(.escape)
        #expect(!host.lines().contains { $0.contains("Type a command") })
    }
}

@MainActor @Suite struct CommandPaletteOverMenuTests {
    struct Sorting: View {
        @State var log: [String] = []
        @State var isAlerting = false
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { log.append("name") }.keyboardShortcut("n")
                    Button("By date") { log.append("date") }.keyboardShortcut("d")
                }
                Button("Warn") { isAlerting = true }
                Text(log.isEmpty ? "none" : log.joined(separator: ","))
                Text("")
                Text("")
                Text("")
                Text("")
                Text("")
            }
            .alert("Careful", isPresented: $isAlerting) { Button("OK") {} }
            .commandPalette()
        }
    }

    @Test func controlPOverAnOpenMenuListsItsItemsAndRunsTheChoice() throws {
        let host = TestHost(Sorting(), size: Size(width: 50, height: 10))
        _ = host.click(on: "Sort")
        #expect(host.lines().contains { $0.contains("By date") })
        #expect(host.press("p", modifiers: .control))
        #expect(host.lines().contains { $0.contains("Type a command") })
        for character in "date" { _ = host.press(KeyEquivalent(character)) }
        _ = host.press(.return)
        #expect(host.lines().contains { $0 == "none" } == false)
        #expect(host.lines().contains { $0.hasPrefix("date") })
    }

    @Test func anAlertStillKeepsThePaletteAway() {
        let host = TestHost(Sorting(), size: Size(width: 50, height: 10))
        _ = host.click(on: "Warn")
        #expect(host.lines().contains { $0.contains("Careful") })
        #expect(!host.press("p", modifiers: .control))
        #expect(!host.lines().contains { $0.contains("Type a command") })
    }
}
