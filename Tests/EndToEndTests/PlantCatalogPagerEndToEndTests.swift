import Foundation
import TerrariumTesting
import Testing

/// Runs `plant-catalog` in tmux and pipes a plant to `less` through the detail's Share link: the
/// pager gets the terminal, and the app gets it back whole.
@Suite(.serialized, .requires("tmux", "less")) struct PlantCatalogPagerEndToEndTests {
    @Test
    func pipingToLessHandsItTheTerminalAndTheCatalogComesBackWhole() throws {
        // Wide enough for the share row on one line.
        let tmux = try Tmux(width: 100, height: 24)
        // -X keeps less off the alternate screen, so what it shows is on the normal screen; no
        // preprocessor and no history file, whatever the machine's settings.
        try tmux.launch(
            sampleExecutable("plant-catalog"),
            environment: "LANG=C.UTF-8 PAGER=less LESS=-X LESSOPEN= LESSCLOSE= LESSHISTFILE=-")
        let before = try tmux.stableScreen("the catalog") { $0.contains { $0.contains("[ Share ]") } }
        try tmux.click("[ Share ]")
        try tmux.waitFor(text: "Pipe to less")
        try tmux.click("Pipe to less")

        // less shows the plant's text on the normal screen; the catalog is gone from it.
        try tmux.waitFor(text: "Monstera (Monstera), water weekly")
        try tmux.waitFor(text: "(END)")
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try !tmux.screen().contains { $0.contains("Plant catalog") })
        let app = try tmux.process(named: "plant-catalog")

        // Ctrl+C is the pager's: the app ignores it and is still there.
        try tmux.press("C-c")
        usleep(300_000)
        #expect(kill(app, 0) == 0)
        #expect(try !tmux.screen().contains { $0.contains("exit=") })

        // Ctrl+Z stops the pager and the app as one job; fg gives the terminal back to the pager.
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        try tmux.run("fg")
        try tmux.waitFor("the pager again") { $0.last { !$0.isEmpty } == "(END)" }

        // Quitting the pager gives the terminal back: the catalog is drawn whole again.
        try tmux.press("q")
        let after = try tmux.stableScreen("the catalog again") { $0.contains { $0.contains("Piped to less") } }
        #expect(after[0].contains("Plant catalog"))
        // Every row as before but the one that says what the pipe came to, and the help line,
        // which offers the share link's commands now that focus moved there from the list.
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 2, "\(after)")
        #expect(changed.first?.1.hasSuffix("│ Piped to less") == true, "\(after)")
        #expect(changed.last?.1 == after.last { !$0.isEmpty }, "\(after)")
        #expect(changed.last?.1.contains("Alt+V Paste") == true, "\(after)")
        #expect(try tmux.display("#{alternate_on}") == "1")

        // And it still answers: a click on the second plant selects it.
        try tmux.sendRaw("\u{1B}[<0;3;3M\u{1B}[<0;3;3m")
        try tmux.waitFor(text: "│ Genus: Ficus")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
    }
}
