import Foundation
import TerrariumPOSIX

/// A program connected through its standard streams, with what its callbacks reported, for
/// tests to wait on.
final class StreamProgram: LoggedProgram, Sendable {
    let process: StreamProcess
    let log: ProgramLog

    /// Runs `script` with `sh -c`.
    convenience init(_ script: String, environment: [String: String] = TerminalProgram.environment) throws {
        try self.init(executable: "sh", arguments: ["-c", script], environment: environment)
    }

    /// Runs `executable`, keeping the last `outputLimit` bytes of its output.
    init(
        executable: String, arguments: [String] = [], environment: [String: String] = TerminalProgram.environment,
        workingDirectory: String? = nil, outputLimit: Int = 2 << 20
    ) throws {
        let log = ProgramLog(outputLimit: outputLimit)
        self.log = log
        process = try StreamProcess.start(
            .init(
                executable: executable, arguments: arguments, environment: environment,
                workingDirectory: workingDirectory),
            output: { bytes in log.received(bytes) },
            termination: { ended, errorOutput in log.ended(ended, errorOutput: errorOutput) })
    }

    /// Everything kept of the output.
    var output: [UInt8] { log.output }
    /// The tail of standard error the end was reported with.
    var errorOutput: [UInt8]? { log.errorOutput }
}
