import PlantCatalogKit
public import TerrariumControls
import TerrariumCore

/// The garden's menu: add a plant, rate or delete the chosen one, search.
public struct GardenCommands: Commands {
    let garden: Garden

    /// The commands acting on `garden`.
    public init(garden: Garden) {
        self.garden = garden
    }

    /// A Plant menu after View, and a way to search in Edit's find group.
    public var body: some Commands {
        CommandMenu("Plant") {
            Button("Add Plant…") { garden.isAddingPlant = true }
                .keyboardShortcut("n", modifiers: .control)
            Button("Rate 5 Stars") { rateChosen(5) }
                .keyboardShortcut("5", modifiers: .option)
                .disabled(garden.selection == nil)
            Button("Clear Rating") { rateChosen(0) }
                .disabled(garden.selection == nil)
            Divider()
            Button("Delete…", role: .destructive) {
                if let plant = garden.plant(garden.selection) { garden.confirmDeletion(of: plant) }
            }
            .disabled(garden.selection == nil)
        }
    }

    private func rateChosen(_ rating: Int) {
        guard let id = garden.selection else { return }
        garden.binding(id, \.rating, default: 0).wrappedValue = rating
    }
}
