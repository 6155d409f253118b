import GardenKit
import PlantCatalogKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The garden sample used headlessly: the sidebar, the detail with the embedded rating control,
/// the sheet, the alert, the context menu, the swipe and the search.
@MainActor @Suite struct GardenTests {
    /// The garden as the app shows it: its menu bar on the top row, the view under it.
    struct Screen: View {
        let garden: Garden
        var body: some View {
            GardenView(garden: garden).menuBar(GardenCommands(garden: garden), appName: "Garden")
        }
    }

    private func host(_ garden: Garden, width: Int = 80, height: Int = 24) -> TestHost<Screen> {
        let host = TestHost(Screen(garden: garden), size: Size(width: width, height: height))
        host.focusAtLaunch()
        return host
    }

    private func shows(_ host: TestHost<Screen>, _ text: String) -> Bool {
        host.lines().contains { $0.contains(text) }
    }

    /// Moves focus to the plant list, wherever it is.
    private func focusList(_ host: TestHost<Screen>) throws {
        for _ in 0..<10 where host.focusedElement?.role != .list { _ = host.press(.tab) }
        #expect(host.focusedElement?.role == .list)
    }

    @Test func theSidebarListsThePlantsWithTheirRatingsAndNothingIsChosen() {
        let host = host(Garden())
        let lines = host.lines()
        #expect(lines[3].hasPrefix(" Monstera          ★★★★ │"))
        #expect(lines[7].hasPrefix(" Pothos                 │"))
        #expect(shows(host, "No plant selected"))
        #expect(lines[1].contains("Garden") && lines[1].hasSuffix("[ Add ]"))
        #expect(lines[0].hasPrefix(" Garden  Edit  Plant"))
    }

    @Test func choosingAPlantShowsItAndTheRatingControlWritesTheModelBothWays() throws {
        let garden = Garden()
        let host = host(garden)
        try focusList(host)
        _ = host.press(.downArrow)
        #expect(garden.selection == 1)
        #expect(shows(host, "Genus: Monstera") && shows(host, "Rating: 4/5"))
        #expect(host.lines()[1].contains("Monstera"))
        // The imperative control: a click on its first star rates the plant 1, and the list's
        // badge follows.
        let row = try #require(host.lines().firstIndex { $0.contains("★ ★ ★ ★ ☆") })
        let column = try #require(host.lines()[row].range(of: "★ ★")).lowerBound.utf16Offset(in: host.lines()[row])
        _ = host.click(x: column, y: row)
        #expect(garden.plant(1)?.rating == 1)
        #expect(shows(host, "Rating: 1/5"))
        #expect(host.lines()[3].hasPrefix(" Monstera             ★ │"))
        // The model written elsewhere shows in the control.
        garden.binding(1, \.rating, default: 0).wrappedValue = 3
        host.settle()
        #expect(shows(host, "★ ★ ★ ☆ ☆") && shows(host, "Rating: 3/5"))
    }

    @Test func theSheetAddsAPlantAndSelectsIt() throws {
        let garden = Garden()
        let host = host(garden)
        #expect(host.press("n", modifiers: .control))
        #expect(shows(host, "New plant"))
        for character in "Aloe" { _ = host.press(KeyEquivalent(character)) }
        _ = host.press(.tab)
        for character in "Aloe" { _ = host.press(KeyEquivalent(character)) }
        let addRow = try #require(host.lines().firstIndex { $0.contains("[ Cancel ] [ Add ]") })
        let range = try #require(host.lines()[addRow].range(of: "[ Add ]"))
        #expect(host.click(x: range.lowerBound.utf16Offset(in: host.lines()[addRow]) + 2, y: addRow))
        #expect(!shows(host, "New plant"))
        #expect(garden.plants.last?.name == "Aloe")
        #expect(garden.selection == garden.plants.last?.id)
        #expect(shows(host, "Genus: Aloe"))
    }

    @Test func cancellingTheSheetOrLeavingTheNameEmptyAddsNothing() {
        let garden = Garden()
        let host = host(garden)
        _ = host.press("n", modifiers: .control)
        // Add is disabled without a name: a click on it does nothing.
        if let row = host.lines().firstIndex(where: { $0.contains("[ Add ]") && $0.contains("Cancel") }),
            let range = host.lines()[row].range(of: "[ Add ]")
        {
            _ = host.click(x: range.lowerBound.utf16Offset(in: host.lines()[row]) + 2, y: row)
        }
        #expect(shows(host, "New plant"))
        _ = host.press(.escape)
        #expect(!shows(host, "New plant"))
        #expect(garden.plants.count == 6)
    }

    @Test func aSwipeAsksBeforeDeletingAndCancelKeepsThePlant() throws {
        let garden = Garden()
        let host = host(garden)
        try focusList(host)
        _ = host.press(.downArrow)
        _ = host.press(.downArrow)
        #expect(host.press(.rightArrow))
        #expect(shows(host, "Delete…"))
        _ = host.press(.return)
        #expect(shows(host, "Delete Fiddle leaf?") && shows(host, "Its rating and notes go with it."))
        _ = host.press(.escape)
        #expect(!shows(host, "Delete Fiddle leaf?"))
        #expect(garden.plants.count == 6)
        _ = host.press(.rightArrow)
        _ = host.press(.return)
        _ = host.press(.return)
        #expect(!garden.plants.contains { $0.name == "Fiddle leaf" })
        #expect(garden.selection == nil)
        #expect(!shows(host, "Fiddle leaf"))
        #expect(shows(host, "No plant selected"))
    }

    @Test func theContextMenuRatesARowWithoutChoosingIt() {
        let garden = Garden()
        let host = host(garden)
        #expect(host.send(.mouse(MouseEvent(.press(.right), at: Point(x: 3, y: 7)))))
        #expect(shows(host, "Rate 5 stars"))
        _ = host.click(on: "Rate 5 stars")
        #expect(garden.plant(5)?.rating == 5)
        #expect(host.lines()[7].hasPrefix(" Pothos           ★★★★★ │"))
    }

    @Test func searchingFiltersByNameOrGenusAndSaysWhenNothingMatches() {
        let garden = Garden()
        let host = host(garden)
        _ = host.click(on: "Search plants")
        for character in "fern" { _ = host.press(KeyEquivalent(character)) }
        #expect(garden.searchText == "fern")
        #expect(shows(host, "Boston fern") && !shows(host, "Monstera"))
        for character in "zz" { _ = host.press(KeyEquivalent(character)) }
        #expect(shows(host, "No Results for"))
        garden.searchText = "crassula"
        host.settle()
        #expect(shows(host, "Jade") && !shows(host, "Pothos"))
    }

    @Test func narrowTheColumnsCollapseAndChoosingAPlantShowsItsDetail() throws {
        let garden = Garden()
        let host = host(garden, width: 40, height: 12)
        #expect(shows(host, "Monstera") && !shows(host, "No plant selected"))
        try focusList(host)
        _ = host.press(.downArrow)
        _ = host.press(.return)
        #expect(shows(host, "Genus: Monstera"))
        #expect(shows(host, "Back"))
        _ = host.press(.escape)
        #expect(shows(host, "Boston fern"))
    }

    @Test func thePlantMenuRatesAndDeletesTheChosenPlant() throws {
        let garden = Garden()
        let host = host(garden)
        // Nothing chosen: its items are there but disabled, and their shortcut does nothing.
        _ = host.press("5", modifiers: .option)
        #expect(garden.plants.allSatisfy { $0.rating != 5 || $0.id == 4 })
        try focusList(host)
        _ = host.press(.downArrow)
        _ = host.press("5", modifiers: .option)
        #expect(garden.plant(1)?.rating == 5)
        // F10 opens the first menu; → reaches the Plant menu; Delete… asks first.
        _ = host.press(.function(10))
        for _ in 0..<4 where !shows(host, "Add Plant…") { _ = host.press(.rightArrow) }
        #expect(shows(host, "Add Plant…") && shows(host, "^N"))
        _ = host.click(on: "Delete…")
        #expect(shows(host, "Delete Monstera?"))
        _ = host.press(.return)
        #expect(garden.plant(1) == nil)
    }
}
