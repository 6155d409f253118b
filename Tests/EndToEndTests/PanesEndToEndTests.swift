import Foundation
import TerrariumTesting
import Testing

/// Runs real programs (vim, less, top, bash) twice at the same size: directly in tmux, and in a
/// `TerminalView` filling `terrarium-panes`, itself in tmux; the two screens must read the same.
@Suite(.serialized, .requires("tmux")) struct PanesEndToEndTests {
    static let width = 80
    static let height = 24

    /// A directory with a text file for the editor and the pager.
    private func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = (1...90).map { number in
            "\(number)\tThe quick brown fox jumps over the lazy dog, line \(number) of the notes."
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

    /// Two terminals at the same size in `folder`: one running `program` directly, the other
    /// running it in a pane (in `paneFolder` when given, for a program that writes files);
    /// `environment` is set for both.
    private func start(
        _ program: String, in folder: URL, paneFolder: URL? = nil, environment: String = ""
    ) throws -> (direct: Tmux, pane: Tmux) {
        let direct = try Tmux(width: Self.width, height: Self.height)
        let pane = try Tmux(width: Self.width, height: Self.height)
        func cd(_ folder: URL) -> String { "cd \(shellQuoted(folder.path)) && clear && exec env \(environment)" }
        try direct.run("\(cd(folder)) \(program)")
        try pane.run("\(cd(paneFolder ?? folder)) \(sampleExecutable("terrarium-panes")) --run \(program)")
        return (direct, pane)
    }

    /// Waits until both screens show `text` and are stable, and expects them to read the same
    /// after `normalize`.
    private func expectSameScreens(
        _ terminals: (direct: Tmux, pane: Tmux), showing text: String, _ what: String,
        normalize: ([String]) -> [String] = { $0 }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let direct = try terminals.direct.stableScreen(text, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
        let pane = try terminals.pane.stableScreen(text, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
        let (expected, actual) = (normalize(direct), normalize(pane))
        #expect(
            actual == expected,
            "\(what): the pane differs from tmux\n--- tmux\n\(expected.joined(separator: "\n"))\n--- pane\n\(actual.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// Sends the same keys to both terminals.
    private func press(_ terminals: (direct: Tmux, pane: Tmux), _ keys: String...) throws {
        for tmux in [terminals.direct, terminals.pane] {
            for key in keys { try tmux.press(key) }
        }
    }

    /// Types the same text into both terminals.
    private func type(_ terminals: (direct: Tmux, pane: Tmux), _ text: String) throws {
        for tmux in [terminals.direct, terminals.pane] { try tmux.sendRaw(text) }
    }

    @Test(.requires("vim")) func vimEditingAFileLooksTheSame() throws {
        // Each vim edits its own copy: the two save the same file.
        let folder = try workspace()
        let paneFolder = try workspace()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: paneFolder)
        }
        let terminals = try start("vim -u NONE -i NONE -N -n notes.txt", in: folder, paneFolder: paneFolder)
        try expectSameScreens(terminals, showing: "\"notes.txt\" 90L", "vim opening the file")
        try press(terminals, "G")
        try press(terminals, "o")
        try type(terminals, "a line added in the editor")
        try press(terminals, "Escape")
        try type(terminals, ":w\r")
        try expectSameScreens(terminals, showing: "91L", "vim after an edit and a save")
        try type(terminals, "5G3dd")
        try press(terminals, "C-d")
        try expectSameScreens(terminals, showing: "line 37 of", "vim after deleting lines and paging")
        try type(terminals, ":q!\r")
    }

    @Test(.requires("less")) func lessPagingAFileLooksTheSame() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminals = try start("less notes.txt", in: folder, environment: "LESS= LESSHISTFILE=-")
        try expectSameScreens(terminals, showing: "notes.txt", "less's first page")
        try press(terminals, "Space")
        try expectSameScreens(terminals, showing: "line 46 of", "less's second page")
        try type(terminals, "/line 70 \r")
        try expectSameScreens(terminals, showing: "line 70 of", "less after a search")
        try type(terminals, "q")
    }

    @Test(.requires("top")) func topLooksTheSame() throws {
        let terminals = try start("top -d 3600", in: FileManager.default.temporaryDirectory)
        // Two tops show different figures and processes: the words are compared, digits folded
        // and spaces (which pad figures of different widths) left out, over the summary and the
        // column headings.
        let digits = try Regex("[0-9]+")
        try expectSameScreens(terminals, showing: "PID USER", "top's summary and headings") { screen in
            screen.prefix(7).map { $0.replacing(digits, with: "#").replacing(" ", with: "") }
        }
        try type(terminals, "q")
    }

    @Test(.requires("bash")) func aShellWithAColouredPromptLooksTheSame() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prompt = #"PS1='\[\e[1;32m\]pane\[\e[0m\]:\[\e[34m\]\W\[\e[0m\]\$ '"#
        let terminals = try start("bash --norc --noprofile", in: folder, environment: prompt)
        try expectSameScreens(terminals, showing: "pane:", "the prompt")
        let colours = #"printf '\e[1;31mred\e[0m and \e[4munderlined\e[0m\n'"#
        try type(terminals, colours + #"; ls --color=always; echo first-"done""#)
        try press(terminals, "Enter")
        // Each command after the last has finished: typed ahead, the terminal's echo would race it.
        try expectSameScreens(terminals, showing: "first-done", "after colours and ls")
        try type(terminals, "seq 1 40 | paste -sd ' ' ; printf 'wide: 盆栽 tabs:\\ta\\tb\\n'")
        try press(terminals, "Enter")
        try expectSameScreens(terminals, showing: "a       b", "after commands")
        try type(terminals, "exit\r")
    }

    @Test(.requires("bash")) func concealedTextAndALongLineAfterANarrowerWindowLookTheSame() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminals = try start("bash --norc --noprofile", in: folder, environment: "PS1='$ '")
        try expectSameScreens(terminals, showing: "$", "the prompt")
        // tmux's capture-pane prints concealed text; the pane must send it on, concealed, too.
        let styles = #"printf 'pin \e[8m1234\e[28m ok \e[53mover\e[55m \e[4:3mcurly\e[24m\n'"#
        try type(terminals, styles + #"; seq -s ' ' 1 25; echo styles-"done""#)
        try press(terminals, "Enter")
        try expectSameScreens(terminals, showing: "styles-done", "after concealed and decorated text")
        let line = (1...25).map(String.init).joined(separator: " ")
        // A narrower window wraps the line; back at its width, both show it whole again.
        for tmux in [terminals.direct, terminals.pane] {
            try tmux.tmux("resize-window", "-t", "main", "-x", "40", "-y", "\(Self.height)")
            try tmux.waitFor("the wrapped line") { $0.contains { $0.hasPrefix("1 2 3") && !$0.contains(" 25") } }
            try tmux.tmux("resize-window", "-t", "main", "-x", "\(Self.width)", "-y", "\(Self.height)")
            try tmux.waitFor("the whole line") { $0.contains { $0.hasPrefix(line) } }
        }
        try expectSameScreens(terminals, showing: line, "after a narrower window and back")
        try type(terminals, "exit\r")
    }

    @Test(.requires("top")) func splitPanesTakeFocusFollowResizesAndEndWithTheApp() throws {
        let tmux = try Tmux(width: 80, height: 24)
        // The viewer is named: without it the sample shows htop wherever htop is installed.
        try tmux.launch(
            shellQuoted(sampleExecutable("terrarium-panes")) + " --viewer top", environment: "SHELL=/bin/sh")
        // The shell's pane has the keys from the launch, as the first focusable view.
        try tmux.waitFor(text: "Ctrl+]: next pane or Quit")
        try tmux.waitFor(text: "PID USER")
        try tmux.run("stty size")
        try tmux.waitFor("the first size") { $0.contains { $0.contains("│20 38") } }
        try tmux.tmux("resize-window", "-t", "main", "-x", "100", "-y", "30")
        // The pane's terminal takes its new size in the frame that draws it.
        try tmux.waitFor("the wider frame") {
            $0.first?.hasSuffix("┐┌" + String(repeating: "─", count: 48) + "┐") == true
        }
        try tmux.run("stty size")
        try tmux.waitFor("the new size") { $0.contains { $0.contains("│26 48") } }
        // Ctrl+] moves on to top's pane, which follows the size too, then to the Quit button.
        try tmux.press("C-]")
        try tmux.waitFor(text: "▶ top")
        // top redraws its pane in its own time after the focus moves. Its first line ends in the
        // load average only while the uptime is short enough to leave room in a narrow pane.
        try tmux.waitFor("top's screen") { $0.contains { $0.lowercased().contains("tasks:") } }
        try tmux.press("C-]")
        try tmux.waitFor(text: "Tab: enter a pane")
        // The panes' programs are the app's children, each in a session of its own.
        let app = try tmux.process(named: "terrarium-panes")
        let children = try ["sh", "top"].compactMap { name in
            try runProcess(["pgrep", "-P", "\(app)", "-x", name], captureOutput: true).output
                .split(separator: "\n").first.flatMap { Int32($0) }
        }
        #expect(children.count == 2)
        try tmux.sendRaw("q")
        try tmux.waitFor(text: "exit=0")
        #expect(try tmux.sttyRestored())
        // Both programs ended with the app.
        for child in children {
            #expect(!FileManager.default.fileExists(atPath: "/proc/\(child)"), "process \(child) outlived the app")
        }
    }
}
