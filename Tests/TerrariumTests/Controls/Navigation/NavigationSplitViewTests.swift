import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct NavigationSplitViewTests {
    struct Catalog: View {
        @State var chosen: String?
        var body: some View {
            NavigationSplitView {
                List(["Fern", "Moss", "Ivy"], id: \.self, selection: $chosen) { Text($0) }
            } detail: {
                VStack(alignment: .leading) {
                    Text(chosen.map { "About \($0)" } ?? "Choose a plant")
                    Button("Water") {}
                }
            }
        }
    }

    @Test func wideEnoughTheColumnsStandSideBySideWithARule() {
        let host = TestHost(Catalog(), size: Size(width: 80, height: 6))
        let line = host.lines()[0]
        #expect(line.hasPrefix("Fern"))
        #expect(line.contains("│Choose a plant"))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        #expect(host.lines()[0].contains("│About Moss"))
    }

    @Test func narrowItCollapsesAndChoosingARowShowsTheDetailWithABackRow() {
        let host = TestHost(Catalog(), size: Size(width: 40, height: 6))
        #expect(host.lines()[0].hasPrefix("Fern"))
        #expect(!host.lines().joined().contains("Choose a plant"))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        #expect(host.lines()[0].hasPrefix("‹ Back"))
        #expect(host.lines()[1].hasPrefix("About Fern"))
        // The sidebar's list is hidden: focus moves on to the detail, and Tab stays there.
        #expect(host.focusedElement?.label == "Water")
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "Water")
        _ = host.press(.escape)
        #expect(host.lines()[0].hasPrefix("Fern"))
        // A click on the back row goes back too.
        _ = host.click(x: 1, y: 1)
        #expect(host.lines()[0].hasPrefix("‹ Back"))
        _ = host.click(x: 1, y: 0)
        #expect(host.lines()[0].hasPrefix("Fern"))
    }

    @Test func detailOnlyHidesTheSidebarAndAThirdColumnStandsBetween() {
        let detailOnly = NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
            Text("sidebar")
        } detail: {
            Text("detail")
        }
        let host = TestHost(detailOnly, size: Size(width: 80, height: 3))
        #expect(host.lines()[0].hasPrefix("detail"))
        let three = NavigationSplitView {
            Text("sidebar")
        } content: {
            Text("content")
        } detail: {
            Text("detail")
        }
        let wide = TestHost(three, size: Size(width: 100, height: 3))
        let line = wide.lines()[0]
        #expect(line.hasPrefix("sidebar"))
        #expect(line.contains("│content"))
        #expect(line.contains("│detail"))
    }

    @Test func tinySizesDoNotCrash() {
        expectNoCrashAtTinySizes({ Catalog() }, keys: [.downArrow, .escape], extraSize: Size(width: 3, height: 2))
    }
}
