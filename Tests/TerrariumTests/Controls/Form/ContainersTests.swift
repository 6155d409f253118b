import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct GroupBoxTests {
    struct Watering: View {
        @State var mist = true
        var body: some View {
            GroupBox("Watering") {
                Toggle("Mist leaves", isOn: $mist)
                Text("Every 3 days")
            }
        }
    }

    @Test func aBoxFramesItsContentWithTheTitleInItsTopEdge() {
        let host = TestHost(Watering().frame(width: 20), size: Size(width: 20, height: 5))
        #expect(
            host.lines() == [
                "╭ Watering ────────╮",
                "│ [x] Mist leaves  │",
                "│ Every 3 days     │",
                "╰──────────────────╯",
                "",
            ])
        #expect(host.buffer[2, 0]?.style.attributes.contains(.bold) == true)
        host.click(x: 3, y: 1)
        #expect(host.lines()[1] == "│ [ ] Mist leaves  │")
    }

    @Test func anUntitledBoxHasAnUnbrokenBorder() {
        let host = TestHost(GroupBox { Text("Likes shade") }.frame(width: 16), size: Size(width: 16, height: 3))
        #expect(host.lines() == ["╭──────────────╮", "│ Likes shade  │", "╰──────────────╯"])
    }

    /// Puts the title under the content, in a box of another shape.
    struct FooterStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.content
                Text("— end")
                configuration.label
            }
        }
    }

    @Test func anAppsStyleDrawsEveryBoxInside() {
        let host = TestHost(
            VStack(alignment: .leading) {
                GroupBox("Notes") { Text("Likes shade") }
            }
            .groupBoxStyle(FooterStyle()), size: Size(width: 20, height: 3))
        #expect(host.lines() == ["Likes shade", "— end", "Notes"])
    }
}

@MainActor @Suite struct ControlGroupTests {
    final class Log {
        var actions: [String] = []
    }

    struct Editing: View {
        let log: Log
        var body: some View {
            ControlGroup("Edit") {
                Button("Cut") { log.actions.append("cut") }
                Button("Copy") { log.actions.append("copy") }
                Button("Paste") { log.actions.append("paste") }
            }
        }
    }

    @Test func theControlsShareOneBracketPairWithALineBetweenEach() {
        let log = Log()
        let host = TestHost(Editing(log: log), size: Size(width: 30, height: 1))
        #expect(host.lines() == ["[ Cut │ Copy │ Paste ]"])
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.return)
        #expect(log.actions == ["copy"])
        // The focused control is reversed: the group keeps no focus of its own.
        #expect(host.buffer[8, 0]?.style.attributes.contains(.reverse) == true)
        host.click(x: 16, y: 0)
        #expect(log.actions == ["copy", "paste"])
        #expect(host.elements(role: .button).map(\.label) == ["Cut", "Copy", "Paste"])
    }

    @Test func groupsAt80x24And40x12() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Editing(log: Log())
                GroupBoxTests.Watering()
            }, size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
        host.resize(to: Size(width: 40, height: 12))
        assertSnapshot(of: host, as: .styled, named: "40x12")
    }

}
