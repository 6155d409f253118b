import Foundation
import Terrarium
import TerrariumPanes
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Polls `condition` every 20 ms, rendering `host` first, until it holds; records a failure with
/// the screen after `seconds` (generous: the whole suite shares two cores, and widget tests hold
/// the main actor while they wait for their processes).
@MainActor
func waitUntil<Content: View>(
    _ what: String, in host: TestHost<Content>, seconds: Int = 90, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
) async throws {
    var lines: [String] = []
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        lines = host.render().lines
        if condition(lines) { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record(
        "timed out waiting for \(what); screen:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    throw PaneTestError.timeout(what)
}

/// Polls `condition` every 20 ms until it holds, for what is not on the screen.
@MainActor
func waitUntil(
    _ what: String, seconds: Int = 90, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
    throw PaneTestError.timeout(what)
}

enum PaneTestError: Error {
    case timeout(String)
}

/// The state letter of process `pid` from `/proc` ("Z" for a zombie), or nil once it is gone.
func processState(_ pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
}

extension TerminalProcessState {
    /// The process id while running.
    var processID: Int32? {
        if case .running(let pid) = self { return pid }
        return nil
    }
}
