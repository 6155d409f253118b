import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Menus, a nested menu and a context menu, and the command palette, as text, styles and pictures.
@MainActor @Suite struct MenuSnapshotTests {
    struct Plants: View {
        @State var showsDormant = true
        @State var log = "nothing chosen"
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Menu("Plant") {
                        Button("Water") { log = "watered" }.keyboardShortcut("w", modifiers: .control)
                        Button("Repot") { log = "repotted" }
                        Toggle("Show dormant", isOn: $showsDormant)
                        Divider()
                        Menu("Move to") {
                            Button("Kitchen") { log = "moved" }
                            Button("Bathroom") { log = "moved" }
                        }
                        Button("Delete", role: .destructive) { log = "deleted" }
                    }
                    Text("Monstera · Kitchen").contextMenu {
                        Button("Water") { log = "watered" }
                        Button("Rename…") {}
                    }
                }
                Text(log)
                Spacer()
            }
            .commandPalette()
        }
    }

    @Test func aNestedMenuOpenAt80x24() {
        let host = TestHost(Plants(), size: Size(width: 80, height: 24))
        host.click(on: "Plant")
        host.click(on: "Move to")
        assertEverySnapshot(of: host)
    }

    @Test func aMenuOpenAt40x12() {
        let host = TestHost(Plants(), size: Size(width: 40, height: 12))
        host.click(on: "Plant")
        host.press(.downArrow)
        assertEverySnapshot(of: host)
    }

    @Test func aContextMenuAt40x12() {
        let host = TestHost(Plants(), size: Size(width: 40, height: 12))
        host.send(.mouse(MouseEvent(.press(.right), at: Point(x: 15, y: 0))))
        assertEverySnapshot(of: host)
    }

    @Test func theCommandPaletteOverAMenuAt80x24() {
        let host = TestHost(Plants(), size: Size(width: 80, height: 24))
        host.click(on: "Plant")
        host.press("p", modifiers: .control)
        assertEverySnapshot(of: host)
    }

    @Test func theCommandPaletteFilteredAt40x12() {
        let host = TestHost(Plants(), size: Size(width: 40, height: 12))
        host.click(on: "Plant")
        host.press("p", modifiers: .control)
        host.type("wa")
        assertEverySnapshot(of: host)
    }

    /// The screen as text, styled text and a picture, named after the calling test.
    private func assertEverySnapshot(of host: TestHost<Plants>, testName: String = #function, line: UInt = #line) {
        assertSnapshot(of: host, as: .text, testName: testName, line: line)
        assertSnapshot(of: host, as: .styled, testName: testName, line: line)
        assertSnapshot(of: host, as: .svg, testName: testName, line: line)
    }
}
