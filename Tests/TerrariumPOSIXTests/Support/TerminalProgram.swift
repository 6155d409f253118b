import Foundation
import TerrariumPOSIX
import TerrariumTerminal

/// A program started on a pseudo-terminal of its own, with what its callbacks reported, for
/// tests to wait on.
final class TerminalProgram: LoggedProgram, Sendable {
    /// What every test program gets, and nothing of the test process's environment.
    static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LC_ALL": "C"]

    let process: PseudoTerminalProcess
    let log: ProgramLog

    /// Runs `script` with `sh -c`.
    convenience init(
        _ script: String, environment: [String: String] = TerminalProgram.environment,
        workingDirectory: String? = nil, size: Size = Size(width: 80, height: 24)
    ) throws {
        try self.init(
            executable: "sh", arguments: ["-c", script], environment: environment,
            workingDirectory: workingDirectory, size: size)
    }

    init(
        executable: String, arguments: [String] = [], environment: [String: String] = TerminalProgram.environment,
        workingDirectory: String? = nil, size: Size = Size(width: 80, height: 24)
    ) throws {
        // Enough for `seq 1 100000`, little enough for `yes`.
        let log = ProgramLog(outputLimit: 2 << 20)
        self.log = log
        process = try PseudoTerminalProcess.start(
            .init(
                executable: executable, arguments: arguments, environment: environment,
                workingDirectory: workingDirectory, size: size),
            output: { bytes in log.received(bytes) },
            termination: { ended in log.ended(ended) })
    }
}
