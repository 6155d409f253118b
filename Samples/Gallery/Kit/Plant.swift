/// A plant of the gallery's pages: its name, the room it stands in and how many days it can go
/// without water.
struct Plant: Identifiable, Hashable {
    let name: String
    var room: String
    var daysToWater: Int

    var id: String { name }

    /// The plants every page starts with, by room.
    static let samples = [
        Plant(name: "Monstera", room: "Living room", daysToWater: 7),
        Plant(name: "Ficus", room: "Living room", daysToWater: 5),
        Plant(name: "Boston fern", room: "Bathroom", daysToWater: 2),
        Plant(name: "Maidenhair fern", room: "Bathroom", daysToWater: 1),
        Plant(name: "Pilea", room: "Kitchen", daysToWater: 4),
        Plant(name: "Calathea", room: "Kitchen", daysToWater: 3),
        Plant(name: "盆栽 Bonsai", room: "Study", daysToWater: 2),
    ]

    /// The rooms of `plants`, in the order they first appear.
    static func rooms(of plants: [Plant]) -> [String] {
        plants.reduce(into: []) { rooms, plant in
            if !rooms.contains(plant.room) { rooms.append(plant.room) }
        }
    }
}
