import Foundation
import Observation

/// A plant in the catalog.
struct Plant: Identifiable, Hashable {
    let id: Int
    var name: String
    var genus: String
    var watering: String
    var rating: Int
}

extension Notification.Name {
    /// Posted by a ``PlantStore`` after its plants changed.
    static let plantsDidChange = Notification.Name("PlantsDidChange")
}

/// The catalog's data: a class that posts a notification when plants change, which the
/// imperative list follows, and that is `@Observable`, which the declarative detail follows.
@Observable @MainActor
final class PlantStore {
    private(set) var plants: [Plant]
    /// The plant the detail shows.
    var selectedID: Plant.ID?

    init(plants: [Plant] = PlantStore.samples) {
        self.plants = plants
        selectedID = plants.first?.id
    }

    /// The selected plant, if any.
    var selectedPlant: Plant? { plants.first { $0.id == selectedID } }

    /// Changes the plant with `id` and tells the observers.
    func update(_ id: Plant.ID, _ change: (inout Plant) -> Void) {
        guard let index = plants.firstIndex(where: { $0.id == id }) else { return }
        var plant = plants[index]
        change(&plant)
        guard plant != plants[index] else { return }
        plants[index] = plant
        NotificationCenter.default.post(name: .plantsDidChange, object: self)
    }

    static let samples: [Plant] = [
        Plant(id: 1, name: "Monstera", genus: "Monstera", watering: "weekly", rating: 4),
        Plant(id: 2, name: "Fiddle leaf", genus: "Ficus", watering: "weekly", rating: 2),
        Plant(id: 3, name: "Boston fern", genus: "Nephrolepis", watering: "daily", rating: 3),
        Plant(id: 4, name: "Snake plant", genus: "Dracaena", watering: "monthly", rating: 5),
        Plant(id: 5, name: "Pothos", genus: "Epipremnum", watering: "weekly", rating: 0),
        Plant(id: 6, name: "Jade", genus: "Crassula", watering: "monthly", rating: 1),
    ]
}
