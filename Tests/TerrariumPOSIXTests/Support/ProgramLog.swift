import Foundation
import Synchronization
import TerrariumPOSIX

/// What a connected program's callbacks reported, for tests to wait on.
final class ProgramLog: Sendable {
    /// What the callbacks reported.
    private struct Report {
        /// The output, up to `outputLimit` bytes (the last ones).
        var output: [UInt8] = []
        var outputCount = 0
        var termination: PseudoTerminalProcess.Termination?
        var errorOutput: [UInt8]?
        var outputWhenEnded: [UInt8]?
        var outputAfterEnd = false
        var terminationCount = 0
    }

    private let report = Mutex(Report())
    private let outputLimit: Int

    /// A log that keeps the last `outputLimit` bytes of output.
    init(outputLimit: Int) {
        self.outputLimit = outputLimit
    }

    /// Keeps a chunk of output.
    func received(_ bytes: UnsafeRawBufferPointer) {
        report.withLock { report in
            report.output += bytes
            report.outputCount += bytes.count
            if report.output.count > outputLimit {
                report.output.removeFirst(report.output.count - outputLimit)
            }
            if report.termination != nil { report.outputAfterEnd = true }
        }
    }

    /// Keeps the end, and what the program's standard error ended with.
    func ended(_ ended: PseudoTerminalProcess.Termination, errorOutput: [UInt8]? = nil) {
        report.withLock { report in
            report.termination = ended
            report.errorOutput = errorOutput
            report.outputWhenEnded = report.output
            report.terminationCount += 1
        }
    }

    /// Everything kept of the output.
    var output: [UInt8] { report.withLock { $0.output } }
    /// How many bytes arrived in all.
    var outputCount: Int { report.withLock { $0.outputCount } }
    /// The output kept when the end was reported.
    var outputWhenEnded: [UInt8]? { report.withLock { $0.outputWhenEnded } }
    /// What the end's report said of standard error.
    var errorOutput: [UInt8]? { report.withLock { $0.errorOutput } }
    /// Whether any output arrived after the end was reported.
    var deliveredAfterEnd: Bool { report.withLock { $0.outputAfterEnd } }
    /// How often the end was reported.
    var terminationCount: Int { report.withLock { $0.terminationCount } }
    /// The end, once reported.
    var termination: PseudoTerminalProcess.Termination? { report.withLock { $0.termination } }
}

/// A test's program whose callbacks report to a ``ProgramLog``.
protocol LoggedProgram {
    /// Where its callbacks report.
    var log: ProgramLog { get }
}

extension LoggedProgram {
    /// Everything kept of the output, as text.
    var text: String { String(decoding: log.output, as: UTF8.self) }
    /// How many bytes arrived in all.
    var outputCount: Int { log.outputCount }
    /// The output kept when the end was reported.
    var textWhenEnded: String? { log.outputWhenEnded.map { String(decoding: $0, as: UTF8.self) } }
    /// Whether any output arrived after the end was reported.
    var deliveredAfterEnd: Bool { log.deliveredAfterEnd }
    /// How often the end was reported.
    var terminationCount: Int { log.terminationCount }

    /// Waits up to `timeout` for the output to contain `text`.
    func waitForOutput(containing text: String, timeout: Duration = .seconds(30)) -> Bool {
        waitUntil(timeout: timeout) { self.text.contains(text) }
    }

    /// Waits up to `timeout` for the end to be reported, and returns it.
    func waitForEnd(timeout: Duration = .seconds(30)) -> PseudoTerminalProcess.Termination? {
        _ = waitUntil(timeout: timeout) { log.termination != nil }
        return log.termination
    }
}

/// Waits up to `timeout` for `condition` to hold, looking every few milliseconds.
func waitUntil(timeout: Duration = .seconds(30), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}
