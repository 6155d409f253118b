import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct OutlineListSnapshotTests {
    /// The garden with a greenhouse of rooms too many to fit 12 lines, some names too long for
    /// 40 columns.
    static let greenhouse =
        OutlineItem.garden + [
            OutlineItem(
                id: 5, name: "Greenhouse",
                children: (0..<4).map { room in
                    OutlineItem(
                        id: 50 + room, name: "Room \(room + 1) with a name longer than the narrow screen",
                        children: (0..<3).map { OutlineItem(id: 500 + room * 10 + $0, name: "Seedling \($0 + 1)") })
                })
        ]

    /// A garden's tree, selecting one row.
    struct Garden: View {
        @State var selection: Int?

        var body: some View {
            VStack(alignment: .leading) {
                Text("Garden")
                List(OutlineListSnapshotTests.greenhouse, children: \.children, selection: $selection) { item in
                    Label(item.name, systemImage: item.children == nil ? "leaf" : "folder").lineLimit(1)
                }
                Text("chosen \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func anExpandedTreeAt80x24WithARowSelected() {
        let host = TestHost(Garden(), size: Size(width: 80, height: 24))
        expandFirstRow(host)
        host.press(.downArrow)
        host.press(.downArrow)
        assertEverySnapshot(of: host)
    }

    @Test func aScrolledTreeAt40x12() {
        let host = TestHost(Garden(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.end)
        host.press(.rightArrow, modifiers: .option)
        host.press(.end)
        host.press(.leftArrow)
        host.press(.upArrow)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeMarksTheSelectionAndTheTriangles() throws {
        let host = TestHost(Garden(), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        host.press(.downArrow)
        host.press(.rightArrow)
        assertSnapshot(of: host, as: .styled)
        let row = try #require(host.lines().firstIndex { $0.contains("Ferns") })
        #expect(host.buffer[0, row]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[0, row]?.grapheme == "▼")
    }
}
