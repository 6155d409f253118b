import Terrarium
import TerrariumTerminal

/// plant-catalog: the demo of "Integrating SwiftUI" in a terminal — an imperative list of plants,
/// a declarative detail beside it, and an imperative 5-star rating inside the detail, bound both
/// ways.
@main
struct PlantCatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogScreen() }
    }
}

struct CatalogScreen: View {
    @State private var store = PlantStore()

    var body: some View {
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
            TerminalRunLoop.quit()
            return .handled
        }
    }
}
