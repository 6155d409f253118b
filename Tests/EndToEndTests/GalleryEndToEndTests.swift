import Foundation
import Testing

/// Runs `terrarium-gallery`, the declarative sample, in tmux and uses it as a person would.
@Suite(.serialized) struct GalleryEndToEndTests {
    func launch(in tmux: Tmux) throws {
        try tmux.launch(sampleExecutable("terrarium-gallery"))
    }

    @Test func focusTypingShortcutsSelectionAndQuitWorkInARealTerminal() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        #expect(try tmux.screen()[2].hasPrefix("▶ Monstera"))
        try tmux.press("Tab")
        try tmux.sendRaw("Fern")
        try tmux.waitFor(text: "Fern              line 1")
        try tmux.press("C-s")
        try tmux.waitFor(text: "saved Fern, notify on")
        try tmux.press("Tab")
        try tmux.press("Space")
        try tmux.press("C-s")
        try tmux.waitFor(text: "saved Fern, notify off")
        try tmux.press("Down")
        try tmux.waitFor(text: "Note on Ficus")
        // A click on a plant selects it.
        try tmux.sendRaw("\u{1B}[<0;4;6M\u{1B}[<0;4;6m")
        try tmux.waitFor(text: "Note on 盆栽 Bonsai")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
    }

    @Test func undoWheelAndSuspendWorkInARealTerminal() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        try tmux.press("Tab")
        try tmux.sendRaw("Ivy")
        try tmux.waitFor(text: "Ivy               line 1")
        // Ctrl+_ is readline's undo: the typed text goes, one step per edit.
        try tmux.press("C-_")
        try tmux.press("C-_")
        try tmux.press("C-_")
        try tmux.waitFor(text: "Name              line 1")
        // The wheel over the scroll view scrolls it.
        try tmux.sendRaw("\u{1B}[<65;37;4M")
        try tmux.waitFor(text: "line 3")
        try tmux.waitFor("the first rows scrolled away") { !$0.contains { $0.contains("line 0") } }
        let before = try tmux.stableScreen("the screen before suspending") { $0.contains { $0.contains("gallery") } }
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        try tmux.run("fg")
        let after = try tmux.stableScreen("the screen after fg") { $0.contains { $0.contains("gallery") } }
        #expect(after == before)
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
    }

    @Test func resizeGivesTheScreenAFreshStartWouldGive() throws {
        let tmux = try Tmux(width: 72, height: 16)
        try launch(in: tmux)
        try tmux.waitFor(text: "Terrarium gallery")
        try tmux.tmux("resize-window", "-t", "main", "-x", "60", "-y", "12")
        let resized = try tmux.stableScreen("the help line on the last row") {
            $0.count >= 12 && $0[11].hasPrefix("Tab focus")
        }
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")

        let fresh = try Tmux(width: 60, height: 12)
        try launch(in: fresh)
        let started = try fresh.stableScreen("the help line on the last row") {
            $0.count >= 12 && $0[11].hasPrefix("Tab focus")
        }
        #expect(started == resized)
        try fresh.press("C-c")
        try fresh.waitFor(text: "exit=0")
    }
}
