import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a run ends: the quit action, an unhandled Ctrl+C, a termination signal; the terminal is
/// restored however it ends.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopQuittingTests {
    @Test func theQuitActionEndsTheRunAndRestoresTheTerminal() async throws {
        let app = RunningApp(ActionKeys())
        await app.settle()
        #expect(app.terminal.lines[0].hasPrefix("running"))
        #expect(app.terminal.output(since: 0).hasPrefix(TerminalModes.enter))
        let written = app.terminal.output.count
        app.terminal.press("q")
        try await app.finished()
        #expect(app.terminal.starts == 1 && app.terminal.stops == 1 && !app.terminal.isEntered)
        #expect(app.terminal.output(since: written).hasSuffix(TerminalModes.leave))
        #expect(app.runLoop.terminationSignal == nil)
    }

    @Test func anUnhandledControlCEndsTheRun() async throws {
        let app = RunningApp(Text("running"))
        await app.settle()
        app.terminal.press("c", modifiers: .control)
        try await app.finished()
        #expect(app.terminal.stops == 1 && !app.terminal.isEntered)
        #expect(app.terminal.output(since: 0).hasSuffix(TerminalModes.leave))
        #expect(app.runLoop.terminationSignal == nil)
    }

    @Test func aViewThatHandlesControlCKeepsTheAppRunning() async throws {
        let log = ProbeLog()
        let app = RunningApp(KeyProbe(text: "shell", log: log))
        await app.settle()
        app.terminal.press("c", modifiers: .control)
        await app.settle()
        #expect(log.events == ["key c with control"])
        #expect(app.terminal.isEntered && app.terminal.stops == 0)
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func aTerminationSignalEndsTheRunWithItsSignalOnceViewsHaveFinished() async throws {
        let log = ProbeLog()
        let app = RunningApp(LifecycleProbe(log: log))
        await app.settle()
        app.terminal.signal(SIGTERM)
        try await app.finished()
        #expect(app.runLoop.terminationSignal == SIGTERM)
        #expect(log.events == ["leaving terminating(\(SIGTERM))"])
        #expect(app.terminal.stops == 1 && !app.terminal.isEntered)
    }

    /// Quits on Q and logs every other key.
    struct QuitOnQLoggingTheRest: View {
        let log: ProbeLog
        @Environment(\.quit) private var quit

        var body: some View {
            Text("running").onKeyPress { press in
                if press.key == "q" { quit() } else { log.events.append("key \(press.name)") }
                return .handled
            }
        }
    }

    @Test func keysTypedAfterTheQuitGoNowhere() async throws {
        let log = ProbeLog()
        let app = RunningApp(QuitOnQLoggingTheRest(log: log))
        await app.settle()
        app.terminal.push([.input(.key(KeyPress("x"))), .input(.key(KeyPress("q"))), .input(.key(KeyPress("y")))])
        try await app.finished()
        #expect(log.events == ["key x"])
    }

    @Test func withoutAnInteractiveTerminalOneFrameIsRenderedAndTheRunReturns() async throws {
        let terminal = HeadlessTerminal(size: Size(width: 10, height: 1))
        terminal.plainReason = "standard output is not a terminal"
        let runLoop = TerminalRunLoop(terminal: { _ in terminal })
        try await runLoop.run(Text("plain"), environment: [:])
        #expect(terminal.plainFrames == [["plain     "]])
        #expect(terminal.output.isEmpty && terminal.stops == 1)
    }

    struct Greeting: App {
        var body: some Scene { WindowGroup { ActionKeys() } }
    }

    @Test func anAppRunsOnTheTerminalItsRunLoopIsGiven() async throws {
        let terminal = HeadlessTerminal(size: Size(width: 12, height: 2))
        let runLoop = TerminalRunLoop(terminal: { _ in terminal })
        let run = Task { try await Greeting().run(in: runLoop) }
        await runLoop.untilIdle()
        #expect(terminal.lines[0] == "running     ")
        terminal.press("q")
        try await run.value
        #expect(terminal.stops == 1 && !terminal.isEntered)
    }
}
