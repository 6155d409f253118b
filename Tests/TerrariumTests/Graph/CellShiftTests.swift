import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A list scrolled by whole lines moves the cells its rows drew rather than drawing them again,
/// when nothing else draws where it is; the frame is the one a full redraw makes either way.
@MainActor @Suite struct CellShiftTests {
    struct Plant: Identifiable {
        let id: Int
        var name: String { "plant \(id)" }
    }

    /// What is drawn with, under or over the list.
    enum Surroundings: CaseIterable {
        case nothing, list, siblings, app, overlay, behind, badges, background
    }

    struct Plants: View {
        let surroundings: Surroundings
        @State var selection: Int?
        @State var order = 0
        let plants = (0..<300).map(Plant.init)

        var body: some View {
            switch surroundings {
            case .nothing: table
            case .list: List(plants, selection: $selection) { Text($0.name) }
            case .siblings:
                VStack(alignment: .leading) {
                    Text("above")
                    HStack {
                        Text("left")
                        table
                    }
                }
            case .app:
                // What an app's table sits in: a menu bar and a command palette around the scene,
                // a context menu and a sheet not shown.
                table
                    .contextMenu { Button("Water") {} }
                    .sheet(isPresented: .constant(false)) { Text("sheet") }
                    .menuBar(appName: "Plants") { CommandMenu("Plants") { Button("Water all") {} } }
                    .commandPalette()
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
            // A modifier above the table, as a sorted table's `onChange(of: sortOrder)`.
            .onChange(of: order) {}
        }
    }

    /// The lines drawn again in the newest frame.
    private func redrawnLines(_ host: TestHost<some View>) -> Int {
        (host.inspection.redrawRegions.first ?? []).reduce(0) { $0 + $1.height }
    }

    /// Draws `reference` whole, as a new terminal would show it.
    private func redrawWhole(_ reference: TestHost<some View>) {
        let size = reference.size
        reference.resize(to: Size(width: size.width + 1, height: size.height))
        reference.resize(to: size)
    }

    @Test func movingTheSelectionPastTheBottomDrawsOnlyTheRowsThatChanged() {
        let size = Size(width: 30, height: 12)
        let host = TestHost(Plants(surroundings: .nothing), size: size)
        let reference = TestHost(Plants(surroundings: .nothing), size: size)
        for each in [host, reference] {
            each.focusAtLaunch()
            _ = each.inspection
            for _ in 0..<11 { _ = each.press(.downArrow) }
        }
        #expect(host.buffer.lines[11].contains("plant 10"))
        // Each step scrolls a line: the row that left (its line takes the next row's cells), the
        // row that came and the two rows whose selection changed.
        for step in 0..<4 {
            for each in [host, reference] { _ = each.press(.downArrow) }
            #expect(host.buffer.lines[1].contains("plant \(step + 1) "))
            #expect(host.buffer.lines[11].contains("plant \(step + 11) "))
            #expect(redrawnLines(host) <= 4, "\(host.inspection.redrawRegions.first ?? [])")
            redrawWhole(reference)
            #expect(host.buffer.cells == reference.buffer.cells, "step \(step)")
        }
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
        enum Step: Equatable {
            case key(KeyEquivalent)
            case wheel(MouseEvent.ScrollDirection)
        }
        let steps: [Step] =
            Array(repeating: .key(.downArrow), count: 15) + [.key(.pageDown)]
            + Array(repeating: .key(.downArrow), count: 5) + [.key(.upArrow), .key(.upArrow), .key(.upArrow)]
            + Array(repeating: .key(.downArrow), count: 6) + [.wheel(.up), .wheel(.up), .wheel(.down)]
            + [.key(.end), .key(.home)] + Array(repeating: .key(.downArrow), count: 14)
        var shifted = 0
        var redrawn: [Int] = []
        for (index, step) in steps.enumerated() {
            let before = host.buffer.lines
            // The first row's line: under the headers, if any.
            let first = before.firstIndex { $0.contains("Name") }.map { $0 + 1 } ?? 0
            for each in [host, reference] {
                switch step {
                case .key(let key): _ = each.press(key)
                case .wheel(let direction): _ = each.scroll(direction, at: Point(x: 12, y: first + 2))
                }
            }
            // Scrolled by a line: the second row shows first (the scroll thumb left out).
            let after = host.buffer.lines.map { $0.dropLast() }
            if step == .key(.downArrow), after[first] != before[first].dropLast(),
                after[first] == before[first + 1].dropLast()
            {
                shifted += 1
                redrawn.append(redrawnLines(host))
            }
            redrawWhole(reference)
            #expect(host.buffer.cells == reference.buffer.cells, "step \(index), \(step)")
        }
        #expect(shifted > 5)
        switch surroundings {
        case .nothing, .list, .siblings, .app:
            // The thumb, when it moves, is drawn on two lines.
            #expect(redrawn.allSatisfy { $0 <= 5 }, "\(redrawn)")
        case .overlay, .behind, .badges, .background:
            // Something else draws in the list, or the list draws badges: all of it is drawn.
            #expect(redrawn.allSatisfy { $0 >= 10 }, "\(redrawn)")
        }
    }
}
