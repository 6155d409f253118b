import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl+Z and SIGCONT: the terminal restored before the app stops, entered again and redrawn in
/// full when it continues.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopSuspensionTests {
    @Test func anUnhandledControlZSuspendsOnceViewsHaveFinishedAndSIGCONTRedrawsEverything() async throws {
        let log = ProbeLog()
        let app = RunningApp(LifecycleProbe(log: log))
        await app.settle()
        let beforeSuspension = app.terminal.output.count
        app.terminal.press("z", modifiers: .control)
        await app.settle()
        #expect(app.terminal.suspensions == 1 && !app.terminal.isEntered)
        #expect(app.terminal.output(since: beforeSuspension).hasSuffix(TerminalModes.leave))
        #expect(log.events == ["leaving suspending"])

        let beforeResume = app.terminal.output.count
        app.terminal.signal(SIGCONT)
        await app.settle()
        #expect(app.terminal.isEntered)
        let afterResume = app.terminal.output(since: beforeResume)
        #expect(afterResume.hasPrefix(TerminalModes.enter))
        // Entering clears the screen: only a frame drawn in full puts the text back.
        #expect(afterResume.dropFirst(TerminalModes.enter.count).contains("editor"))
        #expect(app.terminal.lines[0].hasPrefix("editor"))
        #expect(log.events == ["leaving suspending", "resumed"])
        #expect(app.terminal.stops == 0)

        app.terminal.press("c", modifiers: .control)
        try await app.finished()
        #expect(log.events.last == "leaving quitting")
    }

    @Test func theSuspendActionSuspendsAsControlZDoes() async throws {
        let app = RunningApp(ActionKeys(text: "app"), suspendsOnControlZ: false)
        await app.settle()
        app.terminal.press("s")
        await app.settle()
        #expect(app.terminal.suspensions == 1 && !app.terminal.isEntered)
        app.terminal.signal(SIGCONT)
        await app.settle()
        #expect(app.terminal.lines[0].hasPrefix("app"))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func withSuspensionOnControlZOffTheKeyGoesNowhere() async throws {
        let app = RunningApp(Text("editor"), suspendsOnControlZ: false)
        await app.settle()
        app.terminal.press("z", modifiers: .control)
        await app.settle()
        #expect(app.terminal.suspensions == 0 && app.terminal.isEntered)
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func nothingIsDrawnWhileTheAppIsStopped() async throws {
        let app = RunningApp(Text("editor"))
        await app.settle()
        app.terminal.press("z", modifiers: .control)
        await app.settle()
        let stopped = app.terminal.output.count
        // A resize while stopped (the window changed behind the shell) reaches the views, but
        // the frame waits for the terminal.
        app.terminal.resize(to: Size(width: 30, height: 5))
        await app.settle()
        #expect(app.terminal.output.count == stopped)
        app.terminal.signal(SIGCONT)
        await app.settle()
        #expect(app.terminal.lines.count == 5 && app.terminal.lines[0] == "editor" + String(repeating: " ", count: 24))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
