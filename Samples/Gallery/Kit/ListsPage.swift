import Foundation
import Terrarium

/// Lists: a list of rooms that selects one, and a list of plants in sections that selects any
/// number, deletes and moves its rows, shows badges and a context menu, in a style of choice.
struct ListsPage: View {
    @State private var plants = Plant.samples
    @State private var room: String? = "Living room"
    @State private var selection: Set<Plant.ID> = []
    @State private var style = PlantListStyle.plain
    @State private var status = "Space selects · Del deletes · ⌥↑↓ moves · right-click"

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top, spacing: 2) {
                VStack(alignment: .leading) {
                    Text("Rooms").underline()
                    List(Plant.rooms(of: plants), id: \.self, selection: $room) { room in
                        Text(room)
                    }
                }
                .frame(width: 14)
                VStack(alignment: .leading) {
                    Text("Plants").underline()
                    styledPlantList
                }
            }
            HStack(spacing: 2) {
                Button("Style: \(style.name)") { style = style.next }
                Text("\(room ?? "no room") · \(selection.count) selected")
            }
            Text(status).dim()
        }
    }

    @ViewBuilder private var styledPlantList: some View {
        switch style {
        case .plain: plantList.listStyle(.plain)
        case .inset: plantList.listStyle(.inset)
        case .grouped: plantList.listStyle(.grouped)
        case .sidebar: plantList.listStyle(.sidebar)
        }
    }

    private var plantList: some View {
        List(selection: $selection) {
            ForEach(["Living room", "Bathroom", "Kitchen", "Study"], id: \.self) { room in
                plantSection(room)
            }
        }
    }

    private func plantSection(_ room: String) -> some View {
        Section(room) {
            ForEach(plants.filter { $0.room == room }) { plant in
                Text(plant.name)
                    .badge(plant.daysToWater)
                    .contextMenu {
                        Button("Water") { status = "watered \(plant.name)" }
                        Button("Delete", role: .destructive) { delete([plant.id]) }
                    }
            }
            .onDelete { offsets in deletePlants(at: offsets, in: room) }
            .onMove { offsets, destination in movePlants(from: offsets, to: destination, in: room) }
        }
    }

    private func delete(_ ids: Set<Plant.ID>) {
        plants.removeAll { ids.contains($0.id) }
        selection.subtract(ids)
        status = "deleted \(ids.sorted().joined(separator: ", "))"
    }

    private func deletePlants(at offsets: IndexSet, in room: String) {
        let inRoom = plants.filter { $0.room == room }
        delete(Set(offsets.filter { inRoom.indices.contains($0) }.map { inRoom[$0].id }))
    }

    private func movePlants(from offsets: IndexSet, to destination: Int, in room: String) {
        var inRoom = plants.filter { $0.room == room }
        inRoom.move(fromOffsets: offsets, toOffset: destination)
        plants = Plant.rooms(of: plants).flatMap { other in
            other == room ? inRoom : plants.filter { $0.room == other }
        }
        status = "moved in \(room)"
    }
}

/// The list styles the lists page goes through, one a press of its button.
enum PlantListStyle: CaseIterable {
    case plain, inset, grouped, sidebar

    /// The style's name on the button.
    var name: String {
        switch self {
        case .plain: "plain"
        case .inset: "inset"
        case .grouped: "grouped"
        case .sidebar: "sidebar"
        }
    }

    /// The style after this one, back to the first after the last.
    var next: PlantListStyle {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
