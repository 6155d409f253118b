public import Terrarium
import TerrariumTerminal

/// The catalog's screen: a title, the catalog and a help line; `q` quits.
public struct CatalogScreen: View {
    @State private var store: PlantStore
    @Environment(\.quit) private var quit

    /// Creates the screen over `store` (the sample plants by default).
    public init(store: PlantStore = PlantStore()) {
        _store = State(wrappedValue: store)
    }

    /// The title, the catalog and the help line.
    public var body: some View {
        VStack(alignment: .leading) {
            Text(" Plant catalog ").bold().reverse()
            CatalogView(store: store)
            HelpLine(leading: [
                ActiveShortcut(keyPress: KeyPress(.tab), title: "Focus"),
                ActiveShortcut(keyPress: KeyPress(.upArrow), title: "Select"),
                ActiveShortcut(keyPress: KeyPress(.rightArrow), title: "Rate"),
                ActiveShortcut(keyPress: KeyPress("q"), title: "Quit"),
            ])
        }
        .onKeyPress("q") {
            quit()
            return .handled
        }
    }
}
