import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct MenuBarSnapshotTests {
    struct Catalog: View {
        @State private var showsDormant = true
        var body: some View {
            VStack(alignment: .leading) {
                Text("Monstera  water weekly")
                Text("Fern      mist daily")
                Button("Add Plant") {}
            }
            .menuBar(appName: "Catalog") {
                CommandGroup(after: .newItem) {
                    Button("New Plant") {}.keyboardShortcut("n")
                }
                CommandMenu("Plants") {
                    Button("Water All") {}.keyboardShortcut("w", modifiers: .option)
                    Button("Prune") {}.disabled(true)
                    Divider()
                    Toggle("Show Dormant", isOn: $showsDormant)
                }
                CommandGroup(replacing: .help) {
                    Button("Plant Care Guide") {}
                }
            }
            .commandPalette()
        }
    }

    @Test func theBarClosedAt80x24() {
        let host = TestHost(Catalog(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func theBarClosedAt40x12() {
        let host = TestHost(Catalog(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func theEditMenuOpenAt80x24() {
        let host = TestHost(Catalog(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press(.function(10))
        host.press(.rightArrow)
        host.press(.rightArrow)
        assertEverySnapshot(of: host)
    }

    @Test func thePlantsMenuOpenAt40x12() {
        let host = TestHost(Catalog(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.click(on: "Plants")
        host.press(.downArrow)
        assertEverySnapshot(of: host)
    }

    @Test func thePaletteListingTheBarsItemsAt80x24() {
        let host = TestHost(Catalog(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press("p", modifiers: .control)
        assertEverySnapshot(of: host)
    }

    @Test func thePaletteFilteredToTheBarsItemsAt40x12() {
        let host = TestHost(Catalog(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press("p", modifiers: .control)
        host.type("pl")
        assertEverySnapshot(of: host)
    }
}
