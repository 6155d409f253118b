import Foundation
import Testing

/// A private tmux server with one pane running a shell, driven the way a person would use a
/// terminal: keys in, screen out through `capture-pane`.
final class Tmux {
    let socket: String
    let directory: URL

    /// Starts a server with an interactive bash in a `width`×`height` window.
    init(width: Int = 80, height: Int = 24) throws {
        socket = "terrarium-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
            // Without a display, so no sample reaches a desktop clipboard unless a test gives it one.
            "env -u DISPLAY -u WAYLAND_DISPLAY PS1='$ ' TERM=xterm-256color bash --norc --noprofile",
        ])
        try waitFor("the shell prompt") { $0.contains { $0.hasPrefix("$") } }
    }

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux with `arguments` on this server and returns its standard output.
    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        try runProcess(["tmux", "-L", socket] + arguments, captureOutput: true).output
    }

    /// Types `command` into the shell and presses Enter.
    func run(_ command: String) throws {
        try tmux("send-keys", "-t", "main", "-l", command)
        try tmux("send-keys", "-t", "main", "Enter")
    }

    /// Sends tmux key names such as `Down`, `C-z` or `q`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Sends bytes exactly as given, as a terminal would for a mouse report or a paste.
    func sendRaw(_ text: String) throws {
        try tmux("send-keys", "-t", "main", "-l", text)
    }

    private func tmux(_ arguments: [String]) throws {
        try runProcess(["tmux", "-L", socket] + arguments)
    }

    /// The visible screen, one string per row, preceded by up to `history` rows of scrollback.
    func screen(history: Int = 0) throws -> [String] {
        try tmux("capture-pane", "-p", "-t", "main", "-S", "\(-history)").components(separatedBy: "\n")
    }

    /// A tmux format evaluated for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux("display-message", "-p", "-t", "main", format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal modes a program can leave behind, as tmux tracks them.
    func modes() throws -> String {
        try display(
            "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_button_flag}"
                + "#{mouse_all_flag}#{mouse_sgr_flag} keypad=#{keypad_flag}")
    }

    /// Polls the screen until `condition` holds, failing with the screen after `timeout` seconds.
    ///
    /// The default is generous because a pass returns as soon as the condition holds: a debug
    /// sample started while the whole suite runs on two cores can take more than ten seconds.
    func waitFor(
        _ what: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var lines: [String] = []
        while Date() < deadline {
            lines = try screen()
            if condition(lines) { return }
            usleep(30_000)
        }
        Issue.record(
            "timed out waiting for \(what); screen:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw TmuxError.timeout(what)
    }

    /// Waits until `condition` holds and the screen stays the same for 100 ms, then returns it:
    /// a program may draw in more than one frame after a resize.
    func stableScreen(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        var previous: [String] = []
        var result: [String] = []
        try waitFor(what, sourceLocation: sourceLocation) { lines in
            defer { previous = lines }
            guard condition(lines), lines == previous else {
                usleep(100_000)
                return false
            }
            result = lines
            return true
        }
        return result
    }

    /// Waits up to `timeout` seconds until some row of the screen contains `text`.
    func waitFor(text: String, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
    }

    /// The process id of the program called `name` running in the pane's session.
    func process(named name: String) throws -> pid_t {
        let session = try display("#{pane_pid}")
        let found = try runProcess(["pgrep", "-s", session, "-x", name], captureOutput: true).output
        guard let pid = found.split(separator: "\n").first.flatMap({ pid_t($0) }) else {
            throw TmuxError.noProcess(name)
        }
        return pid
    }
}

enum TmuxError: Error {
    case timeout(String)
    case noProcess(String)
}

/// A sample binary `swift test` built next to the test bundle.
func sampleExecutable(_ name: String) -> String {
    #if os(Linux)
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
        let tests = Bundle.main.bundleURL
    #endif
    return tests.deletingLastPathComponent().appendingPathComponent(name).path
}

/// The demo binary.
func demoExecutable() -> String { sampleExecutable("terrarium-demo") }

extension Tmux {
    /// Starts `executable` from a shell that records `stty -g` before and after it, and its
    /// exit status as `exit=N`.
    ///
    /// The subshell makes the program and the recording one job, so a suspended program
    /// suspends the recording too instead of letting it run early.
    func launch(_ executable: String, environment: String = "") throws {
        let dir = directory.path
        // The settings after are written aside and renamed, so the file is whole once it exists.
        try run(
            "(stty -g > \(dir)/before; \(environment) \(executable); echo \"exit=$?\"; "
                + "stty -g > \(dir)/after.partial; mv \(dir)/after.partial \(dir)/after)")
    }

    /// Starts `commandLine` as ``launch(_:environment:)`` does, from `workingDirectory`: the
    /// shell changes to it first and stays there.
    func launch(_ commandLine: String, environment: String = "", workingDirectory: URL) throws {
        try run("cd \(shellQuoted(workingDirectory.path))")
        try launch(commandLine, environment: environment)
    }

    /// Clicks the middle of the first `label` on the screen, as a terminal reports a left click.
    func click(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try screen()
        let row = try #require(
            screen.firstIndex { $0.contains(label) }, "no \(label) on the screen", sourceLocation: sourceLocation)
        let offset = try #require(screen[row].range(of: label), sourceLocation: sourceLocation).lowerBound
        let column = screen[row].distance(from: screen[row].startIndex, to: offset) + label.count / 2 + 1
        try sendRaw("\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m")
    }

    /// Whether the terminal settings after the program equal those before it.
    func sttyRestored() throws -> Bool {
        try waitFor("the recorded stty") { _ in
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("after").path)
        }
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }
}

extension Tmux {
    /// Resizes the window to `size` and waits until the screen, whose last row starts with
    /// `lastRow`, is stable; returns it.
    ///
    /// `firstRow`, when given, is text only a frame drawn at the new size shows on its first row:
    /// a terminal that shrinks pushes the old frame's top rows away, which leaves its last row
    /// in place until the app has drawn again.
    func resize(to size: (width: Int, height: Int), firstRow: String? = nil, lastRow: String) throws -> [String] {
        try tmux("resize-window", "-t", "main", "-x", "\(size.width)", "-y", "\(size.height)")
        return try settledScreen(height: size.height, firstRow: firstRow, lastRow: lastRow)
    }

    /// The screen once it is stable with `lastRow` starting its last row (and `firstRow` in its
    /// first, when given).
    func settledScreen(height: Int, firstRow: String? = nil, lastRow: String) throws -> [String] {
        try stableScreen("\(lastRow) on the last row") {
            $0.count >= height && $0[height - 1].hasPrefix(lastRow) && firstRow.map($0[0].contains) != false
        }
    }

    /// The screen `executable` shows when started fresh at `size` (ended with Ctrl+C), to compare
    /// with the screen a resize to that size gave.
    static func freshScreen(
        of executable: String, environment: String = "", size: (width: Int, height: Int), lastRow: String
    ) throws -> [String] {
        let fresh = try Tmux(width: size.width, height: size.height)
        try fresh.launch(executable, environment: environment)
        let screen = try fresh.settledScreen(height: size.height, lastRow: lastRow)
        try fresh.press("C-c")
        try fresh.waitFor(text: "exit=0")
        return screen
    }
}

/// `text` in single quotes for a POSIX shell, with its own single quotes escaped.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Polls `condition` every 20 ms until it holds, failing with `what` after `timeout` seconds: for
/// what is not on the screen, such as a file's contents.
func waitUntil(
    _ what: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () throws -> Bool
) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return }
        usleep(20_000)
    }
    if try condition() { return }
    Issue.record("timed out after \(timeout) s waiting for \(what)", sourceLocation: sourceLocation)
    throw TmuxError.timeout(what)
}
