import Foundation
import TerrariumTesting
import Testing

/// A copy in a terminal that drops OSC 52 without a word (stock xterm does; so does tmux with
/// `set-clipboard off`) still reaches the desktop clipboard through `xclip`, and the status line
/// says where it went.
@Suite(.serialized, .requires("tmux", "Xvfb", "xclip")) struct ClipboardToolEndToEndTests {
    /// A private X server: a display number of its own, gone when the test ends.
    private final class XServer {
        let display: String
        private let pid: Int32

        init() throws {
            let number = try #require(
                (100..<400).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") })
            display = ":\(number)"
            // Through a shell, started as runProcess starts programs: with the signals the test
            // runner blocks unblocked, so that SIGTERM ends the server.
            let started = try runProcess(
                ["sh", "-c", "Xvfb \(display) -nolisten tcp -screen 0 320x200x8 >/dev/null 2>&1 & echo $!"],
                captureOutput: true)
            pid = try #require(Int32(started.output.trimmingCharacters(in: .whitespacesAndNewlines)))
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), Date() < deadline {
                usleep(20_000)
            }
        }

        /// What the X clipboard holds, read with xclip.
        func clipboard() throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            return try runProcess(
                ["xclip", "-selection", "clipboard", "-out"], captureOutput: true, environment: environment
            ).output
        }

        deinit {
            // xclip, serving the selection, ends with the server.
            kill(pid, SIGTERM)
        }
    }

    @Test func aCopyTheTerminalDropsReachesTheXClipboardThroughXclip() throws {
        let x = try XServer()
        let tmux = try Tmux(width: 100, height: 14)
        // The terminal takes no OSC 52 at all, as stock xterm.
        try tmux.tmux("set-option", "-g", "set-clipboard", "off")
        try tmux.launch(sampleExecutable("plant-catalog"), environment: "LANG=C.UTF-8 DISPLAY=\(x.display)")
        try tmux.waitFor(text: "Rating: 4/5")
        try tmux.press("Down")
        try tmux.waitFor(text: "│ Genus: Ficus")
        try tmux.sendRaw("\u{1B}c")
        try tmux.waitFor(text: "Copied with xclip, and sent to the terminal's clipboard")
        try tmux.waitFor("the X clipboard", timeout: 10) { _ in
            (try? x.clipboard()) == "Fiddle leaf (Ficus), water weekly"
        }
        try tmux.press("q")
        try tmux.waitFor(text: "exit=0")
    }
}
