import Foundation

/// The environment a pane's program gets: this process's own, without what describes the
/// terminal around the app, with the pane's terminal type and the caller's variables on top.
enum TerminalEnvironment {
    /// The terminal type the emulator implements, as terminfo names it.
    static let terminalType = "xterm-256color"

    /// Variables that describe the terminal or multiplexer the app runs in, not the pane.
    static let removed: Set<String> = [
        "TMUX", "TMUX_PANE", "STY", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "KITTY_WINDOW_ID",
        "KITTY_PID", "WEZTERM_PANE", "WINDOWID", "COLUMNS", "LINES", "TERMINFO",
    ]

    /// `inherited` made right for a pane, with `overrides` applied last.
    static func make(inherited: [String: String], overrides: [String: String]) -> [String: String] {
        var environment = inherited.filter { !removed.contains($0.key) }
        environment["TERM"] = terminalType
        environment["COLORTERM"] = "truecolor"
        environment["TERRARIUM_PANE"] = "1"
        environment.merge(overrides) { $1 }
        return environment
    }

    /// This process's environment, made right for a pane.
    static func make(overrides: [String: String]) -> [String: String] {
        make(inherited: ProcessInfo.processInfo.environment, overrides: overrides)
    }
}
