import TerrariumApp
import TerrariumCore
import TerrariumInspector
import TerrariumTerminal
import Testing

/// A view running in a ``TerminalRunLoop`` on a ``HeadlessTerminal``, for tests to drive.
@MainActor
final class RunningApp {
    let terminal: HeadlessTerminal
    let runLoop: TerminalRunLoop
    private var task: Task<Void, any Error>?

    /// Starts running `view` on a terminal of `size`; ``settle()`` waits for its first frames.
    init(
        _ view: some View, size: Size = Size(width: 20, height: 4), frameInterval: Duration = .milliseconds(16),
        suspendsOnControlZ: Bool = true, inspector: InspectorOptions = InspectorOptions(),
        environment: [String: String] = ["TERM": "xterm-256color"]
    ) {
        let terminal = HeadlessTerminal(size: size)
        self.terminal = terminal
        runLoop = TerminalRunLoop(
            frameInterval: frameInterval, suspendsOnControlZ: suspendsOnControlZ, inspector: inspector,
            terminal: { _ in terminal })
        task = Task { [runLoop] in try await runLoop.run(view, environment: environment) }
    }

    /// The clock the run loop reads.
    var clock: ManualClock { terminal.manualClock }

    /// Waits until the loop is idle, moving the clock on to each frame it waits for, so that
    /// everything asked for so far is on screen; a loop that never rests is an issue.
    ///
    /// With `reach`, wake-ups further off than that are left waiting: a request to the terminal
    /// keeps its timeout while the test answers it.
    func settle(reach: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<100 {
            await runLoop.untilIdle()
            guard let deadline = clock.pendingDeadlines.first,
                reach.map({ deadline - clock.now <= $0 }) ?? true
            else { return }
            clock.advance(by: deadline - clock.now)
        }
        Issue.record("the run loop kept drawing frames", sourceLocation: sourceLocation)
    }

    /// Settles, again and again while tasks of the app's own run, until `condition` holds;
    /// returns whether it came to hold.
    func settle(reach: Duration? = nil, until condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
            await settle(reach: reach)
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// Waits for the run to end and rethrows what it threw; a run still going once the loop is
    /// idle is an issue, and is then asked to quit.
    func finished(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await settle(sourceLocation: sourceLocation)
        // Stopping the terminal is the last thing a run does.
        if terminal.stops == 0 {
            Issue.record("the run went on", sourceLocation: sourceLocation)
            runLoop.quit()
        }
        try await task?.value
    }
}
