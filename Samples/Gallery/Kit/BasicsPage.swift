import Terrarium
import TerrariumTerminal

/// The basics: a list with selection, a form with fields, a toggle and buttons, an undoable
/// action, a paste target, a scroll view and a status line.
struct BasicsPage: View {
    static let plants = ["Monstera", "Ficus", "Fern", "盆栽 Bonsai", "Pilea", "Calathea"]

    @State private var selection = 0
    @State private var status = "nothing saved yet"

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top, spacing: 2) {
                PlantList(plants: Self.plants, selection: $selection)
                NoteForm(plant: Self.plants[selection], status: $status)
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(0..<200) { index in Text("line \(index)").dim() }
                    }
                }
                .frame(width: 10, height: 8)
            }
            Spacer()
            Text(status)
        }
    }
}
