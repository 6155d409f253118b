import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TableSnapshotTests {
    struct Plant: Identifiable {
        let id: Int
        let name: String
        let family: String
        let height: Int
    }

    static let plants = (0..<40).map { index in
        let families = ["Polypodiaceae", "Araceae", "Cactaceae", "Arecaceae"]
        return Plant(
            id: index, name: "Plant number \(index)", family: families[index % 4], height: (index * 37) % 300)
    }

    struct Plants: View {
        @State var plants = TableSnapshotTests.plants.sorted(using: KeyPathComparator(\Plant.height, order: .reverse))
        @State var order = [KeyPathComparator(\Plant.height, order: .reverse)]
        @State var selection: Set<Int> = [3]

        var body: some View {
            VStack(alignment: .leading) {
                Text("Plants")
                Table(plants, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name).width(min: 20, ideal: 24)
                    TableColumn("Family", value: \.family).width(min: 8, ideal: 14)
                    TableColumn("Height", value: \.height) { Text("\($0.height) cm") }.width(8)
                }
                Table(plants) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Family", value: \.family)
                }
                .tableStyle(.bordered)
            }
            .onChange(of: order) { plants.sort(using: order) }
        }
    }

    @Test func twoStylesAt80x24WithARowSelected() {
        let host = TestHost(Plants(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press(.return)
        host.press(.tab)
        host.press(.downArrow)
        assertEverySnapshot(of: host)
    }

    @Test func twoStylesAt40x12ScrolledSideways() {
        let host = TestHost(Plants(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.rightArrow)
        assertEverySnapshot(of: host)
    }

    @Test func monochromeMarksTheSelectionAndTheSortColumn() throws {
        let host = TestHost(Plants(), size: Size(width: 40, height: 12), environment: monochrome())
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.downArrow)
        assertSnapshot(of: host, as: .styled)
        // The first row is selected now, shown by reverse video alone.
        let selectedRow = try #require(host.lines().firstIndex { $0.contains("Plant number 8 ") })
        #expect(host.buffer[1, selectedRow]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[1, selectedRow]?.style.foreground == .default)
        // The sort column's arrow is past the table's edge until it is scrolled to; it is read out.
        #expect(host.element(labeled: "Height", role: .columnHeader)?.value == "sorted descending")
    }
}
