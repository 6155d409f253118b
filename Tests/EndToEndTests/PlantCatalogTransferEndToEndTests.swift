import Foundation
import TerrariumTesting
import Testing

/// Runs `plant-catalog` in tmux and moves plants and files in and out of it as a person would:
/// the copy key, a terminal paste of a dropped file's path, and a mouse drag.
@Suite(.serialized, .requires("tmux")) struct PlantCatalogTransferEndToEndTests {
    private func launch(width: Int = 80, height: Int = 14) throws -> Tmux {
        let tmux = try Tmux(width: width, height: height)
        // As a user who lets programs copy: tmux keeps what an app writes with OSC 52 as a buffer.
        try tmux.tmux("set-option", "-g", "set-clipboard", "on")
        try tmux.launch(sampleExecutable("plant-catalog"), environment: "LANG=C.UTF-8")
        try tmux.waitFor(text: "Rating: 4/5")
        return tmux
    }

    @Test func theCopyKeyPutsThePlantsTextInTheTerminalsClipboard() throws {
        let tmux = try launch()
        try tmux.press("Down")
        try tmux.waitFor(text: "│ Genus: Ficus")
        // Alt+C, as a terminal sends it: Escape then the letter.
        try tmux.sendRaw("\u{1B}c")
        try tmux.waitFor("the tmux buffer") { _ in
            (try? tmux.tmux("show-buffer")) == "Fiddle leaf (Ficus), water weekly"
        }
        // OSC 52 is never answered, so the title says the text was sent, not that it arrived.
        try tmux.waitFor(text: "Sent to the terminal's clipboard")
        try tmux.press("q")
        try tmux.waitFor(text: "exit=0")
    }

    @Test func aPastedQuotedPathAttachesTheFileAndAMissingOneStaysText() throws {
        let tmux = try launch()
        let file = tmux.directory.appendingPathComponent("care sheet's copy.txt")
        try Data("water weekly".utf8).write(to: file)
        // As GNOME Terminal drops a file: single-quoted, a quote inside as '\'', a trailing space.
        let quoted = "'" + file.path.replacingOccurrences(of: "'", with: "'\\''") + "' "
        try tmux.tmux("set-buffer", "-b", "drop", quoted)
        try tmux.tmux("paste-buffer", "-p", "-b", "drop", "-t", "main")
        try tmux.waitFor(text: "Attachments: care sheet's copy.txt")
        // A path that names nothing stays text: with the rating focused it becomes the notes.
        try tmux.press("Tab")
        try tmux.press("Tab")
        try tmux.tmux("set-buffer", "-b", "missing", "'/no/such/file.txt'")
        try tmux.tmux("paste-buffer", "-p", "-b", "missing", "-t", "main")
        try tmux.waitFor(text: "Notes: '/no/such/file.txt'")
        #expect(try tmux.screen().contains { $0.contains("Attachments: care sheet's copy.txt") })
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
    }

    @Test func aMouseDragFromTheListOntoFavoritesAddsThePlant() throws {
        let tmux = try launch()
        let screen = try tmux.screen()
        let favorites = try #require(screen.firstIndex { $0.contains("Favorites:") })
        let column = try #require(screen[favorites].range(of: "Favorites:")).lowerBound.utf16Offset(
            in: screen[favorites])
        // Press on "Jade" (the sixth row), drag across the divider, release on Favorites: SGR
        // reports, 1-based, motion with the left button held is button 32.
        try tmux.sendRaw("\u{1B}[<0;3;7M")
        try tmux.sendRaw("\u{1B}[<32;10;7M\u{1B}[<32;30;\(favorites)M\u{1B}[<32;\(column + 5);\(favorites + 1)M")
        try tmux.sendRaw("\u{1B}[<0;\(column + 5);\(favorites + 1)m")
        try tmux.waitFor(text: "Favorites: Jade")
        try tmux.press("C-c")
        try tmux.waitFor(text: "exit=0")
    }
}
