import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct SearchableTests {
    static let plants = SearchablePlant.named(["Fern", "Moss", "Ivy", "Maidenhair fern", "Palm"])

    /// A searchable list as Apple's samples write one, with a line under it that shows the
    /// search text and what Return submitted.
    struct Catalog: View {
        @State var query = ""
        @State var selection: Int?
        @State var submitted: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                PlantResults(plants: SearchableTests.plants, query: query, selection: $selection)
                    .frame(height: 5)
                    .searchable(text: $query, prompt: "Find a plant")
                    .onSubmit(of: .search) { submitted.append(query) }
                Text("query \(query) submitted \(submitted.joined(separator: ","))")
            }
        }
    }

    /// A view inside a searchable one that shows `isSearching` and ends the search with a button.
    struct Status: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack(alignment: .leading) {
                Text(isSearching ? "searching" : "idle")
                Button("Done") { dismissSearch() }
            }
        }
    }

    struct StatusScreen: View {
        @State var query = ""
        var body: some View {
            Status().searchable(text: $query)
        }
    }

    private func fieldIsFocused(_ host: TestHost<some View>) -> Bool {
        host.focusedElement?.role == .textField
    }

    @Test func theFieldIsARowAboveTheListWithItsPrompt() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        let lines = host.lines()
        #expect(lines[0] == "/ Find a plant")
        #expect(lines[1] == String(repeating: "─", count: 24))
        #expect(Array(lines[2...4]) == ["Fern", "Moss", "Ivy"])
        let field = host.element(labeled: "Find a plant", role: .textField)
        #expect(field?.traits.contains(.isSearchField) == true)
    }

    @Test func typingInTheFieldFiltersTheRows() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.focusAtLaunch()
        #expect(fieldIsFocused(host))
        host.type("fern")
        let lines = host.lines()
        #expect(lines[0] == "/ fern                 ×")
        #expect(Array(lines[2...3]) == ["Fern", "Maidenhair fern"])
        #expect(lines[4].isEmpty)
        for _ in 0..<4 { host.press(.delete) }
        host.type("m")
        #expect(Array(host.lines()[2...4]) == ["Moss", "Maidenhair fern", "Palm"])
        host.press(.delete)
        #expect(Array(host.lines()[2...4]) == ["Fern", "Moss", "Ivy"])
    }

    @Test func slashFocusesTheFieldFromTheListAndEscapeClearsThenLeaves() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.focusAtLaunch()
        host.press(.tab)
        #expect(host.focusedElement?.role == .list)
        #expect(host.press(.downArrow))
        #expect(host.press(.character("/")))
        #expect(fieldIsFocused(host))
        host.type("moss")
        #expect(Array(host.lines()[2...3]) == ["Moss", ""])
        // The first Escape clears the text and stays in the field.
        #expect(host.press(.escape))
        #expect(fieldIsFocused(host))
        #expect(host.lines()[0] == "/ Find a plant")
        #expect(host.lines()[4] == "Ivy")
        // The second leaves it, back to the list it came from.
        #expect(host.press(.escape))
        #expect(host.focusedElement?.role == .list)
        // A third is not the field's: nothing here takes it.
        #expect(!host.press(.escape))
    }

    @Test func slashInTheFieldIsTyped() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.focusAtLaunch()
        host.type("a/b")
        #expect(host.lines()[7].hasPrefix("query a/b"))
    }

    /// Keys start at the root when nothing has focus, so a searchable root view takes `/` then.
    @Test func slashReachesTheFieldOfASearchableRootWhenNothingHasFocus() {
        let host = TestHost(StatusScreen(), size: Size(width: 20, height: 5))
        #expect(host.focusedElement == nil)
        #expect(host.press(.character("/")))
        #expect(fieldIsFocused(host))
    }

    @Test func returnLeavesTheFieldKeepingTheTextAndRunsTheSearchsSubmitAction() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.focusAtLaunch()
        host.type("ivy")
        #expect(host.press(.return))
        #expect(host.focusedElement?.role == .list)
        #expect(host.lines()[7] == "query ivy submitted ivy")
        #expect(host.lines()[2] == "Ivy")
    }

    @Test func aSearchThatMatchesNothingShowsContentUnavailableViewSearch() {
        let host = TestHost(Catalog(), size: Size(width: 30, height: 12))
        host.focusAtLaunch()
        host.type("cactus")
        let lines = host.lines()
        let title = lines.firstIndex { $0.contains("No Results for “cactus”") }
        let advice = lines.firstIndex { $0.contains("Check the spelling") }
        #expect(title != nil && advice != nil)
        if let title, let advice {
            #expect(advice == title + 2)
            // Centred in the list's place, the title bold and the advice dim.
            let titleColumn = lines[title].firstIndex(of: "N").map {
                lines[title].distance(from: lines[title].startIndex, to: $0)
            }
            #expect(titleColumn == (30 - "No Results for “cactus”".count) / 2)
            #expect(host.buffer[titleColumn ?? 0, title]?.style.attributes.contains(.bold) == true)
            let adviceColumn =
                lines[advice].firstIndex(of: "C").map { lines[advice].distance(from: lines[advice].startIndex, to: $0) }
                ?? 0
            #expect(host.buffer[adviceColumn, advice]?.style.attributes.contains(.dim) == true)
        }
    }

    /// The pattern of Apple's samples and of Docs/Controls.md: the list with an overlay.
    @Test func anOverlayOnTheListShowsNoResultsForTheSearchText() {
        struct Overlaid: View {
            @State var query = ""
            var body: some View {
                let results = SearchableTests.plants.filter { query.isEmpty || $0.name.contains(query) }
                List { ForEach(results) { plant in Text(plant.name) } }
                    .overlay { if results.isEmpty { ContentUnavailableView.search } }
                    .searchable(text: $query)
            }
        }
        let host = TestHost(Overlaid(), size: Size(width: 30, height: 7))
        host.focusAtLaunch()
        host.type("Oak")
        // Centred in the list's five rows, the advice wrapped to two lines.
        let lines = host.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines[2...5]) == ["No Results for “Oak”", "", "Check the spelling or try a", "new search."])
        for _ in 0..<3 { host.press(.delete) }
        #expect(host.lines()[2] == "Fern")
    }

    @Test func clickingTheCrossClearsTheText() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.focusAtLaunch()
        host.type("palm")
        #expect(host.lines()[0].hasSuffix("×"))
        #expect(host.click(x: 23, y: 0))
        #expect(host.lines()[0] == "/ Find a plant")
        #expect(host.lines()[2] == "Fern")
    }

    @Test func aClickOnTheFieldFocusesIt() {
        let host = TestHost(Catalog(), size: Size(width: 24, height: 8))
        host.click(x: 4, y: 0)
        #expect(fieldIsFocused(host))
    }

    @Test func isSearchingFollowsTheFieldsFocusAndText() {
        let host = TestHost(StatusScreen(), size: Size(width: 20, height: 5))
        #expect(host.lines()[2] == "idle")
        host.focusAtLaunch()
        #expect(fieldIsFocused(host))
        #expect(host.lines()[2] == "searching")
        host.type("x")
        host.press(.tab)
        // Out of the field with text in it: still searching.
        #expect(!fieldIsFocused(host))
        #expect(host.lines()[2] == "searching")
        host.press(.tab)
        #expect(fieldIsFocused(host))
        host.press(.escape)
        host.press(.escape)
        #expect(host.lines()[2] == "idle")
    }

    @Test func dismissSearchClearsTheTextAndEndsTheSearch() {
        let host = TestHost(StatusScreen(), size: Size(width: 20, height: 5))
        host.focusAtLaunch()
        host.type("moss")
        #expect(host.lines()[2] == "searching")
        #expect(host.click(on: "Done"))
        #expect(host.lines()[0] == "/ Search")
        #expect(host.lines()[2] == "idle")
        #expect(!fieldIsFocused(host))
    }

    @Test func isPresentedFocusesTheFieldAndFollowsIt() {
        struct Presented: View {
            @State var query = ""
            @State var isPresented = true
            var body: some View {
                VStack(alignment: .leading) {
                    Text(isPresented ? "presented" : "hidden")
                    Button("Search") { isPresented = true }
                }
                .searchable(text: $query, isPresented: $isPresented)
            }
        }
        let host = TestHost(Presented(), size: Size(width: 20, height: 5))
        host.render()
        #expect(fieldIsFocused(host))
        host.press(.escape)
        #expect(!fieldIsFocused(host))
        #expect(host.lines()[2] == "hidden")
        #expect(host.click(on: "Search"))
        #expect(fieldIsFocused(host))
        #expect(host.lines()[2] == "presented")
    }

    @Test func aDisabledSearchableIgnoresSlashAndCannotBeFocused() {
        let host = TestHost(Catalog().disabled(true), size: Size(width: 24, height: 8))
        #expect(!host.press(.character("/")))
        host.click(x: 4, y: 0)
        #expect(!fieldIsFocused(host))
    }

    @Test func tinySizesNeverCrash() {
        for width in 0...4 {
            for height in 0...4 {
                let host = TestHost(Catalog(), size: Size(width: width, height: height))
                host.focusAtLaunch()
                host.type("f")
                host.press(.escape)
                host.press(.character("/"))
                _ = host.lines()
            }
        }
        for width in 0...3 {
            let host = TestHost(ContentUnavailableView.search(text: "fern"), size: Size(width: width, height: 2))
            _ = host.lines()
        }
    }
}
