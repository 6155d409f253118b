import Foundation
package import TerrariumCore
import TerrariumPOSIX

extension ClipboardToolRunner {
    /// Finds tools on the `PATH` given and runs them as child processes, each on a thread of its
    /// own so that neither the main actor nor the concurrency pool waits for a tool.
    package static let system = ClipboardToolRunner(
        find: { name, path in ChildProcess.find(name, path: path) },
        run: { invocation in
            await withCheckedContinuation { continuation in
                Thread {
                    let outcome = ChildProcess.run(
                        invocation.command[0], arguments: Array(invocation.command.dropFirst()),
                        input: invocation.input,
                        captureOutput: invocation.capturesOutput, timeout: invocation.timeout)
                    continuation.resume(
                        returning: Outcome(
                            succeeded: outcome.succeeded, output: outcome.output, failure: outcome.failure))
                }.start()
            }
        })
}
