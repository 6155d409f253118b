import Foundation

/// Where the sample finds its widgets: the scripts beside its sources, the plugin beside its binary.
struct WidgetLocations {
    /// The folder holding `rating.py` and `meter.sh`.
    var scripts: String
    /// The loaded plugin's library.
    var plugin: String

    static let usage = """
        usage: widget-plugins [--widgets DIR] [--plugin PATH]

          --widgets DIR   the folder with rating.py and meter.sh (default: the sample's own)
          --plugin PATH   the StarsPlugin library (default: libStarsPlugin.so beside this binary;
                          build it with `swift build --product StarsPlugin`)

        Tab and Shift+Tab move between the widgets; arrows and digits change the rating; q quits.
        """

    /// The locations from the command line, or nil for arguments it does not know.
    static func parse(_ arguments: [String]) -> WidgetLocations? {
        var locations = WidgetLocations(scripts: defaultScripts, plugin: defaultPlugin)
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--widgets":
                guard let value = rest.popFirst() else { return nil }
                locations.scripts = value
            case "--plugin":
                guard let value = rest.popFirst() else { return nil }
                locations.plugin = value
            default:
                return nil
            }
        }
        return locations
    }

    /// `Samples/WidgetPlugins/Widgets`, found from this source file: the sample runs from a checkout.
    private static var defaultScripts: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Widgets").path
    }

    /// `libStarsPlugin.so` in the folder of the running binary, which is where SwiftPM builds it.
    private static var defaultPlugin: String {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #if os(macOS)
            let name = "libStarsPlugin.dylib"
        #else
            let name = "libStarsPlugin.so"
        #endif
        return binary.deletingLastPathComponent().appendingPathComponent(name).path
    }
}
