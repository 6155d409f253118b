import GalleryKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The gallery's pages, each reached as a person would (Ctrl+PageDown or a click on its title),
/// what it shows and one thing done on it.
@MainActor @Suite struct GalleryPagesTests {
    /// The gallery at 80×24 as an app starts it: the basics page's list focused.
    private func launch(on page: GalleryPage = .basics) -> TestHost<GalleryView> {
        let host = TestHost(GalleryView(page: page), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        return host
    }

    /// The row that shows `text`, if any.
    private func row(containing text: String, in host: TestHost<GalleryView>) -> Int? {
        host.lines().firstIndex { $0.contains(text) }
    }

    private func shows(_ text: String, in host: TestHost<GalleryView>) -> Bool {
        row(containing: text, in: host) != nil
    }

    @Test func theBasicsPageStartsWithItsListFocusedAndControlPageUpGoesThroughEveryPage() {
        let host = launch()
        // The titles that do not fit end in an ellipsis; the bar scrolls to the chosen one.
        #expect(host.lines()[1].hasPrefix("[Basics] Lists  Navigation  Presentations  Inputs  Values  Settings"))
        host.press(.downArrow)
        #expect(shows("Note on Ficus", in: host))
        // Backwards, wrapping: each page's first control takes focus and passes the key on.
        for title in [
            "Data", "Search", "Menus", "Image", "Settings", "Values", "Inputs", "Presentations", "Navigation", "Lists",
        ] {
            host.press(.pageUp, modifiers: .control)
            #expect(host.lines()[1].contains("[\(title)]"))
        }
        // A focused list leaves Ctrl+PageUp and Ctrl+PageDown to the tab view.
        host.press(.pageUp, modifiers: .control)
        #expect(host.lines()[1].contains("[Basics]"))
        // Back on the basics page, its state was kept; Ctrl+PageDown goes forward.
        #expect(shows("Note on Ficus", in: host))
        host.press(.tab)
        host.press(.pageDown, modifiers: .control)
        #expect(host.lines()[1].contains("[Lists]"))
    }

    @Test func theListsPageSelectsSeveralRowsAndDeletesThem() throws {
        let host = launch()
        host.click(on: "Lists")
        for text in ["Rooms", "Plants", "Bathroom", "Boston fern", "Living room · 0 selected", "[ Style: plain ]"] {
            #expect(shows(text, in: host), "\(text)")
        }
        host.click(on: "Boston fern")
        let maidenhair = try #require(host.location(of: "Maidenhair fern"))
        host.send(.mouse(MouseEvent(.press(.left), at: maidenhair, modifiers: .shift)))
        host.send(.mouse(MouseEvent(.release(.left), at: maidenhair, modifiers: .shift)))
        host.render()
        #expect(shows("Living room · 2 selected", in: host))
        host.press(.delete)
        #expect(shows("deleted Boston fern, Maidenhair fern", in: host))
        #expect(host.lines().filter { $0.contains("fern") }.count == 1)  // only the status line
        // The style button goes to the next style: inset rows start a column in.
        let pilea = try #require(host.location(of: "Pilea"))
        host.click(on: "Style: plain")
        #expect(shows("[ Style: inset ]", in: host))
        #expect(host.location(of: "Pilea")?.x == pilea.x + 1)
    }

    @Test func aRowsContextMenuRunsItsItem() throws {
        let host = launch()
        host.click(on: "Lists")
        let calathea = try #require(host.location(of: "Calathea"))
        host.send(.mouse(MouseEvent(.press(.right), at: calathea)))
        host.send(.mouse(MouseEvent(.release(.right), at: calathea)))
        host.render()
        #expect(shows("Water", in: host))
        host.click(on: "Water")
        #expect(shows("watered Calathea", in: host))
    }

    @Test func theNavigationPagePushesAPlantAndEscapePopsIt() throws {
        let host = launch()
        host.click(on: "Navigation")
        #expect(host.lines()[3].contains("Plants") && host.lines()[3].hasSuffix("[ Sort ]"))
        #expect(shows("Monstera ›", in: host))
        // The split view: rooms beside the chosen room's plants.
        let detail = try #require(row(containing: "│Kitchen", in: host))
        #expect(host.lines()[detail].hasPrefix("Living room"))
        #expect(host.lines()[detail + 1].hasSuffix("│Pilea"))
        host.click(on: "Ficus ›")
        #expect(host.lines()[3].hasPrefix("‹ Plants"))
        #expect(host.lines()[3].contains("Ficus"))
        #expect(shows("Water every 5 days", in: host))
        host.press(.escape)
        #expect(shows("Ficus ›", in: host))
        host.click(on: "Study")
        #expect(shows("│盆栽 Bonsai", in: host))
    }

    @Test func thePresentationsPageOpensAHalfScreenSheetAndAnAlert() throws {
        let host = launch()
        host.click(on: "Presentations")
        host.click(on: "[ Sheet ]")
        let title = try #require(row(containing: "New plant", in: host))
        let top = try #require(host.lines()[..<title].lastIndex { $0.contains("┌") })
        let bottom = try #require(host.lines()[title...].firstIndex { $0.contains("└") })
        #expect(bottom - top + 1 == 12)  // the medium detent: half the 24-row screen
        host.press(.escape)
        #expect(!shows("New plant", in: host))
        #expect(shows("sheet closed", in: host))
        host.click(on: "[ Alert ]")
        #expect(shows("Delete the fern?", in: host))
        host.click(on: "Delete ]")
        #expect(shows("deleted the fern", in: host))
        #expect(!shows("Delete the fern?", in: host))
    }

    @Test func theMenusPageOpensTheMenuAndRunsAnItem() {
        // Its title is past the bar's end at 80 columns: the gallery opens on it.
        let host = launch(on: .menus)
        host.click(on: "Plant ▾")
        for text in ["Water", "Feed", "Show dormant", "Move to ▸"] {
            #expect(shows(text, in: host), "\(text)")
        }
        host.click(on: "Feed")
        #expect(shows("fed", in: host))
        #expect(!shows("Move to ▸", in: host))
        // The sort picker's options are the menu's items, the chosen one checked.
        host.click(on: "Plant ▾")
        #expect(shows("✓ Name", in: host))
        host.click(on: "Last watered")
        #expect(shows("fed, sorted by watered", in: host))
    }

    @Test func theSettingsPageLinesItsLabelsUpAndItsControlsWork() throws {
        let host = launch()
        host.click(on: "Settings")
        // "Next watering" is the widest label: every label ends where it does.
        let widest = try #require(host.location(of: "Next watering"))
        for label in ["Name", "Schedule", "Every 3 days", "Light", "Password", "Saved"] {
            let location = try #require(host.location(of: label), "\(label)")
            #expect(location.x + label.count == widest.x + "Next watering".count, "\(label)")
        }
        #expect(shows("2026-11-30 01:00", in: host))
        host.click(on: "Every 3 days")
        host.press(.upArrow)
        #expect(shows("Every 4 days", in: host))
        host.click(on: "Save │")
        #expect(shows("saved Monstera", in: host))
        // The password's prompt shows, and what is typed never does.
        #expect(shows("never shown", in: host))
        host.click(on: "never shown")
        host.type("hunter2")
        #expect(!shows("hunter2", in: host))
    }

    @Test func theValuesPageMovesTheSliderAndTheGaugeFollows() {
        let host = launch()
        host.click(on: "Values")
        #expect(shows("Plant Monstera deliciosa", in: host))
        #expect(shows("40 %", in: host))
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(shows("50 %", in: host))
        #expect(host.element(labeled: "Moisture", role: .slider)?.value == "50%")
        host.press(.tab)
        host.press(.upArrow)
        #expect(shows("Pots: 4", in: host))
        host.click(on: "Temperature: 21 °C")
        host.press(.downArrow)
        #expect(shows("Temperature: 20 °C", in: host))
    }

    @Test func theInputsPageKeepsTheGreenhouseCodeOffTheScreen() {
        let host = launch()
        host.click(on: "Inputs")
        #expect(shows("Mist daily", in: host))
        #expect(shows("Care guide", in: host))
        host.click(on: "Greenhouse code")
        host.type("fern42")
        #expect(shows("a pot 12 cm wide, a code for the greenhouse", in: host))
        #expect(shows("••••••", in: host))
        #expect(!host.text.contains("fern42"))
    }

    @Test func theInputsPageChoosesWithEveryPickerStyle() throws {
        let host = launch()
        host.click(on: "Inputs")
        #expect(shows("Light [ Shade │ Indirect │ Bright ]", in: host))
        #expect(shows("Pot [ Terracotta ▾ ]", in: host))
        #expect(shows("indirect light, clay pot, water every 7 days, Kitchen, 30 cm", in: host))
        // The segmented bar is the page's first stop after the tab bar: the arrows choose.
        host.press(.tab)
        host.press(.rightArrow)
        // The menu picker opens on Return and chooses from its sections.
        host.press(.tab)
        host.press(.return)
        #expect(shows("Other", in: host))
        host.click(on: "Self-watering")
        // Radio buttons, inline rows and the wheel choose with a click or the arrows.
        host.click(on: "fortnight")
        host.click(on: "Study")
        host.click(on: "40 cm")
        #expect(shows("bright light, wick pot, water every 14 days, Study, 40 cm", in: host))
    }

    @Test func theSearchPageFiltersAndSaysWhenNothingMatches() {
        // Its title is past the bar's end at 80 columns: the gallery opens on it.
        let host = launch(on: .search)
        #expect(shows("Find a plant", in: host))
        host.click(on: "Find a plant")
        host.type("fern")
        #expect(host.lines().filter { $0.hasSuffix("· Bathroom") }.count == 2)
        #expect(!shows("Monstera", in: host))
        host.type("z")
        #expect(shows("No Results for “fernz”", in: host))
    }

    @Test func theDataPageShowsAMillionRowsAndFilters() throws {
        // The last page: Ctrl+PageUp wraps to it, its title being past the bar's end.
        let host = launch()
        host.press(.pageUp, modifiers: .control)
        #expect(shows("1000000 of 1000000 · 0 selected", in: host))
        let header = try #require(row(containing: "Genus", in: host))
        #expect(host.lines()[header + 1].contains(" 0 "))
        #expect(host.lines()[header].contains("№      ▲"))
        host.click(on: "Filter by name or genus")
        host.type("hoya")
        #expect(!shows("1000000 of", in: host))
        #expect(host.lines()[header + 1].contains("Hoya"))
    }

    @Test func theImagesPageShowsShapesAndColours() throws {
        let host = launch(on: .images)
        let caption = try #require(row(containing: "Shapes and colours in cells", in: host))
        // The circle's middle row is a filled run of green; the stroked rectangle is rounded.
        #expect(host.lines()[caption - 1].contains("╭────────╮"))
        #expect(host.lines()[caption].contains("│        │"))
        #expect(host.buffer[2, caption]?.style.background == .green)
        // The capsule's gradient starts orange at its left end; the sprout's path stands on its ground.
        #expect(host.buffer[18, caption]?.style.background == .orange)
        #expect(host.buffer[27, caption]?.style.background == .pink)
        #expect(host.lines()[caption + 1].contains("▄▄█▄▄"))
    }
}
