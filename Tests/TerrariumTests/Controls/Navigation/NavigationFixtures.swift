import Terrarium

/// A plant a catalog pushes by value.
struct NavigationPlant: Hashable {
    let name: String
}

/// A path an app owns outside its views, bound to a stack with `@Bindable`.
@Observable @MainActor final class NavigationStore {
    var path: [NavigationPlant] = []
    var anyPath = NavigationPath()
}

/// The catalog the navigation tests drive: a root of links by value and by destination, a
/// detail that links one level deeper, a toolbar and titles at every level.
struct NavigationCatalog: View {
    let store: NavigationStore

    var body: some View {
        @Bindable var store = store
        NavigationStack(path: $store.path) {
            VStack(alignment: .leading) {
                NavigationLink("Monstera", value: NavigationPlant(name: "Monstera"))
                NavigationLink("Fern", value: NavigationPlant(name: "Fern"))
                NavigationLink("About") { Text("A catalog of plants").navigationTitle("About") }
            }
            .navigationTitle("Plants")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
            }
            .navigationDestination(for: NavigationPlant.self) { plant in
                NavigationPlantDetail(plant: plant)
            }
        }
    }
}

/// A plant's page: its name, a counter that keeps its state under pushed views, and a link to
/// its care notes, one level deeper.
struct NavigationPlantDetail: View {
    let plant: NavigationPlant
    @State private var waterings = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Detail of \(plant.name)")
            Button("Water \(waterings)") { waterings += 1 }
            NavigationLink("Care", value: "care of \(plant.name)")
        }
        .navigationTitle(plant.name)
        .navigationDestination(for: String.self) { note in
            NavigationLink("More", value: 3).navigationTitle(note)
        }
    }
}
