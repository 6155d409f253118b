import Foundation
import RatingControl
import Terrarium
import TerrariumPlugins

/// Four widgets bound to one rating, each labelled with where it comes from.
struct WidgetPluginsScreen: View {
    let locations: WidgetLocations
    @State private var rating = 3
    @Environment(\.quit) private var quit

    var body: some View {
        VStack(alignment: .leading) {
            Text("One rating, four widgets").bold()
            Divider()
            row("Swift, compiled in") { RatingView(rating: $rating) }
            row("Python process") {
                ProcessWidget(command: "python3", arguments: [locations.scripts + "/rating.py"])
                    .binding("rating", $rating, in: 0...5)
                    .property("maximum", 5)
                    .property("ascii", .bool(!RatingView.localeIsUTF8))
                    .permissions([.clipboard])
            }
            row("Shell process") {
                ProcessWidget(command: "sh", arguments: [locations.scripts + "/meter.sh"])
                    .binding("rating", $rating, in: 0...5)
            }
            row("Swift, loaded") {
                if FileManager.default.fileExists(atPath: locations.plugin) {
                    PluginWidget(path: locations.plugin, name: "Stars")
                        .binding("rating", $rating, in: 0...5)
                        .property("maximum", 5)
                } else {
                    Text("not built: swift build --product StarsPlugin").dim()
                }
            }
            Divider()
            HStack {
                Text("Rating: \(rating)/5")
                Button("Reset") { rating = 0 }
            }
            Text("Tab: next widget · arrows, digits: rate · q: quit").dim()
        }
        .padding(1)
        .onKeyPress("q") {
            quit()
            return .handled
        }
    }

    private func row(_ label: String, @ViewBuilder content: () -> some View) -> some View {
        HStack {
            Text(label).frame(width: 20, alignment: .leading)
            content()
        }
    }
}
