import Foundation
import TerrariumApp
import TerrariumControls
public import TerrariumCore
import TerrariumTerminal

/// The catalog's screen: a title with the latest status, the catalog and a help line; `q` quits.
public struct CatalogScreen: View {
    @State private var store: PlantStore
    @Environment(\.quit) private var quit
    @Environment(\.clipboard) private var clipboard

    /// Creates the screen over `store` (the sample plants by default).
    public init(store: PlantStore = PlantStore()) {
        _store = State(wrappedValue: store)
    }

    /// The title, the catalog and the help line.
    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(" Plant catalog ").bold().reverse()
                Text(store.status ?? "").dim().lineLimit(1)
            }
            CatalogView(store: store)
            HelpLine(leading: [
                ActiveShortcut(keyPress: KeyPress(.tab), title: "Focus"),
                ActiveShortcut(keyPress: KeyPress(.upArrow), title: "Select"),
                ActiveShortcut(keyPress: KeyPress(.rightArrow), title: "Rate"),
                ActiveShortcut(keyPress: KeyPress("q"), title: "Quit"),
            ])
        }
        // A file dropped anywhere on the catalog, or its path pasted, is attached to the selected plant.
        .dropDestination(for: URL.self) { urls, _ in
            store.attach(urls)
            return true
        }
        // What the clipboard says of a copy or a paste shows in the same place as the store's news.
        .onChange(of: clipboard?.status) { _, status in store.status = status }
        .onKeyPress("q") {
            quit()
            return .handled
        }
    }
}
