import PlantCatalogKit
import TerrariumControls
import TerrariumCore

/// The searchable list of plants, each with its rating as a badge, a context menu and a swipe to
/// delete.
struct PlantSidebar: View {
    @Bindable var garden: Garden

    var body: some View {
        List(garden.visiblePlants, selection: $garden.selection) { plant in
            Text(plant.name)
                .badge(plant.rating == 0 ? nil : String(repeating: "★", count: plant.rating))
                .contextMenu {
                    Button("Rate 5 stars") { garden.binding(plant.id, \.rating, default: 0).wrappedValue = 5 }
                    Button("Delete…", role: .destructive) { garden.confirmDeletion(of: plant) }
                }
                .swipeActions {
                    Button("Delete…", role: .destructive) { garden.confirmDeletion(of: plant) }
                }
        }
        .listStyle(.sidebar)
        .searchable(text: $garden.searchText, prompt: "Search plants")
        .overlay {
            if garden.visiblePlants.isEmpty, !garden.searchText.isEmpty {
                ContentUnavailableView.search(text: garden.searchText)
            }
        }
    }
}
