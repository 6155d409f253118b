import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A list redraws only the rows whose marks change; what it leaves is what a full redraw draws.
@MainActor @Suite struct ListDamageTests {
    struct Rows: View {
        @State var selection: Set<Int> = []
        var body: some View {
            VStack(alignment: .leading) {
                List(0..<40, id: \.self, selection: $selection) { Text("row \($0)") }
                    .frame(height: 8)
                Button("elsewhere") {}
            }
        }
    }

    @Test func everyStepDrawsWhatAFullRedrawDraws() {
        let host = TestHost(Rows(), size: Size(width: 20, height: 9))
        host.focusAtLaunch()
        let steps: [(String, () -> Void)] = [
            ("down", { _ = host.press(.downArrow) }),
            ("down", { _ = host.press(.downArrow) }),
            ("shift-down", { _ = host.press(.downArrow, modifiers: .shift) }),
            ("ctrl-down", { _ = host.press(.downArrow, modifiers: .control) }),
            ("space", { _ = host.press(" ") }),
            ("page-down", { _ = host.press(.pageDown) }),
            ("up", { _ = host.press(.upArrow) }),
            ("click", { _ = host.click(x: 2, y: 1) }),
            (
                "shift-click",
                { _ = host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 5), modifiers: .shift))) }
            ),
            ("wheel", { _ = host.scroll(.down, at: Point(x: 2, y: 2)) }),
            ("end", { _ = host.press(.end) }),
            ("home", { _ = host.press(.home, modifiers: .shift) }),
            ("focus away", { _ = host.press(.tab) }),
            ("focus back", { _ = host.press(.tab, modifiers: .shift) }),
        ]
        for (name, step) in steps {
            step()
            let (incremental, full) = host.incrementalAndFullCells()
            #expect(incremental == full, "after \(name)")
        }
    }
}
