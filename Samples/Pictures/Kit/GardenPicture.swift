import GardenKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The garden under its menu bar, with Jade chosen and the alert asking before it is deleted.
    public static let garden = Picture(
        name: "garden", title: "garden", size: Size(width: 80, height: 18), view: gardenScreen()
    ) { host in
        host.click(on: "Boston fern")
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.return)
    }

    /// The garden as the app shows it, its menu bar above.
    @MainActor
    private static func gardenScreen() -> some View {
        let garden = Garden()
        return GardenView(garden: garden).menuBar(GardenCommands(garden: garden), appName: "Garden")
    }
}
