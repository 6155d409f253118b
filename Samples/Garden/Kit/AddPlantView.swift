import Foundation
import TerrariumControls
import TerrariumCore

/// The sheet for a new plant: its name, genus and watering, added only with a name.
struct AddPlantView: View {
    let garden: Garden
    @State private var name = ""
    @State private var genus = ""
    @State private var watering = "weekly"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("New plant").bold()
            TextField("Name", text: $name).frame(width: 24)
            TextField("Genus", text: $genus).frame(width: 24)
            TextField("Water", text: $watering).frame(width: 24)
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Add") {
                    garden.add(name: name, genus: genus, watering: watering)
                    dismiss()
                }
                .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
        .padding(.horizontal, 1)
    }
}
