public import Terrarium
import TerrariumTerminal

extension Command {
    /// Shows or hides the frame figures.
    static let toggleStatistics = Command("statistics", title: "Stats")
}

/// The gallery's screen: a list with selection, a form with fields, a toggle and buttons, an
/// undoable action, a paste target, a scroll view, a status line of frame figures and a help line
/// of the keys that work.
public struct GalleryView: View {
    static let plants = ["Monstera", "Ficus", "Fern", "盆栽 Bonsai", "Pilea", "Calathea"]

    @State private var selection = 0
    @State private var status = "nothing saved yet"
    @State private var showsStatistics = false
    @Environment(\.quit) private var quit

    /// A gallery with the first plant selected and nothing saved.
    public init() {}

    /// The title, the list, the form and the scroll view side by side, the status and the help line.
    public var body: some View {
        VStack(alignment: .leading) {
            Text(" Terrarium gallery ").bold().reverse()
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
            if showsStatistics { StatisticsLine() }
            HelpLine(
                leading: [
                    ActiveShortcut(keyPress: KeyPress(.tab), title: "Focus"),
                    ActiveShortcut(keyPress: KeyPress("q"), title: "Quit"),
                ],
                // The run loop's inspector takes F12 before any view; the line says it is there.
                trailing: [ActiveShortcut(keyPress: KeyPress(.function(12)), title: "Inspect")])
        }
        .onCommand(.toggleStatistics) { showsStatistics.toggle() }
        .onKeyPress("q") {
            quit()
            return .handled
        }
        .environment(\.keyBindings, Self.keyBindings)
    }

    static var keyBindings: KeyBindings {
        var bindings = KeyBindings.standard
        bindings[.toggleStatistics] = [KeyPress("t", modifiers: .control)]
        return bindings
    }
}
