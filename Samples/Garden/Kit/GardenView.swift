import PlantCatalogKit
import TerrariumControls
public import TerrariumCore

/// The garden, as Apple's samples write an app today: a searchable sidebar list of plants, the
/// chosen plant's detail beside it (with the imperative rating control inside), a sheet to add a
/// plant and an alert before deleting one.
public struct GardenView: View {
    @Bindable var garden: Garden

    /// The screen of `garden`.
    public init(garden: Garden) {
        self.garden = garden
    }

    /// The sidebar and the detail side by side, with the sheet and the alert over them.
    public var body: some View {
        NavigationSplitView {
            PlantSidebar(garden: garden)
        } detail: {
            NavigationStack {
                if let plant = garden.plant(garden.selection) {
                    PlantDetailView(garden: garden, id: plant.id)
                        .navigationTitle(plant.name)
                        .toolbar { AddPlantButton(garden: garden) }
                } else {
                    ContentUnavailableView(
                        "No plant selected", systemImage: "leaf", description: Text("Choose one in the list.")
                    )
                    .navigationTitle("Garden")
                    .toolbar { AddPlantButton(garden: garden) }
                }
            }
        }
        .sheet(isPresented: $garden.isAddingPlant) {
            AddPlantView(garden: garden)
                .presentationDetents([.medium])
        }
        .alert(
            "Delete \(garden.plantToDelete?.name ?? "plant")?", isPresented: $garden.isConfirmingDeletion,
            presenting: garden.plantToDelete
        ) { plant in
            Button("Delete", role: .destructive) { garden.delete(plant.id) }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("Its rating and notes go with it.")
        }
    }
}

/// The toolbar's button that opens the sheet for a new plant.
struct AddPlantButton: View {
    let garden: Garden

    var body: some View {
        // Ctrl+N is the Plant menu's, in the menu bar.
        Button("Add") { garden.isAddingPlant = true }
    }
}
