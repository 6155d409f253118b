import Terrarium
import TerrariumTerminal

/// A list with a selection: one Tab stop; ↑ and ↓ move the selection, a click selects a row.
///
/// It has focus at launch, so ↓ works at once.
struct PlantList: View {
    let plants: [String]
    @Binding var selection: Int
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("Plants").underline()
            ForEach(plants.indices, id: \.self) { index in
                PlantRow(name: plants[index], isSelected: index == selection)
                    .onTapGesture { selection = index }
            }
        }
        // `focused` makes the list a focus stop itself; with `focusable()` too it would be two
        // stops, one Tab apart.
        .focused($isFocused)
        .defaultFocus($isFocused, true)
        .onKeyPress(.downArrow) {
            selection = min(selection + 1, plants.count - 1)
            return .handled
        }
        .onKeyPress(.upArrow) {
            selection = max(selection - 1, 0)
            return .handled
        }
    }
}

/// A row of the list: the selected one is marked, and reversed while the list has focus.
struct PlantRow: View {
    let name: String
    let isSelected: Bool
    @Environment(\.isFocused) private var listFocused

    var body: some View {
        Text((isSelected ? "▶ " : "  ") + name)
            .bold(isSelected)
            .reverse(isSelected && listFocused)
    }
}
