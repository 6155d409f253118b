import Foundation
import TerrariumTesting
import Testing

/// Runs `terrarium-gallery`, the declarative sample, in tmux and uses it as a person would.
@Suite(.serialized, .requires("tmux")) struct GalleryEndToEndTests {
    func launch(in tmux: Tmux) throws {
        try tmux.launch(sampleExecutable("terrarium-gallery"))
    }

    /// The screen row that shows `text`, if any.
    func row(containing text: String, in tmux: Tmux) throws -> Int? {
        try tmux.screen().firstIndex { $0.contains(text) }
    }

    @Test func tabOrderTypingSelectionAndQuitWithQWorkInARealTerminal() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        // The title, the tab bar and its rule, then the basics page.
        #expect(try tmux.screen()[1].hasPrefix("[Basics] Lists"))
        #expect(try tmux.screen()[4].hasPrefix("▶ Monstera"))
        #expect(try tmux.screen()[15].hasPrefix("Tab Focus  q Quit  ^S Save  ^O Water"))
        // Tab order: the list (one stop; ↓ moves its selection), the two fields, the toggle,
        // the button row (a focus section: → moves along it), the paste target. The list has
        // focus from the launch, so ↓ works at once.
        try tmux.press("Down")
        try tmux.waitFor(text: "Note on Ficus")
        try tmux.press("Tab")
        try tmux.sendRaw("Fern")
        try tmux.waitFor(text: "Fern                line 1")
        try tmux.press("C-s")
        try tmux.waitFor(text: "saved Fern, notify on")
        try tmux.press("Tab")
        try tmux.sendRaw("wet")
        try tmux.waitFor(text: "wet                 line 2")
        try tmux.press("Tab")
        try tmux.press("Space")
        try tmux.press("C-s")
        try tmux.waitFor(text: "saved Fern, notify off")
        try tmux.press("Tab")
        try tmux.press("Right")
        try tmux.press("Enter")
        try tmux.waitFor(text: "watered 1 times")
        // Shift+Tab goes back to the toggle: Space flips it again.
        try tmux.press("BTab")
        try tmux.press("Left")
        try tmux.press("BTab")
        try tmux.press("Space")
        try tmux.press("C-s")
        try tmux.waitFor(text: "saved Fern, notify on")
        // A click on a plant selects it.
        try tmux.sendRaw("\u{1B}[<0;4;8M\u{1B}[<0;4;8m")
        try tmux.waitFor(text: "Note on 盆栽 Bonsai")
        // q quits when focus is not in a field (the click focused the list).
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
        try tmux.run("stty -a | tr ' ;' '\\n\\n' | grep -x -E -- '-?(icanon|echo)' | tr '\\n' ' '; echo '<'")
        try tmux.waitFor(text: "icanon echo <")
    }

    @Test func undoWheelAndSuspendWorkInARealTerminal() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        try tmux.press("Tab")
        try tmux.sendRaw("Ivy")
        try tmux.waitFor(text: "Ivy                 line 1")
        // Ctrl+_ is readline's undo: the typed word goes in one step, a typing run.
        try tmux.press("C-_")
        try tmux.waitFor(text: "Name                line 1")
        // Alt+Shift+Z redoes it whole; the watering count undoes through the same undo manager.
        try tmux.press("M-Z")
        try tmux.waitFor(text: "Ivy                 line 1")
        try tmux.press("C-o")
        try tmux.press("C-o")
        try tmux.waitFor(text: "watered 2 times")
        try tmux.press("M-z")
        try tmux.waitFor(text: "watered 1 times")
        // The wheel over the scroll view scrolls it.
        try tmux.sendRaw("\u{1B}[<65;39;6M")
        try tmux.waitFor(text: "line 3")
        try tmux.waitFor("the first rows scrolled away") { !$0.contains { $0.contains("line 0") } }
        let before = try tmux.stableScreen("the screen before suspending") {
            $0.contains { $0.hasPrefix(" Terrarium gallery") }
        }
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        try tmux.run("fg")
        let after = try tmux.stableScreen("the screen after fg") { $0.contains { $0.hasPrefix(" Terrarium gallery") } }
        #expect(after == before)
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
    }

    @Test func pasteStatisticsAndTheHelpLineFollowTheUser() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        // A click on the paste target focuses it; a bracketed paste lands there whole.
        let target = try #require(try row(containing: "paste here", in: tmux))
        try tmux.sendRaw("\u{1B}[<0;17;\(target + 1)M\u{1B}[<0;17;\(target + 1)m")
        try tmux.sendRaw("\u{1B}[200~two\nlines\u{1B}[201~")
        try tmux.waitFor(text: "pasted 9 ch: two⏎lines")
        // The frame figures come and go with ^T, and the help line says so.
        try tmux.press("C-t")
        try tmux.waitFor(text: " fps · ")
        try tmux.waitFor("the figures settle at zero") { $0.contains { $0.hasPrefix("0 fps · 0 B/s · last frame ") } }
        try tmux.press("C-t")
        try tmux.waitFor("the figures hidden") { !$0.contains { $0.contains(" fps · ") } }
        // Something to undo puts the undo key on the help line.
        try tmux.press("C-o")
        try tmux.waitFor(text: "^_ Undo")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
    }

    @Test func resizeGivesTheScreenAFreshStartWouldGive() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        let resized = try tmux.resize(to: (60, 12), firstRow: "Terrarium gallery", lastRow: "Tab Focus")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        let started = try Tmux.freshScreen(
            of: sampleExecutable("terrarium-gallery"), size: (60, 12), lastRow: "Tab Focus")
        #expect(started == resized)
    }

    @Test func controlPageUpAndDownSwitchPagesAndEachPageWorks() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        // Backwards from the basics page wraps to the last page, the data page's million rows.
        try tmux.press("C-PPage")
        try tmux.waitFor(text: "1000000 of 1000000", timeout: 30)
        #expect(try tmux.screen()[1].contains("[Data]"))
        // Back once more to the search page; focus goes to its search field.
        try tmux.press("C-PPage")
        try tmux.waitFor(text: "/ Find a plant")
        #expect(try tmux.screen()[1].contains("[Search]"))
        try tmux.sendRaw("fern")
        try tmux.waitFor(text: "Maidenhair fern · Bathroom")
        try tmux.waitFor("the search filtered") { !$0.contains { $0.contains("Monstera") } }
        // On to the menus page: Return opens the menu its first control is.
        try tmux.press("C-PPage")
        try tmux.waitFor(text: "[ Plant ▾ ]")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Show dormant")
        try tmux.press("Escape")
        try tmux.waitFor("the menu closed") { !$0.contains { $0.contains("Show dormant") } }
        // Forward again: the search page kept what was typed.
        try tmux.press("C-NPage")
        try tmux.waitFor(text: "/ fern")
        try tmux.press("C-NPage")
        try tmux.waitFor(text: "1000000 of 1000000")
        try tmux.press("C-NPage")
        try tmux.waitFor(text: "▶ Monstera")
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
    }
}
