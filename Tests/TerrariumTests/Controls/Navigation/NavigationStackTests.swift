import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct NavigationStackTests {
    private func catalog(width: Int = 40, height: Int = 12) -> (TestHost<NavigationCatalog>, NavigationStore) {
        let store = NavigationStore()
        return (TestHost(NavigationCatalog(store: store), size: Size(width: width, height: height)), store)
    }

    private let monstera = NavigationPlant(name: "Monstera")

    // MARK: - The bar and the root

    @Test func theRootShowsItsTitleToolbarAndLinksUnderTheBar() throws {
        let (host, _) = catalog()
        let lines = host.lines()
        #expect(lines[0].hasPrefix("                 Plants"))
        #expect(lines[0].hasSuffix("[ Add ]"))
        #expect(lines[1] == String(repeating: "─", count: 40))
        #expect(lines[2].hasPrefix("Monstera ›"))
        #expect(lines[3].hasPrefix("Fern ›"))
        #expect(lines[4].hasPrefix("About ›"))
        // The title is bold and a heading; the links are buttons named by their labels.
        #expect(host.columns(inRow: 0, with: .bold) == Array(17..<23))
        let title = try #require(host.element(labeled: "Plants"))
        #expect(title.traits.contains(.isHeader))
        #expect(host.element(labeled: "Monstera", role: .button) != nil)
        #expect(host.element(labeled: "Back", role: .button) == nil)
    }

    // MARK: - Pushing

    @Test func aLinkWithAValuePushesItsDestinationAndAppendsToThePath() throws {
        let (host, store) = catalog()
        #expect(host.click(on: "Monstera"))
        #expect(store.path == [monstera])
        let lines = host.lines()
        #expect(lines[0].hasPrefix("‹ Plants        Monstera"))
        #expect(!lines[0].contains("Add"))
        #expect(lines[2].hasPrefix("Detail of Monstera"))
        #expect(!host.text.contains("Fern"))
        #expect(host.element(labeled: "Back", role: .button) != nil)
        #expect(host.element(labeled: "Monstera")?.traits.contains(.isHeader) == true)
        // The root's links are out of sight and out of the accessibility tree.
        #expect(host.element(labeled: "Fern") == nil)
    }

    @Test func aLinkWithADestinationPushesTheViewWithoutWritingThePath() {
        let (host, store) = catalog()
        host.click(on: "About")
        #expect(store.path.isEmpty)
        #expect(host.lines()[0].contains("About"))
        #expect(host.lines()[2].hasPrefix("A catalog of plants"))
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("Monstera ›"))
    }

    @Test func returnOnAFocusedLinkPushes() {
        let (host, store) = catalog()
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedElement?.label == "Fern")
        host.press(.return)
        #expect(store.path == [NavigationPlant(name: "Fern")])
    }

    @Test func settingThePathFromOutsideShowsItsTopAndEmptyingItShowsTheRoot() {
        let (host, store) = catalog()
        store.path = [NavigationPlant(name: "Fern")]
        host.render()
        #expect(host.lines()[2].hasPrefix("Detail of Fern"))
        #expect(host.lines()[0].hasPrefix("‹ Plants"))
        store.path = [NavigationPlant(name: "Fern"), monstera]
        host.render()
        #expect(host.lines()[2].hasPrefix("Detail of Monstera"))
        #expect(host.lines()[0].hasPrefix("‹ Fern"))
        #expect(host.press(.escape))
        #expect(store.path == [NavigationPlant(name: "Fern")])
        store.path = []
        host.render()
        #expect(host.lines()[2].hasPrefix("Monstera ›"))
    }

    @Test func escapePopsALevelThePathPushedFromOutside() {
        let (host, store) = catalog()
        store.path = [monstera]
        host.render()
        #expect(host.press(.escape))
        #expect(store.path.isEmpty)
    }

    @Test func aDisabledStackLeavesTheKeysAlone() {
        let store = NavigationStore()
        store.path = [NavigationPlant(name: "Fern")]
        let host = TestHost(NavigationCatalog(store: store).disabled(true), size: Size(width: 40, height: 12))
        #expect(!host.press(.escape))
        #expect(!host.press(.delete))
        #expect(store.path == [NavigationPlant(name: "Fern")])
        #expect(host.lines()[2].hasPrefix("Detail of Fern"))
    }

    // MARK: - Popping

    @Test(arguments: [KeyEquivalent.escape, .delete])
    func escapeAndBackspacePopAndWriteThePath(key: KeyEquivalent) {
        let (host, store) = catalog()
        host.click(on: "Monstera")
        #expect(host.press(key))
        #expect(store.path.isEmpty)
        #expect(host.lines()[2].hasPrefix("Monstera ›"))
        // At the root the key is not the stack's.
        #expect(!host.press(key))
    }

    @Test func backspaceInATextFieldEditsInsteadOfPopping() {
        struct Form: View {
            @State var name = "ab"
            var body: some View {
                NavigationStack {
                    NavigationLink("Edit") { TextField("Name", text: $name) }
                }
            }
        }
        let host = TestHost(Form(), size: Size(width: 20, height: 5))
        host.click(on: "Edit")
        #expect(host.focusedElement?.role == .textField)
        host.press(.delete)
        #expect(host.lines()[2].hasPrefix("a"))
        #expect(host.lines()[0].hasPrefix("‹ Back"))
    }

    @Test func clickingTheBackButtonPops() {
        let (host, store) = catalog()
        host.click(on: "Monstera")
        #expect(host.click(on: "‹ Plants"))
        #expect(store.path.isEmpty)
        #expect(host.lines()[0].contains("Plants"))
        #expect(host.lines()[2].hasPrefix("Monstera ›"))
    }

    @Test func threeLevelsDeepPopOneAtATime() {
        let (host, store) = catalog()
        host.click(on: "Monstera")
        host.click(on: "Care")
        // A value the typed path cannot hold is kept by the stack, out of the path.
        #expect(store.path == [monstera])
        #expect(host.lines()[0].hasPrefix("‹ Monstera"))
        #expect(host.lines()[0].contains("care of Monstera"))
        host.click(on: "More")
        #expect(host.lines()[0].hasPrefix("‹ care of Monstera"))
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("More ›"))
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("Detail of Monstera"))
        #expect(store.path == [monstera])
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("Monstera ›"))
        #expect(store.path.isEmpty)
    }

    @Test func aValueWithoutADestinationShowsAWarningAndIsReported() {
        let view = NavigationStack(path: .constant(NavigationPath([42]))) {
            Text("root")
        }
        let host = TestHost(view, size: Size(width: 30, height: 6))
        #expect(host.lines()[2].hasPrefix("⚠ No destination"))
        #expect(host.lines()[3].hasPrefix("for Int 42"))
        #expect(host.diagnostics.contains { $0.contains("Int") && $0.contains("navigationDestination") })
    }

    // MARK: - Focus and state

    @Test func focusGoesIntoThePushedViewAndBackToItsLinkWhenPopped() {
        let (host, _) = catalog()
        host.focusAtLaunch()
        #expect(host.focusedElement?.label == "Add")
        host.press(.tab)
        #expect(host.focusedElement?.label == "Monstera")
        host.press(.return)
        #expect(host.focusedElement?.label == "Water 0")
        host.press(.tab)
        host.press(.return)
        #expect(host.focusedElement?.label == "More")
        host.press(.escape)
        #expect(host.focusedElement?.label == "Care")
        host.press(.escape)
        #expect(host.focusedElement?.label == "Monstera")
    }

    @Test func tabStaysOutOfTheLevelsUnderTheTop() {
        let (host, _) = catalog()
        host.click(on: "Monstera")
        var visited: Set<String> = []
        for _ in 0..<6 {
            host.press(.tab)
            visited.insert(host.focusedElement?.label ?? "nothing")
        }
        #expect(visited == ["Back", "Water 0", "Care"])
    }

    @Test func aPushedViewWithoutControlsFocusesTheBackButton() {
        let (host, _) = catalog()
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedElement?.label == "About")
        host.press(.return)
        #expect(host.focusedElement?.label == "Back")
        #expect(host.columns(inRow: 0, with: .reverse) == Array(0..<8))
        host.press(.return)
        #expect(host.focusedElement?.label == "About")
    }

    @Test func theViewsUnderTheTopKeepTheirState() {
        let (host, _) = catalog()
        host.click(on: "Monstera")
        host.click(on: "Water 0")
        host.click(on: "Water 1")
        host.click(on: "Care")
        host.press(.escape)
        #expect(host.text.contains("Water 2"))
    }

    // MARK: - Other shapes

    @Test func aStackWithoutAPathKeepsItsValuesItself() {
        let view = NavigationStack {
            NavigationLink("Seven", value: 7)
                .navigationDestination(for: Int.self) { number in Text("number \(number)") }
        }
        let host = TestHost(view, size: Size(width: 20, height: 4))
        host.click(on: "Seven")
        #expect(host.lines()[2].hasPrefix("number 7"))
        host.click(on: "‹ Back")
        #expect(host.lines()[2].hasPrefix("Seven ›"))
    }

    @Test func aNavigationPathBindingTakesValuesOfAnyType() {
        struct Mixed: View {
            @State var path = NavigationPath()
            var body: some View {
                VStack(alignment: .leading) {
                    Text("depth \(path.count)")
                    NavigationStack(path: $path) {
                        NavigationLink("Seven", value: 7)
                            .navigationDestination(for: Int.self) { number in
                                NavigationLink("Word", value: "w\(number)")
                            }
                            .navigationDestination(for: String.self) { word in Text(word) }
                    }
                }
            }
        }
        let host = TestHost(Mixed(), size: Size(width: 20, height: 5))
        host.click(on: "Seven")
        host.click(on: "Word")
        #expect(host.lines()[0] == "depth 2")
        #expect(host.lines()[3].hasPrefix("w7"))
        host.press(.delete)
        #expect(host.lines()[0] == "depth 1")
    }

    @Test func aPresentedDestinationFollowsItsBinding() {
        struct Presenter: View {
            @State var isShown = false
            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text(isShown ? "shown" : "hidden")
                        Button("Show") { isShown = true }
                    }
                    .navigationDestination(isPresented: $isShown) { Text("presented") }
                }
            }
        }
        let host = TestHost(Presenter(), size: Size(width: 20, height: 5))
        host.click(on: "Show")
        #expect(host.lines()[2].hasPrefix("presented"))
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("shown") == false)
        #expect(host.lines()[2].hasPrefix("hidden"))
    }

    @Test func aLinkOutsideAStackIsDimAndDoesNothing() {
        let host = TestHost(NavigationLink("Lost", value: 1), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["Lost ›"])
        #expect(host.buffer[5, 0]?.style.attributes.contains(.dim) == true)
        #expect(!host.click(on: "Lost") || host.lines() == ["Lost ›"])
    }

    @Test func titlesChangeWithTheStateThatSetsThem() {
        struct Counting: View {
            @State var count = 0
            var body: some View {
                NavigationStack {
                    Button("Next") { count += 1 }.navigationTitle("Count \(count)")
                }
            }
        }
        let host = TestHost(Counting(), size: Size(width: 20, height: 4))
        #expect(host.lines()[0].contains("Count 0"))
        host.click(on: "Next")
        #expect(host.lines()[0].contains("Count 1"))
    }

    @Test func theBackButtonCanBeHidden() {
        let view = NavigationStack {
            NavigationLink("Go") { Text("there").navigationBarBackButtonHidden() }
        }
        let host = TestHost(view, size: Size(width: 20, height: 4))
        host.click(on: "Go")
        #expect(!host.text.contains("‹"))
        host.press(.escape)
        #expect(host.lines()[2].hasPrefix("Go ›"))
    }

    @Test func toolbarPlacementsGoLeftMiddleAndRight() {
        let view = NavigationStack {
            Text("body")
                .navigationTitle("Hidden by the principal item")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Edit") {} }
                    ToolbarItem(placement: .principal) { Text("Centre") }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("A") {}
                        Button("B") {}
                    }
                }
        }
        let host = TestHost(view, size: Size(width: 40, height: 4))
        #expect(host.lines()[0] == "[ Edit ]         Centre      [ A ] [ B ]")
        #expect(host.click(on: "[ A ]"))
    }

    @Test func aPushedViewFollowsTheLinkThatPushedIt() {
        let store = NavigationStore()
        struct Root: View {
            let store: NavigationStore
            var body: some View {
                NavigationStack {
                    NavigationLink("Count") { Text("count \(store.anyPath.count)") }
                }
            }
        }
        let host = TestHost(Root(store: store), size: Size(width: 20, height: 4))
        host.click(on: "Count")
        #expect(host.lines()[2].hasPrefix("count 0"))
        store.anyPath.append(1)
        host.render()
        #expect(host.lines()[2].hasPrefix("count 1"))
    }

    // MARK: - Narrow terminals

    @Test func aTitleWiderThanTheBarIsCutWithAnEllipsis() {
        let view = NavigationStack {
            Text("body").navigationTitle("A rather long title for plants")
        }
        let host = TestHost(view, size: Size(width: 12, height: 4))
        #expect(host.lines()[0] == "A rather lo…")
        host.resize(to: Size(width: 1, height: 4))
        host.render()
        #expect(host.lines()[0] == "…")
    }

    @Test func nothingBreaksAtWidthOneOrHeightOne() {
        let (host, store) = catalog(width: 1, height: 1)
        store.path = [monstera]
        host.render()
        host.press(.escape)
        #expect(store.path.isEmpty)
        host.resize(to: Size(width: 1, height: 24))
        host.render()
        host.click(x: 0, y: 2)
        host.resize(to: Size(width: 5, height: 2))
        host.render()
        #expect(host.lines().count == 2)
    }
}
