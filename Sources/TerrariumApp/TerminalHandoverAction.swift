import TerrariumCore
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

    /// Runs `command` as ``callAsFunction(_:input:)`` does, to pipe `input` to it, and says how
    /// it went in a sentence for the status line.
    @MainActor package func pipe(_ command: String, input: [UInt8]) async -> String {
        switch await run(command, input) {
        case .exited(status: 0): "Piped to \(command)"
        case .exited(let status): "\(command) failed with status \(status)"
        case .signaled(let signal): "\(command) was ended by signal \(signal)"
        case .notRun(let reason): "Not piped: \(reason)"
        }
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
