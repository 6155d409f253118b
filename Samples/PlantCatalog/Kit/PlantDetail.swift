import Foundation
import RatingControl
import TerrariumApp
import TerrariumControls
import TerrariumCore
import TerrariumTerminal
import TerrariumTransfer

/// The declarative detail of the selected plant, with the imperative rating control embedded.
struct PlantDetail: View {
    let store: PlantStore

    var body: some View {
        if let plant = store.selectedPlant {
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) {
                        Text(plant.name).bold()
                        Text("Genus: \(plant.genus)")
                        Text("Water: \(plant.watering)")
                    }
                    Spacer()
                    // The genus's photo beside the name, three rows tall; a genus without one
                    // shows nothing. It illustrates the name, so assistive technology skips it.
                    Image(decorative: plant.genus.lowercased(), bundle: .module)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 6, height: 3)
                }
                Divider()
                TextField("Name", text: binding(plant.id, \.name)).frame(width: 20)
                RatingView(rating: binding(plant.id, \.rating))
                HStack {
                    Text("Rating: \(plant.rating)/5")
                    Button("Clear") { store.update(plant.id) { $0.rating = 0 } }
                }
                Text("Notes: " + (plant.notes.isEmpty ? "paste text here" : plant.notes)).lineLimit(1)
                Text(
                    "Attachments: "
                        + (plant.attachments.isEmpty ? "drop files here" : plant.attachments.joined(separator: ", "))
                )
                .lineLimit(1)
                Text(
                    "Favorites: "
                        + (store.favorites.isEmpty ? "drag plants here" : store.favorites.joined(separator: ", "))
                )
                .lineLimit(1)
                // Focusable, so the keyboard's drop reaches it; drawn highlighted while a plant is
                // dragged over it.
                .focusable()
                .dropDestination(for: Plant.self) { plants, _ in
                    store.addFavorites(plants)
                    return true
                }
                ShareLink(item: plant, preview: SharePreview(plant.name))
            }
            // Text pasted anywhere in the detail but the name field becomes the plant's notes.
            .pasteDestination(for: String.self) { texts in
                store.update(plant.id) { $0.notes = texts.joined(separator: " ") }
            }
        } else {
            Text("No plant selected").dim()
        }
    }

    /// A binding to one property of the plant with `id` in the store.
    private func binding<Value>(_ id: Plant.ID, _ keyPath: WritableKeyPath<Plant, Value>) -> Binding<Value> {
        let store = self.store
        let fallback = store.selectedPlant![keyPath: keyPath]
        return Binding(
            get: { store.plants.first { $0.id == id }?[keyPath: keyPath] ?? fallback },
            set: { value in store.update(id) { $0[keyPath: keyPath] = value } })
    }
}
