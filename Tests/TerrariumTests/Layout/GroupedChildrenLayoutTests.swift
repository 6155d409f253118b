import Terrarium
import TerrariumTesting
import Testing

/// A stack lays out the children of the views that only group theirs (custom views,
/// conditionals, `ForEach`), and follows them when those children change, however deep and
/// without the stack itself being updated.
@MainActor @Suite struct GroupedChildrenLayoutTests {
    /// Rows inside two grouping levels of a view with its own state.
    ///
    /// A conditional holds a `ForEach`; the buttons change only this view, not the stack
    /// around it.
    struct Rows: View {
        @State var count = 2
        @State var shown = true
        var body: some View {
            if shown {
                ForEach(0..<count, id: \.self) { Text("row \($0)") }
            } else {
                Text("hidden")
            }
            Button("more") { count += 1 }
            Button("toggle") { shown.toggle() }
        }
    }

    struct Screen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                Rows()
                Text("end")
            }
        }
    }

    @Test func aGroupedChildGainingAndLosingRowsIsLaidOutAgain() {
        let host = TestHost(Screen(), size: Size(width: 12, height: 8))
        #expect(host.lines().prefix(6) == ["top", "row 0", "row 1", "[ more ]", "[ toggle ]", "end"])
        host.click(on: "more")
        #expect(host.lines().prefix(7) == ["top", "row 0", "row 1", "row 2", "[ more ]", "[ toggle ]", "end"])
        host.click(on: "toggle")
        #expect(host.lines().prefix(5) == ["top", "hidden", "[ more ]", "[ toggle ]", "end"])
        host.click(on: "toggle")
        host.click(on: "more")
        #expect(host.lines().prefix(8) == ["top", "row 0", "row 1", "row 2", "row 3", "[ more ]", "[ toggle ]", "end"])
    }
}
