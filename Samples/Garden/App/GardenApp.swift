import GardenKit
import TerrariumApp
import TerrariumControls
import TerrariumCore

/// garden: the plant catalog written the way Apple's samples write an app today — a
/// `NavigationSplitView` with a searchable `List(selection:)` sidebar, a detail that embeds the
/// imperative rating control, a sheet to add a plant, an alert before deleting one and a menu
/// bar with a Plant menu.
@main
struct GardenApp: App {
    let garden = Garden()

    var body: some Scene {
        WindowGroup { GardenView(garden: garden) }
            .commands { GardenCommands(garden: garden) }
    }
}
