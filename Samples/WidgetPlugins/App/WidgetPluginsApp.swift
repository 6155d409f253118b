import Foundation
import Terrarium

/// widget-plugins: one rating shown by four widgets from four places — compiled in, a Python
/// process, a shell script and a Swift library loaded at run time — all bound to the same value.
@main
struct WidgetPluginsApp: App {
    private let locations: WidgetLocations

    init() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(WidgetLocations.usage)
            exit(0)
        }
        guard let locations = WidgetLocations.parse(arguments) else {
            FileHandle.standardError.write(Data("widget-plugins: unknown arguments\n\n\(WidgetLocations.usage)\n".utf8))
            exit(2)
        }
        self.locations = locations
    }

    var body: some Scene {
        WindowGroup { WidgetPluginsScreen(locations: locations) }
    }
}
