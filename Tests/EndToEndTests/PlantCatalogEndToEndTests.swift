import Foundation
import TerrariumTesting
import Testing

/// Runs `plant-catalog` in tmux: the imperative list, the declarative detail and the imperative
/// rating inside it, used as a person would.
@Suite(.serialized, .requires("tmux")) struct PlantCatalogEndToEndTests {
    func launch(in tmux: Tmux) throws {
        try tmux.launch(sampleExecutable("plant-catalog"), environment: "LANG=C.UTF-8")
    }

    @Test func listDetailRatingAndNameEditingWorkTogether() throws {
        let tmux = try Tmux(width: 80, height: 14)
        try launch(in: tmux)
        try tmux.waitFor(text: "Plant catalog")
        try tmux.waitFor(text: "Rating: 4/5")
        #expect(try tmux.screen()[1].hasPrefix("Monstera     Monstera     weekly  │ Monstera"))
        // The list has focus from the launch; moving down changes the detail.
        try tmux.press("Down")
        try tmux.waitFor(text: "│ Genus: Ficus")
        try tmux.waitFor(text: "Rating: 2/5")
        // Tab into the name field, then the rating: Right twice and the label follows.
        try tmux.press("Tab")
        try tmux.press("Tab")
        try tmux.press("Right")
        try tmux.press("Right")
        try tmux.waitFor(text: "Rating: 4/5")
        #expect(try tmux.screen().contains { $0.hasSuffix("│ ★ ★ ★ ★ ☆") })
        try tmux.sendRaw("1")
        try tmux.waitFor(text: "Rating: 1/5")
        // Tab to Clear and Enter resets it.
        try tmux.press("Tab")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Rating: 0/5")
        // A click on the 4th star sets 4.
        let row = try #require(try tmux.screen().firstIndex { $0.contains("│ ☆ ☆ ☆ ☆ ☆") })
        try tmux.sendRaw("\u{1B}[<0;43;\(row + 1)M\u{1B}[<0;43;\(row + 1)m")
        try tmux.waitFor(text: "Rating: 4/5")
        // The click focused the rating; Shift+Tab goes back to the name, and editing it updates
        // the imperative list.
        try tmux.press("BTab")
        try tmux.press("End")
        try tmux.sendRaw(" tree")
        try tmux.waitFor(text: "Fiddle leaf… Ficus")
        try tmux.waitFor(text: "│ Fiddle leaf tree")
        // q in the list quits; in a field it would type.
        try tmux.press("BTab")
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
    }

    @Test func resizeAndSuspendRedrawExactly() throws {
        let tmux = try Tmux(width: 80, height: 14)
        try launch(in: tmux)
        try tmux.waitFor(text: "Rating: 4/5")
        let resized = try tmux.resize(to: (70, 12), firstRow: "Plant catalog", lastRow: "Tab Focus")
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        try tmux.run("fg")
        #expect(try tmux.settledScreen(height: 12, firstRow: "Plant catalog", lastRow: "Tab Focus") == resized)
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        let started = try Tmux.freshScreen(
            of: sampleExecutable("plant-catalog"), environment: "LANG=C.UTF-8", size: (70, 12), lastRow: "Tab Focus")
        #expect(started == resized)
    }

    /// A declarative app ends on a termination signal with the terminal restored and the status
    /// a shell expects of that signal (143 for SIGTERM), not 0.
    @Test(arguments: [SIGTERM, SIGHUP])
    func terminationSignalEndsWithItsStatus(signal: Int32) throws {
        let tmux = try Tmux(width: 80, height: 14)
        try launch(in: tmux)
        try tmux.waitFor(text: "Rating: 4/5")
        let pid = try tmux.process(named: "plant-catalog")
        #expect(kill(pid, signal) == 0)
        try tmux.waitFor(text: "exit=\(128 + signal)")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
    }
}
