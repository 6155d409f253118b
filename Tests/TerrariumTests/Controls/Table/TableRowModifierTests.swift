import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A `TableRow`'s own modifiers: its context menu, dragging it and dropping on it.
@MainActor @Suite struct TableRowModifierTests {
    typealias Plant = TableTests.Plant

    /// Rows with a menu each, dragged as their names, taking dropped strings.
    struct Decorated: View {
        @State var selection: Int?
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Table(of: Plant.self, selection: $selection) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    ForEach(TableTests.plants.prefix(3)) { plant in
                        TableRow(plant)
                            .contextMenu { Button("Water \(plant.name)") { log.append("water \(plant.name)") } }
                            .draggable(plant.name)
                            .dropDestination(for: String.self) { names in
                                log.append("\(names.joined()) on \(plant.name)")
                            }
                    }
                }
                .frame(height: 4)
                Text("log \(log.joined(separator: ","))")
                HStack {
                    Text("Rain").draggable("Rain")
                    Text("Bin").dropDestination(for: String.self) { names, _ in
                        log.append("binned \(names.joined())")
                        return true
                    }
                }
                Text("")
                Text("")
            }
        }
    }

    private func shows(_ host: TestHost<some View>, _ text: String) -> Bool {
        host.lines().contains { $0.contains(text) }
    }

    @Test func aRowsMenuOpensOnASecondaryClickOnItAndRunsItsItem() throws {
        let host = TestHost(Decorated(), size: Size(width: 24, height: 9))
        let moss = try #require(host.location(of: "Moss"))
        #expect(host.send(.mouse(MouseEvent(.press(.right), at: moss))))
        #expect(shows(host, "Water Moss"))
        #expect(!shows(host, "Water Fern"))
        #expect(host.click(on: "Water Moss"))
        #expect(host.lines()[4].hasPrefix("log water Moss"), "\(host.lines())")
    }

    @Test func shiftF10OpensTheMenuOfTheRowTheKeyboardIsOn() {
        let host = TestHost(Decorated(), size: Size(width: 24, height: 9))
        host.focusAtLaunch()
        // Past the header to the rows, then to the third row.
        host.press(.tab)
        for _ in 0..<3 { host.press(.downArrow) }
        #expect(host.press(.function(10), modifiers: .shift))
        #expect(shows(host, "Water Ivy"), "\(host.lines())")
        host.press(.return)
        #expect(host.lines()[4].hasPrefix("log water Ivy"), "\(host.lines())")
    }

    @Test func aRowIsDraggedAsItsPayloadAndTakesDrops() async throws {
        let host = TestHost(Decorated(), size: Size(width: 40, height: 9))
        let fern = try #require(host.location(of: "Fern"))
        let bin = try #require(host.location(of: "Bin"))
        #expect(host.drag(from: fern, to: bin))
        await host.waitForDrops()
        #expect(host.lines()[4].hasPrefix("log binned Fern"), "\(host.lines())")
        let rain = try #require(host.location(of: "Rain"))
        let ivy = try #require(host.location(of: "Ivy"))
        #expect(host.drag(from: rain, to: ivy))
        await host.waitForDrops()
        #expect(host.lines()[4].hasPrefix("log binned Fern,Rain on Ivy"), "\(host.lines())")
    }
}
