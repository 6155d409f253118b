import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TableTests {
    struct Plant: Identifiable, Hashable {
        let id: Int
        let name: String
        let height: Int
    }

    static let plants = [
        Plant(id: 1, name: "Fern", height: 40), Plant(id: 2, name: "Moss", height: 2),
        Plant(id: 3, name: "Ivy", height: 300), Plant(id: 4, name: "Palm", height: 150),
    ]

    /// A table selecting one plant, sorted as its headers say.
    struct Sorted: View {
        @State var plants = TableTests.plants
        @State var order = [KeyPathComparator(\Plant.name)]
        @State var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Table(plants, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Height", value: \.height) { plant in Text("\(plant.height) cm") }
                }
                .frame(height: 5)
                Text("chosen \(selection.map(String.init) ?? "none")")
            }
            .onChange(of: order) { plants.sort(using: order) }
        }
    }

    /// A table selecting any number of plants, with fixed columns wider than the screen.
    struct Wide: View {
        @State var selection = Set<Int>()
        var body: some View {
            VStack(alignment: .leading) {
                Table(TableTests.plants, selection: $selection) {
                    TableColumn("Name", value: \.name).width(10)
                    TableColumn("Height") { plant in Text("\(plant.height)") }.width(10)
                    TableColumn("Notes") { plant in Text("a note on \(plant.name)") }.width(12)
                }
                .frame(height: 5)
                Text("chosen \(selection.sorted().map(String.init).joined(separator: ","))")
            }
        }
    }

    @Test func theHeadersAreBoldAboveTheRowsAndTheSortColumnHasItsArrow() {
        let host = TestHost(Sorted(), size: Size(width: 30, height: 6))
        #expect(
            host.lines().prefix(5) == [
                " Name         ▲ Height", " Fern           40 cm", " Moss           2 cm",
                " Ivy            300 cm", " Palm           150 cm",
            ])
        #expect(host.buffer[1, 0]?.style.attributes.contains(.bold) == true)
        #expect(host.buffer[1, 1]?.style.attributes.contains(.bold) == false)
    }

    @Test func aClickOnAHeaderSortsByItsColumnAndAgainReverses() {
        let host = TestHost(Sorted(), size: Size(width: 30, height: 6))
        host.click(x: 17, y: 0)
        #expect(host.lines()[1].hasPrefix(" Moss"))
        #expect(host.lines()[4].hasPrefix(" Ivy"))
        #expect(host.lines()[0] == " Name           Height      ▲")
        host.click(x: 17, y: 0)
        #expect(host.lines()[1].hasPrefix(" Ivy"))
        #expect(host.lines()[0].contains("▼"))
        host.click(x: 2, y: 0)
        #expect(host.lines()[1].hasPrefix(" Fern"))
    }

    /// The cells a table's column makes, by the names they show.
    final class CellCount {
        var made: [String] = []
    }

    /// A table of many plants sorted as SwiftUI apps sort: the click sets the order, and
    /// `onChange(of:)` sorts the rows in a second update of the same frame.
    struct CountedSort: View {
        let count: CellCount
        @State var plants = (0..<100).map { Plant(id: $0, name: "plant \(($0 * 37) % 100)", height: $0) }
        @State var order = [KeyPathComparator(\Plant.id)]
        var body: some View {
            Table(plants, sortOrder: $order) {
                TableColumn("Name", value: \.name) { plant in
                    count.made.append(plant.name)
                    return Text(plant.name)
                }
            }
            .onChange(of: order) { plants.sort(using: order) }
        }
    }

    @Test func aSortMakesTheRowsShownOnceThoughTheOrderAndTheRowsChangeInTwoUpdates() {
        let count = CellCount()
        let host = TestHost(CountedSort(count: count), size: Size(width: 20, height: 6))
        #expect(count.made == ["plant 0", "plant 37", "plant 74", "plant 11", "plant 48"])
        count.made = []
        host.click(x: 2, y: 0)
        // The five rows shown, each made once: from the sorted rows, not also from the rows
        // before the sort, which the first update had, nor the first row again to ask what it is.
        #expect(count.made == ["plant 0", "plant 1", "plant 10", "plant 11", "plant 12"])
        #expect(host.lines()[1].hasPrefix(" plant 0") && host.lines()[5].hasPrefix(" plant 12"))
    }

    /// Something an app puts in the environment above a table.
    final class Garden: Sendable {}

    struct GardenKey: EnvironmentKey {
        static var defaultValue: Garden? { nil }
    }

    /// Holds the garden weakly, to see whether anything else still does.
    final class WeakGarden {
        weak var garden: Garden?
    }

    @Test func aTableThatLeavesReleasesWhatItsEnvironmentHeld() {
        let watched = WeakGarden()
        let host: TestHost<AnyView>
        do {
            let garden = Garden()
            watched.garden = garden
            host = TestHost(
                AnyView(Table(Self.plants) { TableColumn("Name", value: \.name) }.environment(\.garden, garden)),
                size: Size(width: 20, height: 5))
            #expect(host.lines()[1].hasPrefix(" Fern"))
        }
        host.rootView = AnyView(Text("gone"))
        host.render()
        host.render()
        #expect(host.lines()[0] == "gone")
        #expect(watched.garden == nil)
    }

    @Test func theHeadersTakeFocusFirstAndSortFromTheKeyboard() {
        let host = TestHost(Sorted(), size: Size(width: 30, height: 6))
        host.focusAtLaunch()
        #expect(host.focusedElement?.role == .row)
        host.press(.rightArrow)
        host.press(.return)
        #expect(host.lines()[1].hasPrefix(" Moss"))
        host.press(.return)
        #expect(host.lines()[1].hasPrefix(" Ivy"))
        // Tab goes on to the rows, where the arrows select.
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines()[5] == "chosen 3")
        #expect(host.buffer[1, 1]?.style.attributes.contains(.reverse) == true)
    }

    @Test func rowsSelectAsAListsDoWithArrowsClicksAndShift() {
        let host = TestHost(Wide(), size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        host.press(.downArrow)
        host.press(.downArrow, modifiers: .shift)
        #expect(host.lines()[5] == "chosen 1,2")
        host.click(x: 1, y: 4)
        #expect(host.lines()[5] == "chosen 4")
    }

    @Test func arrowsScrollColumnsWiderThanTheTable() {
        let host = TestHost(Wide(), size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        #expect(host.lines()[0] == " Name       Height")
        #expect(host.press(.rightArrow))
        #expect(host.lines()[0] == " Height     Notes")
        // A column cut by the table's edge is cut there, not shortened.
        #expect(host.lines()[1] == " 40         a note")
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines()[0].hasSuffix("Notes"))
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.lines()[0] == " Name       Height")
    }

    @Test func cellsLongerThanTheirColumnEndInAnEllipsis() {
        let host = TestHost(Wide(), size: Size(width: 40, height: 6))
        #expect(host.lines()[1].contains("a note on F…") || host.lines()[1].contains("a note on…"))
    }

    /// A table whose first column shows a text, and whose second shows a stack of a green text.
    struct Mixed: View {
        let rows: Int
        var body: some View {
            Table(TableTests.plants.prefix(rows)) {
                TableColumn("Name", value: \.name).width(8)
                TableColumn("Height") { plant in HStack { Text("\(plant.height)").foregroundStyle(.green) } }.width(8)
            }
            .multilineTextAlignment(.trailing)
        }
    }

    @Test func aCellShowingATextIsTheTextsNodeAloneYetPlacedDrawnAndReadAsACell() throws {
        let one = TestHost(Mixed(rows: 1), size: Size(width: 20, height: 6))
        let four = TestHost(Mixed(rows: 4), size: Size(width: 20, height: 6))
        // A row is its own node, the text of the first cell, and the second cell with what it
        // shows (the cell, the stack and the text).
        #expect(four.nodeCount - one.nodeCount == 3 * 5)
        // Each text starts where its column does, whatever the alignment around the table.
        #expect(four.lines()[1] == " Fern     40")
        #expect(four.lines()[3] == " Ivy      300")
        #expect(four.buffer[10, 1]?.style.foreground == .green)
        let table = try #require(four.elements(role: .table).first)
        let ivy = try #require(table.children.filter { $0.role == .row }.dropFirst(3).first)
        #expect(ivy.children.map(\.role) == [.cell, .cell])
        #expect(ivy.children.map(\.label) == ["Ivy", "300"])
        // A cell is its column's width, though what it shows is narrower.
        #expect(
            ivy.children.map(\.frame) == [
                Rect(x: 1, y: 3, width: 8, height: 1), Rect(x: 10, y: 3, width: 8, height: 1),
            ])
    }

    @Test func theTableIsReadAsRowsOfCellsUnderColumnHeaders() throws {
        let host = TestHost(Sorted(), size: Size(width: 30, height: 6))
        let table = try #require(host.elements(role: .table).first)
        #expect(table.value == "4 rows, 0 selected")
        #expect(host.click(x: 2, y: 2))
        #expect(host.lines()[5] == "chosen 2")
        #expect(try #require(host.elements(role: .table).first).value == "4 rows, 1 selected")
        let rows = table.children.filter { $0.role == .row }
        #expect(rows.count == 5)
        #expect(rows[0].children.map(\.role) == [.columnHeader, .columnHeader])
        #expect(rows[0].children.first?.label == "Name")
        #expect(rows[0].children.first?.value == "sorted ascending")
        #expect(rows[1].children.map(\.label) == ["Fern", "40 cm"])
        #expect(rows[1].children.allSatisfy { $0.role == .cell })
        #expect(host.elements(role: .list).isEmpty)
    }

    @Test func aMillionRowsCostAScreenful() {
        struct Big: View {
            let rows = (0..<1_000_000).map { Plant(id: $0, name: "plant \($0)", height: $0 % 500) }
            @State var selection: Int?
            var body: some View {
                Table(rows, selection: $selection) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Height") { Text("\($0.height)") }
                }
            }
        }
        let host = TestHost(Big(), size: Size(width: 40, height: 10))
        host.focusAtLaunch()
        host.press(.end)
        #expect(host.lines()[9].hasPrefix(" plant 999999"))
        let table = host.elements(role: .table).first
        #expect(table?.children.count ?? 0 <= 10)
    }

    @Test func tinySizesNoColumnsAndNoRowsNeitherCrashNorDrawOutside() {
        expectNoCrashAtTinySizes({ Sorted() }, keys: [.rightArrow, .return, .tab, .downArrow, .end, .leftArrow])
        expectNoCrashAtTinySizes({ Wide() }, keys: [.tab, .rightArrow, .rightArrow, .pageDown, .home])
        struct Empty: View {
            @State var order = [KeyPathComparator(\Plant.name)]
            var body: some View {
                VStack {
                    Table([Plant](), sortOrder: $order) { TableColumn("Name", value: \.name) }
                    Table(TableTests.plants) {
                        if false { TableColumn("Name", value: \.name) }
                    }
                }
            }
        }
        expectNoCrashAtTinySizes({ Empty() }, keys: [.tab, .return, .downArrow, .rightArrow])
        let host = TestHost(Empty(), size: Size(width: 20, height: 6))
        #expect(host.lines()[0] == " Name             ▲")
    }
}

extension EnvironmentValues {
    fileprivate var garden: TableTests.Garden? {
        get { self[TableTests.GardenKey.self] }
        set { self[TableTests.GardenKey.self] = newValue }
    }
}
