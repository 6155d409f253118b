import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Tables whose rows are listed in a `rows` closure, as Apple's documentation writes them.
@MainActor @Suite struct TableRowTests {
    typealias Plant = TableTests.Plant

    struct Listed: View {
        var extra: Bool
        @State var selection: Int?
        @State var order = [KeyPathComparator(\Plant.height)]
        var body: some View {
            VStack(alignment: .leading) {
                Table(of: Plant.self, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Height", value: \.height) { Text("\($0.height)") }
                } rows: {
                    TableRow(Plant(id: 9, name: "Cactus", height: 20))
                    ForEach(TableTests.plants.prefix(2)) { TableRow($0) }
                    if extra { TableRow(Plant(id: 10, name: "Orchid", height: 30)) }
                }
                .frame(height: 6)
                Text("chosen \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func rowsComeFromTableRowsForEachesAndConditionsInOrder() {
        let host = TestHost(Listed(extra: true), size: Size(width: 24, height: 7))
        #expect(
            host.lines().prefix(5).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Name       Height    ▲", "Cactus     20", "Fern       40", "Moss       2", "Orchid     30",
            ])
        let without = TestHost(Listed(extra: false), size: Size(width: 24, height: 7))
        #expect(!without.text.contains("Orchid"))
    }

    @Test func listedRowsSelectByTheirIdentifiers() {
        let host = TestHost(Listed(extra: false), size: Size(width: 24, height: 7))
        // Tab past the headers to the rows, then the second row.
        host.press(.tab)
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines()[6].hasPrefix("chosen 1"), "\(host.lines())")
    }

    @Test func aTableRowOnItsOwnInAViewShowsNothing() {
        let host = TestHost(
            VStack {
                TableRow(Plant(id: 1, name: "Fern", height: 1))
                Text("after")
            }, size: Size(width: 10, height: 2))
        #expect(host.lines()[0].hasPrefix("after"))
    }
}
