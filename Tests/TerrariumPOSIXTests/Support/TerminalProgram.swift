import Foundation
import Synchronization
import TerrariumPOSIX
import TerrariumTerminal

/// A program started on a pseudo-terminal of its own, with what its callbacks reported, for
/// tests to wait on.
final class TerminalProgram: Sendable {
    /// What the callbacks reported.
    private struct Report {
        /// The output, up to ``outputLimit`` bytes (the last ones).
        var output: [UInt8] = []
        var outputCount = 0
        var termination: PseudoTerminalProcess.Termination?
        var outputWhenEnded: [UInt8]?
        var outputAfterEnd = false
        var terminationCount = 0
    }

    /// What every test program gets, and nothing of the test process's environment.
    static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LC_ALL": "C"]
    /// How much output is kept: enough for `seq 1 100000`, little enough for `yes`.
    private static let outputLimit = 2 << 20

    let process: PseudoTerminalProcess
    private let log: Log

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
        let log = Log()
        self.log = log
        process = try PseudoTerminalProcess.start(
            .init(
                executable: executable, arguments: arguments, environment: environment,
                workingDirectory: workingDirectory, size: size),
            output: { bytes in log.received(bytes) },
            termination: { ended in log.ended(ended) })
    }

    /// Everything kept of the output, as text.
    var text: String { log.report.withLock { String(decoding: $0.output, as: UTF8.self) } }
    /// How many bytes arrived in all.
    var outputCount: Int { log.report.withLock { $0.outputCount } }
    /// The output kept when the end was reported.
    var textWhenEnded: String? {
        log.report.withLock { $0.outputWhenEnded.map { String(decoding: $0, as: UTF8.self) } }
    }
    /// Whether any output arrived after the end was reported.
    var deliveredAfterEnd: Bool { log.report.withLock { $0.outputAfterEnd } }
    /// How often the end was reported.
    var terminationCount: Int { log.report.withLock { $0.terminationCount } }

    /// Waits up to `timeout` for the output to contain `text`.
    func waitForOutput(containing text: String, timeout: Duration = .seconds(30)) -> Bool {
        waitUntil(timeout: timeout) { self.text.contains(text) }
    }

    /// Waits up to `timeout` for the end to be reported, and returns it.
    func waitForEnd(timeout: Duration = .seconds(30)) -> PseudoTerminalProcess.Termination? {
        _ = waitUntil(timeout: timeout) { log.report.withLock { $0.termination != nil } }
        return log.report.withLock { $0.termination }
    }

    /// Where the callbacks, made before the program object exists, put what they report.
    private final class Log: Sendable {
        let report = Mutex(Report())

        func received(_ bytes: UnsafeRawBufferPointer) {
            report.withLock { report in
                report.output += bytes
                report.outputCount += bytes.count
                if report.output.count > TerminalProgram.outputLimit {
                    report.output.removeFirst(report.output.count - TerminalProgram.outputLimit)
                }
                if report.termination != nil { report.outputAfterEnd = true }
            }
        }

        func ended(_ ended: PseudoTerminalProcess.Termination) {
            report.withLock { report in
                report.termination = ended
                report.outputWhenEnded = report.output
                report.terminationCount += 1
            }
        }
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
