public import Foundation
public import Observation

/// A plant in the catalog.
public struct Plant: Identifiable, Hashable, Sendable {
    /// Identifies the plant.
    public let id: Int
    /// The plant's common name.
    public var name: String
    /// The plant's genus.
    public var genus: String
    /// How often it wants water.
    public var watering: String
    /// The user's rating, 0 to 5.
    public var rating: Int

    /// Creates a plant.
    public init(id: Int, name: String, genus: String, watering: String, rating: Int) {
        self.id = id
        self.name = name
        self.genus = genus
        self.watering = watering
        self.rating = rating
    }
}

extension Notification.Name {
    /// Posted by a ``PlantStore`` after its plants changed.
    public static let plantsDidChange = Notification.Name("PlantsDidChange")
}

/// The catalog's data: a class that posts a notification when plants change, which the
/// imperative list follows, and that is `@Observable`, which the declarative detail follows.
@Observable @MainActor
public final class PlantStore {
    /// The plants, in list order.
    public private(set) var plants: [Plant]
    /// The plant the detail shows.
    public var selectedID: Plant.ID?

    /// Creates a store of `plants`, the first one selected.
    public init(plants: [Plant] = PlantStore.samples) {
        self.plants = plants
        selectedID = plants.first?.id
    }

    /// The selected plant, if any.
    public var selectedPlant: Plant? { plants.first { $0.id == selectedID } }

    /// Changes the plant with `id` and tells the observers.
    public func update(_ id: Plant.ID, _ change: (inout Plant) -> Void) {
        guard let index = plants.firstIndex(where: { $0.id == id }) else { return }
        var plant = plants[index]
        change(&plant)
        guard plant != plants[index] else { return }
        plants[index] = plant
        NotificationCenter.default.post(name: .plantsDidChange, object: self)
    }

    /// The plants the sample starts with.
    public static let samples: [Plant] = [
        Plant(id: 1, name: "Monstera", genus: "Monstera", watering: "weekly", rating: 4),
        Plant(id: 2, name: "Fiddle leaf", genus: "Ficus", watering: "weekly", rating: 2),
        Plant(id: 3, name: "Boston fern", genus: "Nephrolepis", watering: "daily", rating: 3),
        Plant(id: 4, name: "Snake plant", genus: "Dracaena", watering: "monthly", rating: 5),
        Plant(id: 5, name: "Pothos", genus: "Epipremnum", watering: "weekly", rating: 0),
        Plant(id: 6, name: "Jade", genus: "Crassula", watering: "monthly", rating: 1),
    ]
}
