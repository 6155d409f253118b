import PlantCatalogKit
import Terrarium

/// plant-catalog: the demo of "Integrating SwiftUI" in a terminal — an imperative list of plants,
/// a declarative detail beside it, and an imperative 5-star rating inside the detail, bound both
/// ways.
@main
struct PlantCatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogScreen() }
    }
}
