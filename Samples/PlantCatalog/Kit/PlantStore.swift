public import Foundation
public import Observation
public import TerrariumTransfer

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
    /// The names dropped on Favorites, in the order they came.
    public private(set) var favorites: [String] = []
    /// What the last copy, paste or drop came to, for the status line.
    public var status: String?

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

    /// Adds a copy of `plant` at the end of the list, under a new identifier, and selects it.
    @discardableResult
    public func add(_ plant: Plant) -> Plant {
        let copy = Plant(
            id: (plants.map(\.id).max() ?? 0) + 1, name: plant.name, genus: plant.genus, watering: plant.watering,
            rating: plant.rating, notes: plant.notes, attachments: plant.attachments)
        plants.append(copy)
        selectedID = copy.id
        NotificationCenter.default.post(name: .plantsDidChange, object: self)
        return copy
    }

    /// Adds the plants pasted as `items`: each item's plant, or a plant in JSON pasted as text.
    ///
    /// Nothing changes when an item is not a plant; the status says why.
    public func paste(_ items: [TransferItem]) async {
        var pasted: [Plant] = []
        for item in items {
            do {
                pasted.append(try await Self.plant(from: item))
            } catch {
                status = "Cannot paste as a plant: \(error)"
                return
            }
        }
        for plant in pasted { add(plant) }
        status = pasted.count == 1 ? "Pasted \(pasted[0].name)" : "Pasted \(pasted.count) plants"
    }

    /// The plant in `item`: its own representation, or JSON in its text.
    private static func plant(from item: TransferItem) async throws -> Plant {
        if item.contentType(accepting: [.plant]) != nil { return try await item.load(Plant.self) }
        let text = try await item.data(as: .plainText)
        return try await Plant.imported(from: text, contentType: .plant)
    }

    /// Adds the names of `plants` to Favorites, each once.
    public func addFavorites(_ plants: [Plant]) {
        for plant in plants where !favorites.contains(plant.name) { favorites.append(plant.name) }
        status = "Added \(plants.map(\.name).joined(separator: ", ")) to Favorites"
    }

    /// Attaches the files at `urls` to the selected plant, by name.
    public func attach(_ urls: [URL]) {
        guard let id = selectedID else {
            status = "Select a plant to attach files to"
            return
        }
        update(id) { $0.attachments += urls.map(\.lastPathComponent) }
        status = "Attached \(urls.map(\.lastPathComponent).joined(separator: ", "))"
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
