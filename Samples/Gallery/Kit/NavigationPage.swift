import Terrarium

/// Navigation: a stack of plants with a title and a toolbar, pushing a plant's detail, above a
/// split view of rooms and their plants.
struct NavigationPage: View {
    @State private var plants = Plant.samples
    @State private var path: [Plant] = []
    @State private var room: String? = "Kitchen"

    var body: some View {
        VStack(alignment: .leading) {
            NavigationStack(path: $path) {
                VStack(alignment: .leading) {
                    ForEach(plants.prefix(4)) { plant in
                        NavigationLink(plant.name, value: plant)
                    }
                }
                .navigationTitle("Plants")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Sort") { plants.sort { $0.name < $1.name } }
                    }
                }
                .navigationDestination(for: Plant.self) { plant in
                    PlantDetail(plant: plant)
                }
            }
            .frame(height: 6)
            Divider()
            NavigationSplitView {
                List(Plant.rooms(of: plants), id: \.self, selection: $room) { room in
                    Text(room)
                }
            } detail: {
                if let room {
                    VStack(alignment: .leading) {
                        Text(room).bold()
                        ForEach(plants.filter { $0.room == room }) { plant in
                            Text(plant.name)
                        }
                    }
                } else {
                    Text("Choose a room").dim()
                }
            }
        }
    }
}

/// A plant pushed on the stack: its room and when it wants water, with a title of its name.
struct PlantDetail: View {
    let plant: Plant

    var body: some View {
        VStack(alignment: .leading) {
            Text("Stands in the \(plant.room.lowercased())")
            Text("Water every \(plant.daysToWater) days")
            Text("Esc or Backspace goes back").dim()
        }
        .navigationTitle(plant.name)
    }
}
