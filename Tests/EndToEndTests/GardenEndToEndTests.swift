import Foundation
import TerrariumTesting
import Testing

/// Runs `garden` in tmux: the plant catalog written with SwiftUI's everyday views, used with the
/// keyboard and the mouse as a person would.
@Suite(.serialized, .requires("tmux")) struct GardenEndToEndTests {
    func launch(in tmux: Tmux) throws {
        try tmux.launch(sampleExecutable("garden"), environment: "LANG=C.UTF-8")
        try tmux.waitFor(text: "Search plants")
    }

    @Test func choosingRatingAddingAndDeletingPlants() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launch(in: tmux)
        try tmux.waitFor(text: "No plant selected")
        // Tab reaches the list after the search field; Down chooses the first plant.
        try tmux.press("Tab")
        try tmux.press("Tab")
        try tmux.press("Down")
        try tmux.waitFor(text: "│ Genus: Monstera")
        try tmux.waitFor(text: "Rating: 4/5")
        // A click on the rating's first star rates it 1, and the sidebar's badge follows.
        let row = try #require(try tmux.screen().firstIndex { $0.contains("│ ★ ★ ★ ★ ☆") })
        try tmux.sendRaw("\u{1B}[<0;27;\(row + 1)M\u{1B}[<0;27;\(row + 1)m")
        try tmux.waitFor(text: "Rating: 1/5")
        try tmux.waitFor(text: " Monstera             ★ │")
        // Ctrl+N opens the sheet; a name and Return on Add adds the plant and chooses it.
        try tmux.press("C-n")
        try tmux.waitFor(text: "New plant")
        try tmux.sendRaw("Aloe")
        try tmux.press("Tab")
        try tmux.sendRaw("Aloe")
        try tmux.press("Tab", "Tab", "Tab", "Enter")
        try tmux.waitFor(text: "│ Genus: Aloe")
        #expect(try !tmux.screen().contains { $0.contains("New plant") })
        // A click on Jade chooses it and focuses the list, where → opens the row's swipe
        // actions; Return asks, Return deletes.
        let jade = try #require(try tmux.screen().firstIndex { $0.hasPrefix(" Jade ") })
        try tmux.sendRaw("\u{1B}[<0;3;\(jade + 1)M\u{1B}[<0;3;\(jade + 1)m")
        try tmux.waitFor(text: "│ Genus: Crassula")
        try tmux.press("Right")
        try tmux.waitFor(text: "Delete…")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Delete Jade?")
        try tmux.press("Enter")
        try tmux.waitFor(text: "No plant selected")
        #expect(try !tmux.screen().contains { $0.contains(" Jade ") })
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
    }

    @Test func searchingAndTheContextMenu() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launch(in: tmux)
        // The menu bar is on the top row, the search field under it.
        try tmux.waitFor(text: " Garden  Edit  Plant")
        // A click in the search field, then typing, filters the sidebar.
        try tmux.sendRaw("\u{1B}[<0;5;2M\u{1B}[<0;5;2m")
        try tmux.sendRaw("fern")
        try tmux.waitFor("the list filtered to ferns") { lines in
            lines.contains { $0.hasPrefix(" Boston fern") } && !lines.contains { $0.contains("Monstera") }
        }
        try tmux.sendRaw("zz")
        try tmux.waitFor(text: "No Results for")
        try tmux.press("Escape")
        try tmux.waitFor(text: " Monstera")
        // A right click on Pothos offers its menu; a click on "Rate 5 stars" rates it.
        let row = try #require(try tmux.screen().firstIndex { $0.hasPrefix(" Pothos ") })
        try tmux.sendRaw("\u{1B}[<2;4;\(row + 1)M\u{1B}[<2;4;\(row + 1)m")
        try tmux.waitFor(text: "Rate 5 stars")
        let item = try #require(try tmux.screen().firstIndex { $0.contains("Rate 5 stars") })
        try tmux.sendRaw("\u{1B}[<0;8;\(item + 1)M\u{1B}[<0;8;\(item + 1)m")
        try tmux.waitFor(text: " Pothos           ★★★★★ │")
        // F10 and → reach the Plant menu; its Rate 5 Stars acts on the chosen plant.
        let boston = try #require(try tmux.screen().firstIndex { $0.hasPrefix(" Boston fern") })
        try tmux.sendRaw("\u{1B}[<0;3;\(boston + 1)M\u{1B}[<0;3;\(boston + 1)m")
        try tmux.waitFor(text: "│ Genus: Nephrolepis")
        try tmux.press("F10")
        try tmux.press("Right", "Right")
        try tmux.waitFor(text: "Rate 5 Stars")
        let rate = try #require(try tmux.screen().firstIndex { $0.contains("Rate 5 Stars") })
        let column = try #require(try tmux.screen()[rate].range(of: "Rate")).lowerBound
        let x = try tmux.screen()[rate].distance(from: try tmux.screen()[rate].startIndex, to: column) + 2
        try tmux.sendRaw("\u{1B}[<0;\(x);\(rate + 1)M\u{1B}[<0;\(x);\(rate + 1)m")
        try tmux.waitFor(text: " Boston fern      ★★★★★ │")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
    }
}
