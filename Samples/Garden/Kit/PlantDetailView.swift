import PlantCatalogKit
import RatingControl
import TerrariumControls
import TerrariumCore

/// What the garden knows of one plant, editable, with the imperative five-star rating control
/// embedded through its representable and bound both ways.
struct PlantDetailView: View {
    let garden: Garden
    let id: Plant.ID

    var body: some View {
        if let plant = garden.plant(id) {
            VStack(alignment: .leading) {
                Text("Genus: \(plant.genus)")
                Text("Water: \(plant.watering)")
                Divider()
                TextField("Name", text: garden.binding(id, \.name, default: plant.name))
                    .frame(width: 24)
                RatingView(rating: garden.binding(id, \.rating, default: 0))
                Text("Rating: \(plant.rating)/5")
                TextField("Notes", text: garden.binding(id, \.notes, default: ""))
                    .frame(width: 24)
                Spacer()
                Button("Delete…", role: .destructive) { garden.confirmDeletion(of: plant) }
            }
            .padding(.horizontal, 1)
        }
    }
}
