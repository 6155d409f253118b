import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A table's rows, moved rather than placed again as the table scrolls, are drawn where a full
/// layout and redraw puts them.
@MainActor @Suite struct TableDamageTests {
    struct Plant: Identifiable {
        let id: Int
        var name: String { "plant \(id)" }
    }

    struct Screen: View {
        @State var selection: Int?
        @State var wide = false
        let plants = (0..<200).map(Plant.init)
        var body: some View {
            VStack(alignment: .leading) {
                Table(plants, selection: $selection) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Id") { Text(String($0.id)) }.width(wide ? 8 : 5)
                }
                .frame(height: 8)
                Button("widen") { wide.toggle() }
            }
        }
    }

    @Test func scrollingDrawsWhatAFullLayoutDraws() {
        let host = TestHost(Screen(), size: Size(width: 24, height: 9))
        // The rows take focus first: the headers of a table that does not sort do not.
        host.focusAtLaunch()
        var steps: [(String, () -> Void)] = []
        for _ in 0..<10 { steps.append(("down", { _ = host.press(.downArrow) })) }
        steps += [
            ("page down", { _ = host.press(.pageDown) }),
            ("up", { _ = host.press(.upArrow) }),
            ("wheel", { _ = host.scroll(.down, at: Point(x: 2, y: 3)) }),
            ("end", { _ = host.press(.end) }),
            ("home", { _ = host.press(.home) }),
        ]
        for (index, (name, step)) in steps.enumerated() {
            step()
            let (incremental, full) = host.incrementalAndFullCells()
            #expect(incremental == full, "after \(name)")
            // Ten rows down, on the tenth row, seven rows show: the fourth to the tenth.
            if index == 9 {
                #expect(host.buffer.lines[1].contains("plant 3") && host.buffer.lines[7].contains("plant 9"))
            }
        }
        // The last step scrolled back to the top: the first row is under the headers.
        #expect(host.buffer.lines[1].contains("plant 0"), "\(host.buffer.lines)")
    }

    @Test func rowsMovedAfterTheColumnsChangedArePlacedInTheNewColumns() {
        let host = TestHost(Screen(), size: Size(width: 24, height: 9))
        host.focusAtLaunch()
        for _ in 0..<8 { _ = host.press(.downArrow) }
        _ = host.click(on: "widen")
        for _ in 0..<3 {
            _ = host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 3))))
            _ = host.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 3))))
            _ = host.scroll(.down, at: Point(x: 2, y: 3))
        }
        let (incremental, full) = host.incrementalAndFullCells()
        #expect(incremental == full)
    }

    /// A table whose last column holds a stack, which is placed again rather than moved.
    struct Stacked: View {
        @State var selection: Int?
        let plants = (0..<200).map(Plant.init)
        var body: some View {
            Table(plants, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Id") { plant in
                    HStack(spacing: 0) {
                        Text("#")
                        Text(String(plant.id))
                    }
                }
            }
        }
    }

    /// A row whose first cells could move but whose last cannot is placed again as a whole: the
    /// cells moved before the last said no are put back first.
    @Test func aRowThatCannotMoveWholeIsPlacedAgain() {
        let host = TestHost(Stacked(), size: Size(width: 24, height: 6))
        host.focusAtLaunch()
        for step in 0..<8 {
            _ = host.press(.downArrow)
            let (incremental, full) = host.incrementalAndFullCells()
            #expect(incremental == full, "after step \(step)")
        }
        // The first press selects the first row; on the eighth, five rows show under the headers:
        // the fourth to the eighth.
        #expect(host.buffer.lines[1].contains("plant 3"), "\(host.buffer.lines)")
        #expect(host.buffer.lines[5].contains("plant 7") && host.buffer.lines[5].contains("#7"))
    }

    /// Rows listed one by one, each under a menu, dragging and dropping: several levels below
    /// the table, further than it walks to mark rows when its columns change.
    struct Decorated: View {
        @State var selection: Int?
        @State var wide = false
        var body: some View {
            VStack(alignment: .leading) {
                Table(of: Plant.self, selection: $selection) {
                    TableColumn("Name", value: \.name).width(wide ? 12 : 9)
                    TableColumn("Id") { Text(String($0.id)) }
                } rows: {
                    ForEach((0..<200).map(Plant.init)) { plant in
                        TableRow(plant)
                            .contextMenu { Button("Water \(plant.name)") {} }
                            .draggable(plant.name)
                            .dropDestination(for: String.self) { _ in }
                            .contextMenu { Button("Feed \(plant.name)") {} }
                            .draggable("\(plant.id)")
                            .dropDestination(for: String.self) { _ in }
                    }
                }
                .frame(height: 8)
                Button("widen") { wide.toggle() }
            }
        }
    }

    @Test func decoratedRowsMovedAfterTheColumnsChangedArePlacedInTheNewColumns() {
        let host = TestHost(Decorated(), size: Size(width: 24, height: 9))
        host.focusAtLaunch()
        for _ in 0..<8 { _ = host.press(.downArrow) }
        func idColumn() -> String.Index? { host.buffer.lines[0].range(of: "Id")?.lowerBound }
        let narrow = idColumn()
        _ = host.click(on: "widen")
        for _ in 0..<3 { _ = host.scroll(.down, at: Point(x: 2, y: 3)) }
        // The columns changed, and the rows scrolled after it.
        #expect(narrow != nil && idColumn() != nil && idColumn() != narrow, "\(host.buffer.lines)")
        let (incremental, full) = host.incrementalAndFullCells()
        #expect(incremental == full)
    }
}
