package import TerrariumPOSIX

/// Runs a shell command in the foreground with the terminal handed to it, and takes the terminal
/// back when the command ends, read from the environment as ``EnvironmentValues/terminalHandover``.
///
/// Only a run loop on an interactive terminal provides one; a headless host has none, and views
/// then run commands without the terminal.
package struct TerminalHandoverAction: Sendable {
    let run: @MainActor @Sendable (_ command: String, _ input: [UInt8]) async -> ForegroundOutcome

    /// An action that runs commands with `run`.
    package init(_ run: @escaping @MainActor @Sendable (_ command: String, _ input: [UInt8]) async -> ForegroundOutcome)
    {
        self.run = run
    }

    /// Runs `command` with `/bin/sh -c`, `input` on its standard input, and returns how it ended
    /// once the app has the terminal again.
    @MainActor package func callAsFunction(_ command: String, input: [UInt8]) async -> ForegroundOutcome {
        await run(command, input)
    }
}

private struct TerminalHandoverKey: EnvironmentKey {
    static var defaultValue: TerminalHandoverAction? { nil }
}

extension EnvironmentValues {
    /// Hands the terminal to a command until it ends; nil without an interactive terminal.
    package var terminalHandover: TerminalHandoverAction? {
        get { self[TerminalHandoverKey.self] }
        set { self[TerminalHandoverKey.self] = newValue }
    }
}
