import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct SplitViewTitleTests {
    private let rule24 = String(repeating: "─", count: 24)

    @Test func eachColumnShowsItsTitleInABarOverIt() throws {
        let host = TestHost(TitledSplitCatalog(taps: SplitViewTaps()), size: Size(width: 80, height: 8))
        let lines = host.lines()
        // The sidebar's 24 columns: the title centred, the Add button on the right.
        let sidebarBar = String(lines[0].prefix(24))
        #expect(sidebarBar.contains("Plants"))
        #expect(sidebarBar.hasSuffix("[ Add ]"))
        // The detail's bar, after the rule between the columns.
        let detailBar = String(lines[0].dropFirst(25))
        #expect(detailBar.trimmingCharacters(in: .whitespaces) == "Detail")
        // The rule between the columns joins the rules under the bars.
        #expect(lines[1] == rule24 + "┼" + String(repeating: "─", count: 55))
        #expect(lines[2].hasPrefix("Fern"))
        #expect(lines[2].dropFirst(24).hasPrefix("│Choose a plant"))
        // Both titles are bold headings.
        #expect(try #require(host.element(labeled: "Plants")).traits.contains(.isHeader))
        #expect(try #require(host.element(labeled: "Detail")).traits.contains(.isHeader))
        // A title follows the state that sets it.
        #expect(host.click(on: "Fern"))
        #expect(String(host.lines()[0].dropFirst(25)).trimmingCharacters(in: .whitespaces) == "Fern")
    }

    @Test func aToolbarButtonInTheSidebarsBarIsReachedByTabAndByClick() {
        let taps = SplitViewTaps()
        let host = TestHost(TitledSplitCatalog(taps: taps), size: Size(width: 80, height: 8))
        host.focusAtLaunch()
        var labels: [String] = []
        for _ in 0..<4 where host.focusedElement?.label != "Add" {
            _ = host.press(.tab)
            labels.append(host.focusedElement?.label ?? "nothing")
        }
        #expect(host.focusedElement?.label == "Add", "Tab went through \(labels)")
        _ = host.press(.return)
        #expect(taps.adds == 1)
        #expect(host.click(on: "Add"))
        #expect(taps.adds == 2)
        // The button ends the sidebar's bar, in columns 17 to 23 of the first row.
        #expect(host.lines()[0].prefix(24).hasSuffix("[ Add ]"))
        #expect(host.click(x: 19, y: 0))
        #expect(taps.adds == 3)
    }

    @Test func aColumnWithoutATitleOrToolbarHasNoBar() {
        struct HalfTitled: View {
            var body: some View {
                NavigationSplitView {
                    Text("Sidebar").navigationTitle("Plants")
                } detail: {
                    Text("Detail text")
                }
            }
        }
        let lines = TestHost(HalfTitled(), size: Size(width: 80, height: 5)).lines()
        #expect(lines[0].dropFirst(24).hasPrefix("│Detail text"))
        #expect(lines[1].prefix(24) == rule24)
        #expect(lines[1] == rule24 + "┤")
        #expect(lines[2].hasPrefix("Sidebar"))
    }

    @Test func aStackInTheDetailDrawsExactlyOneBar() {
        let lines = TestHost(StackDetailSplitCatalog(), size: Size(width: 80, height: 8)).lines()
        let detail = lines.map { String($0.dropFirst(25)) }
        #expect(detail[0].trimmingCharacters(in: .whitespaces) == "Detail")
        #expect(detail.filter { $0.hasPrefix("───") }.count == 1)
        #expect(!lines.joined().contains("Column"))
        #expect(detail[2].hasPrefix("Nothing chosen"))
    }

    @Test func collapsedTheShownColumnsBarHoldsTheBackButtonAndTheTitle() throws {
        let host = TestHost(TitledSplitCatalog(taps: SplitViewTaps()), size: Size(width: 40, height: 8))
        // The sidebar first, under its own bar, without a back button.
        #expect(host.lines()[0].hasPrefix("                 Plants"))
        #expect(!host.lines()[0].contains("‹"))
        #expect(host.lines()[2].hasPrefix("Fern"))
        // Focus starts on the Add button in the bar, as in a stack; the list is next.
        host.focusAtLaunch()
        #expect(host.focusedElement?.label == "Add")
        _ = host.press(.tab)
        _ = host.press(.downArrow)
        // One row: back to the sidebar, named by its title, and the detail's title.
        let bar = host.lines()[0]
        #expect(bar.hasPrefix("‹ Plants"))
        #expect(bar.contains("Fern"))
        #expect(host.lines()[1] == String(repeating: "─", count: 40))
        #expect(host.lines()[2].hasPrefix("About Fern"))
        #expect(host.element(labeled: "Back", role: .button) != nil)
        // Escape goes back, and so does a click on the back button.
        _ = host.press(.escape)
        #expect(host.lines()[0].hasPrefix("                 Plants"))
        #expect(host.element(labeled: "Back", role: .button) == nil)
        #expect(host.click(on: "Fern"))
        #expect(host.lines()[0].hasPrefix("‹ Plants"))
        #expect(host.click(x: 2, y: 0))
        #expect(host.lines()[2].hasPrefix("Fern"))
    }

    @Test func collapsedAStackInTheDetailPutsTheBackButtonInItsOwnBar() {
        let host = TestHost(StackDetailSplitCatalog(), size: Size(width: 40, height: 8))
        host.focusAtLaunch()
        _ = host.press(.downArrow)
        let lines = host.lines()
        #expect(lines[0].hasPrefix("‹ Plants"))
        #expect(lines[0].contains("Detail"))
        #expect(lines.filter { $0.hasPrefix("───") }.count == 1)
        #expect(lines[2].hasPrefix("Fern"))
        // Pushed, the stack's back button pops first; at its root it goes back a column.
        #expect(host.click(on: "Care"))
        #expect(host.lines()[0].hasPrefix("‹ Detail"))
        _ = host.press(.escape)
        #expect(host.lines()[0].hasPrefix("‹ Plants"))
        _ = host.press(.escape)
        #expect(host.lines()[0].contains("Plants") && !host.lines()[0].contains("‹"))
        #expect(host.lines()[2].hasPrefix("Fern"))
    }

    @Test func theLastColumnStopsAtItsMaximumAndAnIdealIsHeldUnderIt() {
        struct Bounded: View {
            var body: some View {
                NavigationSplitView {
                    Text("Side").navigationSplitViewColumnWidth(min: 4, ideal: 30, max: 10)
                } detail: {
                    Text(String(repeating: "x", count: 100))
                        .navigationSplitViewColumnWidth(min: 20, ideal: 30, max: 40)
                }
            }
        }
        let line = TestHost(Bounded(), size: Size(width: 100, height: 3)).lines()[0]
        // The sidebar 10 wide, the detail 40, and nothing past it.
        #expect(line.hasPrefix("Side      │" + String(repeating: "x", count: 40)))
        #expect(line.dropFirst(51).allSatisfy { $0 == " " })
    }

    @Test func tinySizesDoNotCrash() {
        expectNoCrashAtTinySizes(
            { TitledSplitCatalog(taps: SplitViewTaps()) }, keys: [.tab, .downArrow, .escape],
            extraSize: Size(width: 3, height: 2))
        expectNoCrashAtTinySizes({ StackDetailSplitCatalog() }, keys: [.downArrow, .return, .escape])
    }
}
