import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A plugin built in this test run, hosted in a view tree by `PluginWidget` and driven through
/// `TestHost` like any view: bound both ways, keys it does not use bubbling up, a wrong stamp
/// shown in its placeholder.
@MainActor @Suite(.enabled(if: PluginFixtures.swiftc != nil, "swiftc is not on PATH: the plugins cannot be built"))
struct PluginWidgetHostingTests {
    struct Screen: View {
        let path: String
        @State private var rating = 2
        @State private var bubbled = "none"

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                PluginWidget(path: path, name: "Stars").binding("rating", $rating).property("maximum", 5)
                Text("rating: \(rating) bubbled: \(bubbled)")
                Button("Five") { rating = 5 }
            }
            .onKeyPress("q") {
                bubbled = "q"
                return .handled
            }
        }
    }

    @Test func aLoadedWidgetIsBoundBothWaysAndLetsOtherKeysBubble() async throws {
        let libraries = try await PluginFixtures.libraries()
        let host = TestHost(Screen(path: libraries.stars), size: Size(width: 30, height: 3))
        #expect(host.lines()[0] == " ★★☆☆☆")
        host.press(.tab)
        #expect(host.lines()[0] == "[★★☆☆☆]")
        host.press(.rightArrow)
        #expect(host.lines()[0] == "[★★★☆☆]")
        #expect(host.lines()[1] == "rating: 3 bubbled: none")
        host.press("q")
        #expect(host.lines()[1] == "rating: 3 bubbled: q")
        host.click(on: "Five")
        #expect(host.lines()[0] == " ★★★★★")
        host.clearWidgetLifecycleLog()
        host.tearDown()
        #expect(host.widgetLifecycleLog.map(\.description) == ["PluginWidget dismantle"])
    }

    @Test func aPluginWithAnotherStampLeavesAPlaceholderSayingWhy() async throws {
        let libraries = try await PluginFixtures.libraries()
        let host = TestHost(Screen(path: libraries.wrongStamp), size: Size(width: 200, height: 3))
        #expect(host.lines()[0].hasPrefix("⚠ Stars refused: \(libraries.wrongStamp) was built for Terrarium 0.17.0"))
        #expect(host.lines()[0].contains("this app is Terrarium 0.18.0"))
        host.tearDown()
    }
}
