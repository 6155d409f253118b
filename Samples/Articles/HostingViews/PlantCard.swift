import Terrarium

// article: HostingDeclarativeViews.md#1
struct GreenhousePlant: Hashable {
    var name: String
    var watering: String

    static let samples = [
        GreenhousePlant(name: "Monstera", watering: "weekly"),
        GreenhousePlant(name: "Boston fern", watering: "daily"),
        GreenhousePlant(name: "Snake plant", watering: "monthly"),
    ]
}

struct PlantCard: View {
    let plant: GreenhousePlant
    @Environment(\.greenhouseName) private var greenhouse

    var body: some View {
        VStack(alignment: .leading) {
            Text(plant.name).bold()
            Text("Water \(plant.watering)")
            Text("Grows in the \(greenhouse)").dim()
        }
        .padding(.horizontal, 1)
        .border(.rounded)
    }
}
// end article
