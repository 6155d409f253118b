import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A list scrolled by a line moves the cells its rows drew rather than drawing them again, when
/// nothing else draws where it is; the frame is the one a full redraw makes either way.
@MainActor @Suite struct CellShiftTests {
    struct Plant: Identifiable {
        let id: Int
        var name: String { "plant \(id)" }
    }

    /// What is drawn with, under or over the table.
    enum Surroundings: CaseIterable {
        case nothing, siblings, overlay, behind, badges, background
    }

    struct Plants: View {
        let surroundings: Surroundings
        @State var selection: Int?
        let plants = (0..<300).map(Plant.init)

        var body: some View {
            switch surroundings {
            case .nothing: table
            case .siblings:
                VStack(alignment: .leading) {
                    Text("above")
                    HStack {
                        Text("left")
                        table
                    }
                }
            case .overlay: table.overlay(alignment: .bottomTrailing) { Text("over") }
            case .behind:
                ZStack(alignment: .topLeading) {
                    VStack(alignment: .leading) { ForEach(0..<12) { Text("behind \($0) behind behind") } }
                    table
                }
            case .badges:
                List(plants, selection: $selection) { plant in Text(plant.name).badge(plant.id % 3) }
            case .background: table.background(Color.blue)
            }
        }

        var table: some View {
            Table(plants, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Id") { Text(String($0.id)) }.width(5)
            }
        }
    }

    /// The lines drawn again in the newest frame.
    private func redrawnLines(_ host: TestHost<some View>) -> Int {
        (host.inspection.redrawRegions.first ?? []).reduce(0) { $0 + $1.height }
    }

    @Test func movingTheSelectionPastTheBottomDrawsOnlyTheRowsThatChanged() {
        let host = TestHost(Plants(surroundings: .nothing), size: Size(width: 30, height: 12))
        host.focusAtLaunch()
        _ = host.inspection
        for _ in 0..<11 { _ = host.press(.downArrow) }
        #expect(host.buffer.lines[11].contains("plant 10"))
        // Each step scrolls a line: the row that left (its line takes the next row's cells), the
        // row that came, the two rows whose selection changed and the scroll thumb.
        for step in 0..<4 {
            _ = host.press(.downArrow)
            #expect(host.buffer.lines[1].contains("plant \(step + 1) "))
            #expect(host.buffer.lines[11].contains("plant \(step + 11) "))
            #expect(redrawnLines(host) <= 4, "\(host.inspection.redrawRegions.first ?? [])")
        }
        let (incremental, full) = host.incrementalAndFullCells()
        #expect(incremental == full)
    }

    @Test(arguments: Surroundings.allCases)
    func everyStepDrawsWhatAFullRedrawDraws(_ surroundings: Surroundings) {
        let size = Size(width: 34, height: 12)
        let host = TestHost(Plants(surroundings: surroundings), size: size)
        // The same screen drawn whole after every step.
        let reference = TestHost(Plants(surroundings: surroundings), size: size)
        for each in [host, reference] {
            each.focusAtLaunch()
            _ = each.inspection
        }
        let keys: [KeyEquivalent] =
            Array(repeating: .downArrow, count: 15) + [.pageDown] + Array(repeating: .downArrow, count: 5)
            + [.upArrow, .upArrow, .upArrow] + Array(repeating: .downArrow, count: 6) + [.end, .home]
            + Array(repeating: .downArrow, count: 40)
        var shifted = 0
        var redrawn: [Int] = []
        for (step, key) in keys.enumerated() {
            let before = host.buffer.lines
            // The first row's line: under the headers.
            let first = (before.firstIndex { $0.contains("Name") } ?? 0) + 1
            for each in [host, reference] { _ = each.press(key) }
            // Scrolled by a line: the second row shows first (the scroll thumb left out).
            let after = host.buffer.lines.map { $0.dropLast() }
            if key == .downArrow, after[first] != before[first].dropLast(), after[first] == before[first + 1].dropLast()
            {
                shifted += 1
                redrawn.append(redrawnLines(host))
            }
            reference.resize(to: Size(width: size.width + 1, height: size.height))
            reference.resize(to: size)
            #expect(host.buffer.cells == reference.buffer.cells, "step \(step), \(key)")
        }
        #expect(shifted > 5)
        switch surroundings {
        case .nothing, .siblings:
            // The thumb, when it moves, is drawn on two lines.
            #expect(redrawn.allSatisfy { $0 <= 5 }, "\(redrawn)")
        case .overlay, .behind, .badges, .background:
            // Something else draws in the list, or the list draws badges: all of it is drawn.
            #expect(redrawn.allSatisfy { $0 >= 10 }, "\(redrawn)")
        }
    }

    /// A table taller than the scroll view showing it, with nothing below: its rows below the
    /// scroll view were never drawn, so they cannot be moved into view.
    struct Clipped: View {
        let plants = (0..<300).map(Plant.init)
        var body: some View {
            ScrollView {
                Table(plants) { TableColumn("Name", value: \.name) }.frame(height: 10)
            }
            .frame(height: 5)
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func aListClippedByAnAncestorIsDrawnAgainWhenItScrolls() {
        let size = Size(width: 20, height: 12)
        let host = TestHost(Clipped(), size: size)
        let reference = TestHost(Clipped(), size: size)
        for step in 0..<6 {
            // The wheel scrolls the table, not the scroll view, which has nothing more to show.
            for each in [host, reference] { _ = each.scroll(.down, at: Point(x: 2, y: 2)) }
            reference.resize(to: Size(width: size.width + 1, height: size.height))
            reference.resize(to: size)
            #expect(host.buffer.cells == reference.buffer.cells, "step \(step): \(host.buffer.lines)")
        }
        #expect(!host.buffer.lines[1].contains("plant 1 "))
    }
}
