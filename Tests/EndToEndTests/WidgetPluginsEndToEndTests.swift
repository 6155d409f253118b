import Foundation
import TerrariumTesting
import Testing

/// Runs `widget-plugins` in tmux: one rating shown by a compiled-in control, a Python process, a
/// shell script and a loaded Swift plugin, changed from each in turn, as a person would.
@Suite(.serialized, .requires("tmux", "python3")) struct WidgetPluginsEndToEndTests {
    /// Waits until every widget shows `rating` and the label below says so.
    private func waitForRating(_ rating: Int, in tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        try tmux.waitFor("every widget at \(rating)", sourceLocation: sourceLocation) { lines in
            func stars(_ label: String) -> Int? {
                lines.first { $0.contains(label) }.map { $0.filter { $0 == "★" }.count }
            }
            return lines.contains { $0.contains("Rating: \(rating)/5") }
                && stars("Swift, compiled in") == rating && stars("Python process") == rating
                && stars("Swift, loaded") == rating
                && lines.contains { $0.contains("Shell process") && $0.contains("] \(rating)/5") }
        }
    }

    @Test func fourWidgetsFromFourPlacesShareOneRating() throws {
        let plugin = sampleExecutable("libStarsPlugin.so")
        try #require(FileManager.default.fileExists(atPath: plugin), "swift build builds the StarsPlugin product")
        let tmux = try Tmux(width: 80, height: 14)
        try tmux.launch(sampleExecutable("widget-plugins"), environment: "LANG=C.UTF-8")
        try tmux.waitFor(text: "One rating, four widgets")
        try waitForRating(3, in: tmux)
        // The compiled-in rating has focus from the launch; Right raises it everywhere.
        try tmux.press("Right")
        try waitForRating(4, in: tmux)
        // The Python widget: Left twice.
        try tmux.press("Tab")
        try tmux.press("Left")
        try tmux.press("Left")
        try waitForRating(2, in: tmux)
        // The shell meter: + once.
        try tmux.press("Tab")
        try tmux.sendRaw("+")
        try waitForRating(3, in: tmux)
        // The loaded plugin: End goes to five.
        try tmux.press("Tab")
        try tmux.press("End")
        try waitForRating(5, in: tmux)
        // A click on the Python widget's first star sets one.
        let lines = try tmux.screen()
        let rowIndex = try #require(lines.firstIndex { $0.contains("Python process") })
        let star = try #require(lines[rowIndex].firstIndex(of: "★"))
        let column = lines[rowIndex].distance(from: lines[rowIndex].startIndex, to: star)
        try tmux.sendRaw("\u{1B}[<0;\(column + 1);\(rowIndex + 1)M\u{1B}[<0;\(column + 1);\(rowIndex + 1)m")
        try waitForRating(1, in: tmux)
        // Both widget processes are the app's children, and end with it.
        let app = try tmux.process(named: "widget-plugins")
        let children = try runProcess(["pgrep", "-P", String(app)], captureOutput: true).output
            .split(separator: "\n").compactMap { Int32($0) }
        #expect(children.count == 2)
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
        for child in children {
            #expect(kill(child, 0) != 0, "widget process \(child) outlived the app")
        }
        #expect(try tmux.modes() == DemoEndToEndTests.restoredModes)
        #expect(try tmux.sttyRestored())
        // Nothing a widget started outlives the app: each widget leads a process group of its own,
        // and the group is empty. (A match on the widgets' paths would also see the copies other
        // suites run at the same time.)
        for child in children {
            let left = try runProcess(["pgrep", "-g", String(child)], captureOutput: true).output
            #expect(left.isEmpty, "process group \(child) still has \(left)")
        }
    }
}
