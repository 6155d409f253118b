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

    @Test func narrowItCollapsesAndChoosingARowShowsTheDetailWithABackButton() {
        let host = TestHost(Catalog(), size: Size(width: 40, height: 6))
        #expect(host.lines()[0].hasPrefix("Fern"))
        #expect(!host.lines().joined().contains("Choose a plant"))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        // The detail's bar holds the back button, named after the untitled sidebar "Back".
        #expect(host.lines()[0].hasPrefix("‹ Back"))
        #expect(host.lines()[1] == String(repeating: "─", count: 40))
        #expect(host.lines()[2].hasPrefix("About Fern"))
        // The sidebar's list is hidden: focus moves into the detail, and Tab stays in its column.
        #expect(host.focusedElement?.label == "Water")
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "Back")
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

    /// A sidebar asking for 12 columns, at least 8.
    struct Narrow: View {
        var body: some View {
            NavigationSplitView {
                List(["Fern", "Moss"], id: \.self) { Text($0) }
                    .navigationSplitViewColumnWidth(min: 8, ideal: 12, max: 20)
            } detail: {
                Text("Detail")
            }
        }
    }

    @Test func aColumnWidthSetsTheSidebarAndItsMinimumPutsOffTheCollapse() {
        // Room for 12 + a rule + the detail's 30: the ideal width.
        #expect(TestHost(Narrow(), size: Size(width: 60, height: 3)).lines()[0].hasPrefix("Fern        │Detail"))
        // 40 columns: only the minimum fits beside the detail.
        #expect(TestHost(Narrow(), size: Size(width: 40, height: 3)).lines()[0].hasPrefix("Fern    │Detail"))
        // 38: not even that, so it collapses to the sidebar.
        let collapsed = TestHost(Narrow(), size: Size(width: 38, height: 3)).lines()[0]
        #expect(collapsed.hasPrefix("Fern") && !collapsed.contains("│"))
    }

    @Test func hostileColumnWidthsAreHeldInRange() {
        struct Hostile: View {
            let width: Int
            var body: some View {
                NavigationSplitView {
                    Text("Side").navigationSplitViewColumnWidth(width)
                } detail: {
                    Text("Detail")
                }
            }
        }
        for width in [Int.min, -1, 0, Int.max] {
            let lines = TestHost(Hostile(width: width), size: Size(width: 50, height: 3)).lines()
            #expect(lines[0].contains("Side") || lines[0].contains("Detail"), "\(width)")
        }
        #expect(TestHost(Hostile(width: 0), size: Size(width: 50, height: 3)).lines()[0].hasPrefix("S│Detail"))
    }

    @Test func tinySizesDoNotCrash() {
        expectNoCrashAtTinySizes({ Catalog() }, keys: [.downArrow, .escape], extraSize: Size(width: 3, height: 2))
    }
}
