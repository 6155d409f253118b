import Dispatch
import Foundation
import TerrariumCore
import TerrariumPOSIX

/// Runs a shell command with bytes on its standard input, off the main actor, keeping the start
/// of what it prints.
enum CommandPipe {
    /// The most bytes of output kept for a status line.
    static let outputLimit = 4096
    /// How long a command may run before it is stopped.
    static let timeout: Duration = .seconds(60)

    /// What a command came to: its exit status (nil when it did not exit on its own, with the
    /// reason as the output) and the start of its output.
    struct Outcome: Sendable {
        var status: Int32?
        var output: String
    }

    /// Runs `command` with `/bin/sh -c`, feeding it `input`.
    static func run(_ command: String, input: Data) async -> Outcome {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let outcome = ChildProcess.run(
                    "/bin/sh", arguments: ["-c", command], input: Array(input), captureOutput: true,
                    outputLimit: outputLimit, timeout: timeout)
                continuation.resume(
                    returning: Outcome(
                        status: outcome.exitStatus,
                        output: outcome.failure ?? String(decoding: outcome.output, as: UTF8.self)))
            }
        }
    }
}
