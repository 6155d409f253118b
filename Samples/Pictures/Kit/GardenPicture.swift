import GardenKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// The garden with Jade chosen and the alert asking before it is deleted.
    public static let garden = Picture(
        name: "garden", title: "garden", size: Size(width: 80, height: 18), view: GardenView(garden: Garden())
    ) { host in
        host.click(on: "Boston fern")
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.return)
    }
}
