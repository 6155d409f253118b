import PlantCatalogKit
import TerrariumApp
import TerrariumCore

/// plant-catalog: the demo of "Integrating SwiftUI" in a terminal — an imperative list of plants,
/// a declarative detail beside it, and an imperative 5-star rating inside the detail, bound both
/// ways.
///
/// It imports only the modules it uses, the engine, the controls and the app, so its binary links
/// no documents, sharing or sockets; `import Terrarium` would bring every module at once.
@main
struct PlantCatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogScreen() }
    }
}
