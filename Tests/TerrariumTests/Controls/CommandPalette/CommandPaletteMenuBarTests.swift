import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The palette lists every enabled item of the app's menu bar, with or without a shortcut, and
/// runs the chosen one as a click on it would.
@MainActor @Suite struct CommandPaletteMenuBarTests {
    @Observable @MainActor final class Nursery {
        var waterings = 0
        var repots = 0
        var trims = 0
        var moves = 0
        var canTrim = false
        var showsDormant = false
    }

    struct PlantCommands: Commands {
        let nursery: Nursery

        var body: some Commands {
            CommandMenu("Plant") {
                Button("Water") { nursery.waterings += 1 }
                Button("Repot") { nursery.repots += 1 }
                    .keyboardShortcut("r", modifiers: .control)
                Button("Trim") { nursery.trims += 1 }
                    .disabled(!nursery.canTrim)
                Menu("Move") {
                    Button("Kitchen") { nursery.moves += 1 }
                        .keyboardShortcut("k", modifiers: .option)
                }
                Toggle("Show Dormant", isOn: Bindable(nursery).showsDormant)
            }
        }
    }

    struct Greenhouse: View {
        let nursery: Nursery
        @State var note = ""

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $note)
                Text("")
                Text("")
                Text("")
            }
            .menuBar(PlantCommands(nursery: nursery), appName: "Greenhouse")
            .commandPalette()
        }
    }

    private func host(_ nursery: Nursery, size: Size = Size(width: 70, height: 20)) -> TestHost<Greenhouse> {
        let host = TestHost(Greenhouse(nursery: nursery), size: size)
        host.focusAtLaunch()
        return host
    }

    /// The palette's rows that name `title` exactly: spaces or the box's edge follow it, not
    /// more of a longer title.
    private func rows(_ host: TestHost<Greenhouse>, titled title: String) -> [String] {
        host.lines().filter { line in
            guard let range = line.range(of: title) else { return false }
            let after = line[range.upperBound...]
            return after.isEmpty || after.hasPrefix("  ") || after.hasPrefix(" │")
        }
    }

    private var isOpen: (TestHost<Greenhouse>) -> Bool {
        { host in host.lines().contains { $0.contains("Type a command") } }
    }

    @Test func controlPListsEveryEnabledItemOnceWithItsKeyIfItHasOne() throws {
        let nursery = Nursery()
        let host = host(nursery)
        #expect(host.press("p", modifiers: .control))
        let water = rows(host, titled: "Plant › Water")
        #expect(water.count == 1)
        // No key: nothing but the palette and a click run it.
        #expect(water.first?.contains("^") == false)
        let repot = rows(host, titled: "Plant › Repot")
        #expect(repot.count == 1)
        #expect(repot.first?.contains("^R") == true)
        // A disabled item is left out.
        #expect(!host.lines().contains { $0.contains("Trim") })
        // A nested menu's items are listed under it; the menu itself is no item.
        let kitchen = rows(host, titled: "Plant › Move › Kitchen")
        #expect(kitchen.count == 1)
        #expect(kitchen.first?.contains("Alt+K") == true)
        #expect(rows(host, titled: "Plant › Move").isEmpty)
        // Edit's standard items are their commands, listed while something handles them.
        #expect(!host.lines().contains { $0.contains("Edit ›") })
    }

    @Test func typingFiltersTheItemsAndReturnRunsTheChosenOneOnce() {
        let nursery = Nursery()
        let host = host(nursery)
        _ = host.press("p", modifiers: .control)
        host.type("wat")
        #expect(rows(host, titled: "Plant › Water").count == 1)
        #expect(!host.lines().contains { $0.contains("Repot") || $0.contains("Kitchen") })
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.waterings == 1)
        #expect(nursery.repots == 0)
        #expect(!isOpen(host))
        // Focus went back to the note: typing reaches it.
        host.type("x")
        #expect(host.lines()[1].contains("x"))
        #expect(nursery.waterings == 1)
    }

    @Test func anItemWithAShortcutAndANestedItemRunOnceFromThePalette() {
        let nursery = Nursery()
        let host = host(nursery)
        _ = host.press("p", modifiers: .control)
        host.type("repot")
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.repots == 1)
        _ = host.press("p", modifiers: .control)
        host.type("kitchen")
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.moves == 1)
        #expect(nursery.waterings == 0)
        // The nested menu's items are made with the bar closed, but not shown; their shortcuts work.
        #expect(!host.lines().contains { $0.contains("Kitchen") })
        #expect(host.press("k", modifiers: .option))
        #expect(nursery.moves == 2)
    }

    @Test func aToggleIsListedByItsLabelAndFlipsOnce() {
        let nursery = Nursery()
        let host = host(nursery)
        _ = host.press("p", modifiers: .control)
        // Named by its label, not by its check mark.
        #expect(rows(host, titled: "Plant › Show Dormant").count == 1)
        host.type("dormant")
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.showsDormant)
    }

    @Test func anItemAModelDisablesAndEnablesFollowsIt() {
        let nursery = Nursery()
        let host = host(nursery)
        _ = host.press("p", modifiers: .control)
        #expect(!host.lines().contains { $0.contains("Trim") })
        _ = host.press(.escape)
        #expect(!isOpen(host))
        nursery.canTrim = true
        _ = host.press("p", modifiers: .control)
        #expect(rows(host, titled: "Plant › Trim").count == 1)
        host.type("trim")
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.trims == 1)
        nursery.canTrim = false
        _ = host.press("p", modifiers: .control)
        #expect(!host.lines().contains { $0.contains("Trim") })
    }

    @Test func overTheOpenMenuEachItemIsStillListedOnceAndRunsOnce() {
        let nursery = Nursery()
        let host = host(nursery)
        _ = host.click(on: "Plant")
        #expect(host.lines().contains { $0.contains("Repot") })
        #expect(host.press("p", modifiers: .control))
        #expect(rows(host, titled: "Plant › Repot").count == 1)
        #expect(rows(host, titled: "Plant › Water").count == 1)
        host.type("wat")
        _ = host.press(.return)
        _ = host.lines()
        #expect(nursery.waterings == 1)
        #expect(!isOpen(host))
        // The bar closed, as after a click on the item, and focus went back to the note.
        #expect(!host.lines().contains { $0.contains("Move") })
        host.type("x")
        #expect(host.lines()[1].contains("x"))
        #expect(nursery.waterings == 1)
    }
}
