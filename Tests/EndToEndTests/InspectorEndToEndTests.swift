import Foundation
import TerrariumTesting
import Testing

/// Opens the inspector over `terrarium-gallery` in tmux, as a person debugging it would.
@Suite(.serialized, .requires("tmux")) struct InspectorEndToEndTests {
    @Test func f12ShowsTheTreeAndFocusShiftF12WritesTheDumpAndF12LeavesTheAppAsItWas() throws {
        let tmux = try Tmux(width: 100, height: 24)
        try tmux.launch(
            sampleExecutable("terrarium-gallery"), environment: "TMPDIR=\(shellQuoted(tmux.directory.path))")
        try tmux.waitFor(text: "Terrarium gallery")
        let app = try tmux.stableScreen("the gallery") { $0.contains { $0.contains("line 0") } }
        #expect(!app.joined().contains("Inspector"))
        try tmux.press("F12")
        try tmux.waitFor(text: "┌─ Inspector")
        var screen = try tmux.screen()
        #expect(screen[0].hasPrefix(" Terrarium gallery "))
        // The app focused the list at launch; the tree is scrolled to it.
        #expect(screen.contains { $0.contains("│focus ") && $0.contains("PlantList › .FocusBinding") })
        #expect(screen.contains { $0.contains("│") && $0.contains(" PlantList") })
        // Focus moves in the app while the inspector shows where it went.
        try tmux.press("Tab")
        try tmux.waitFor("focus on the name field") { screen in
            screen.contains { $0.contains("│focus ") && !$0.contains("PlantList") }
        }
        screen = try tmux.screen()
        #expect(screen.contains { $0.contains("●") })
        // Shift+F12 writes the dump for a bug report and says where.
        try tmux.press("S-F12")
        try tmux.waitFor(text: "dump written to")
        let dumps = try FileManager.default.contentsOfDirectory(atPath: tmux.directory.path)
            .filter { $0.hasPrefix("terrarium-inspector-") }
        #expect(dumps.count == 1)
        let dump = try String(contentsOf: tmux.directory.appending(component: dumps[0]), encoding: .utf8)
        #expect(dump.hasPrefix("Terrarium inspector\nframe: "))
        #expect(dump.contains("focus: GalleryView"))
        #expect(dump.contains("PlantList"))
        #expect(dump.contains(" ●"))
        // F12 again: the inspector is gone and the gallery is whole again.
        try tmux.press("F12")
        let closed = try tmux.stableScreen("the inspector gone") { !$0.joined().contains("Inspector") }
        #expect(closed.count == app.count)
        for (row, line) in app.enumerated() where row >= 3 && row < 10 {
            #expect(closed[row].suffix(30) == line.suffix(30))
        }
        // Back to the list, where q is not typing, and quit.
        try tmux.press("BTab")
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
    }

    @Test func terrariumInspectOpensItAtLaunch() throws {
        let tmux = try Tmux(width: 100, height: 24)
        try tmux.launch(sampleExecutable("terrarium-gallery"), environment: "TERRARIUM_INSPECT=1")
        try tmux.waitFor(text: "┌─ Inspector")
        try tmux.waitFor(text: "Terrarium gallery")
        try tmux.press("F12")
        try tmux.waitFor("the inspector gone") { !$0.joined().contains("Inspector") }
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
    }
}
