import TerrariumApp
import TerrariumControls
import TerrariumCore
import TerrariumTerminal
import Testing

/// A scene's `commands` reach the run loop, which shows them in a menu bar above the scene.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopMenuBarTests {
    struct Garden: App {
        var body: some Scene {
            WindowGroup { Text("garden") }
                .commands {
                    CommandMenu("Plants") { Button("Water") {} }
                }
        }
    }

    struct GardenApp: App {
        var body: some Scene { WindowGroup { Text("garden") } }
    }

    @Test func theMenuIsNamedAfterTheAppWithoutTheAppOfItsTypeName() {
        #expect(GardenApp.menuName == "Garden")
        #expect(Garden.menuName == "Garden")
        struct App: TerrariumApp.App { var body: some Scene { WindowGroup { Text("") } } }
        #expect(App.menuName == "App")
    }

    struct Plain: App {
        var body: some Scene { WindowGroup { Text("plain") } }
    }

    @Test func aWindowGroupWithCommandsShowsTheBarAndItsQuitEndsTheRun() async throws {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 14))
        let runLoop = TerminalRunLoop(terminal: { _ in terminal })
        let run = Task { try await Garden().run(in: runLoop) }
        await settle(runLoop, terminal)
        // The app's menu is named after the app.
        #expect(terminal.lines[0].hasPrefix(" Garden  Edit  Plants "))
        #expect(terminal.lines[1].hasPrefix("garden"))
        terminal.press(.function(10))
        await settle(runLoop, terminal)
        #expect(terminal.lines.contains { $0.contains("Quit Garden") })
        terminal.press(.return)
        try await run.value
        #expect(terminal.stops == 1 && !terminal.isEntered)
    }

    /// Waits until the loop is idle, moving the clock on to each frame it waits for.
    private func settle(_ runLoop: TerminalRunLoop, _ terminal: HeadlessTerminal) async {
        for _ in 0..<100 {
            await runLoop.untilIdle()
            guard let deadline = terminal.manualClock.pendingDeadlines.first else { return }
            terminal.manualClock.advance(by: deadline - terminal.manualClock.now)
        }
    }

    @Test func aSceneWithoutCommandsHasNoBar() async throws {
        let terminal = HeadlessTerminal(size: Size(width: 12, height: 2))
        let runLoop = TerminalRunLoop(terminal: { _ in terminal })
        let run = Task { try await Plain().run(in: runLoop) }
        await runLoop.untilIdle()
        #expect(terminal.lines[0] == "plain       ")
        runLoop.quit()
        try await run.value
    }
}
