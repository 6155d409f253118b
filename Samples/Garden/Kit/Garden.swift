import Foundation
public import Observation
public import PlantCatalogKit
public import TerrariumCore

/// The garden's plants and what the screen is asking about them, observed by the views.
@Observable @MainActor
public final class Garden {
    /// The plants, in the order they were added.
    public private(set) var plants: [Plant]
    /// The plant chosen in the sidebar.
    public var selection: Plant.ID?
    /// What the sidebar's search field holds.
    public var searchText = ""
    /// Whether the sheet for a new plant is up.
    public var isAddingPlant = false
    /// The plant the delete alert asks about.
    public var plantToDelete: Plant?
    /// Whether the delete alert is up.
    public var isConfirmingDeletion = false

    /// A garden of `plants`, the catalog's samples by default.
    public init(plants: [Plant] = PlantStore.samples) {
        self.plants = plants
    }

    /// The plants whose name or genus holds the search text, ignoring case.
    public var visiblePlants: [Plant] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return plants }
        return plants.filter {
            $0.name.localizedCaseInsensitiveContains(query) || $0.genus.localizedCaseInsensitiveContains(query)
        }
    }

    /// The plant with `id`, if the garden has it.
    public func plant(_ id: Plant.ID?) -> Plant? { plants.first { $0.id == id } }

    /// Adds a plant and selects it.
    @discardableResult
    public func add(name: String, genus: String, watering: String) -> Plant {
        let plant = Plant(
            id: (plants.map(\.id).max() ?? 0) + 1, name: name, genus: genus, watering: watering, rating: 0)
        plants.append(plant)
        selection = plant.id
        return plant
    }

    /// Asks, with an alert, whether to delete `plant`.
    public func confirmDeletion(of plant: Plant) {
        plantToDelete = plant
        isConfirmingDeletion = true
    }

    /// Deletes the plant with `id`, clearing the selection if it was chosen.
    public func delete(_ id: Plant.ID) {
        plants.removeAll { $0.id == id }
        if selection == id { selection = nil }
    }

    /// A binding to one property of the plant with `id`; writes to a plant deleted since are dropped.
    public func binding<Value>(_ id: Plant.ID, _ keyPath: WritableKeyPath<Plant, Value>, default value: Value)
        -> Binding<Value>
    {
        Binding(
            get: { [weak self] in self?.plant(id)?[keyPath: keyPath] ?? value },
            set: { [weak self] newValue in
                guard let self, let index = self.plants.firstIndex(where: { $0.id == id }) else { return }
                self.plants[index][keyPath: keyPath] = newValue
            })
    }
}
