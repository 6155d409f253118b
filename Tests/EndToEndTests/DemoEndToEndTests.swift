import Foundation
import TerrariumTesting
import Testing

/// Runs `terrarium-demo` in a real terminal (tmux), uses it with keys, mouse and paste, and
/// checks the screen and that the terminal is restored afterwards.
@Suite(.serialized, .requires("tmux")) struct DemoEndToEndTests {
    static let restoredModes = "alternate=0 cursor=1 mouse=0000 keypad=0"

    func launchDemo(in tmux: Tmux, environment: String = "") throws {
        try tmux.launch(demoExecutable(), environment: environment)
    }

    func sttyRestored(in tmux: Tmux) throws -> Bool { try tmux.sttyRestored() }

    @Test func drawsRespondsToKeysMouseAndPasteThenRestoresTheTerminal() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launchDemo(in: tmux)
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        #expect(try tmux.modes() == "alternate=1 cursor=0 mouse=1011 keypad=0")
        let screen = try tmux.screen()
        // The detail column starts at x = 31, after the 28-column list and its margins; the
        // ideographs in 盆栽 take two columns each, which the padding accounts for.
        #expect(screen[2] == " Plants" + String(repeating: " ", count: 24) + "Monstera deliciosa")
        #expect(screen[3] == " ▶ Monstera deliciosa")
        #expect(screen[4] == "   Ficus lyrata" + String(repeating: " ", count: 16) + "Rating: ★★★★☆ 4/5")
        #expect(screen[6] == "   盆栽 Bonsai" + String(repeating: " ", count: 17) + "Link: terrarium.example")
        #expect(screen[7] == "   Calathea 🌿")

        try tmux.press("Down")
        try tmux.waitFor(text: "▶ Ficus lyrata")
        try tmux.waitFor(text: "Rating: ★★★☆☆ 3/5")
        try tmux.press("5")
        try tmux.waitFor(text: "Rating: ★★★★★ 5/5")
        try tmux.press("Left")
        try tmux.waitFor(text: "Rating: ★★★★☆ 4/5")

        // An SGR mouse press on the fourth plant (row 7, 1-based) selects it.
        try tmux.sendRaw("\u{1B}[<0;6;7M\u{1B}[<0;6;7m")
        try tmux.waitFor(text: "▶ 盆栽 Bonsai")

        try tmux.sendRaw("\u{1B}[200~pasted \u{1B}[31m text\u{1B}[201~")
        try tmux.waitFor(text: "Last event: paste of 17 characters")

        try tmux.press("M-x")
        try tmux.waitFor(text: "Last event: key Alt+x")
        try tmux.press("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == Self.restoredModes)
        #expect(try sttyRestored(in: tmux))
        #expect(!(try tmux.screen()).contains { $0.contains("Terrarium demo") })
    }

    @Test func resizeRedrawsWithoutLeftovers() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launchDemo(in: tmux)
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        try tmux.tmux("resize-window", "-t", "main", "-x", "50", "-y", "12")
        try tmux.waitFor(text: "Terrarium demo — 50x12")
        try tmux.tmux("resize-window", "-t", "main", "-x", "100", "-y", "30")
        try tmux.waitFor(text: "Terrarium demo — 100x30")
        let screen = try tmux.screen()
        #expect(screen.filter { $0.contains("Terrarium demo") }.count == 1)
        #expect(screen.filter { $0.contains("Monstera deliciosa") }.count == 2)
        #expect(screen[29].contains("q quit"))
        #expect(screen[10...27].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        try tmux.tmux("resize-window", "-t", "main", "-x", "1", "-y", "1")
        try tmux.tmux("resize-window", "-t", "main", "-x", "80", "-y", "24")
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        try tmux.press("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try sttyRestored(in: tmux))
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgResumes() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launchDemo(in: tmux)
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        try tmux.press("Down")
        try tmux.waitFor(text: "▶ Ficus lyrata")
        try tmux.press("C-z")
        try tmux.waitFor(text: "Stopped")
        #expect(try tmux.modes() == Self.restoredModes)
        try tmux.run("stty -g > \(tmux.directory.path)/suspended; fg")
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        #expect(try tmux.modes() == "alternate=1 cursor=0 mouse=1011 keypad=0")
        // The state survived and the screen was repainted in full.
        try tmux.waitFor(text: "▶ Ficus lyrata")
        #expect(try tmux.screen()[23].contains("q quit"))
        try tmux.press("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.modes() == Self.restoredModes)
        #expect(try sttyRestored(in: tmux))
        let suspended = try String(contentsOf: tmux.directory.appendingPathComponent("suspended"), encoding: .utf8)
        let before = try String(contentsOf: tmux.directory.appendingPathComponent("before"), encoding: .utf8)
        #expect(suspended == before)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func terminationSignalRestoresTheTerminal(signal: Int32) throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launchDemo(in: tmux)
        try tmux.waitFor(text: "Terrarium demo — 80x24")
        let pid = try tmux.process(named: "terrarium-demo")
        #expect(kill(pid, signal) == 0)
        try tmux.waitFor(text: "exit=\(128 + signal)")
        #expect(try tmux.modes() == Self.restoredModes)
        #expect(try sttyRestored(in: tmux))
    }

    @Test func dumbTerminalPrintsPlainText() throws {
        let tmux = try Tmux(width: 80, height: 24)
        try launchDemo(in: tmux, environment: "TERM=dumb")
        try tmux.waitFor(text: "exit=0")
        let screen = try tmux.screen(history: 50)
        #expect(screen.contains { $0.contains("needs an interactive terminal (TERM is dumb)") })
        #expect(screen.contains { $0.contains("▶ Monstera deliciosa") })
        #expect(try tmux.modes() == Self.restoredModes)
        #expect(try sttyRestored(in: tmux))
    }

    @Test func nonTTYOutputHasNoEscapeSequences() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: demoExecutable())
        process.environment = ["TERM": "xterm-256color", "COLUMNS": "70", "LINES": "14"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!data.contains(0x1B))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(" Terrarium demo — 70x14\n"))
        #expect(text.contains("▶ Monstera deliciosa"))
        #expect(message.contains("standard output is not a terminal"))
    }
}
