import TerrariumApp
import TerrariumCore
import TerrariumInspector
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The inspector sees input before the views: its key opens it over the app.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopInspectorTests {
    private static let size = Size(width: 80, height: 24)

    private func showsInspector(_ terminal: HeadlessTerminal) -> Bool {
        terminal.lines.contains { $0.contains("Inspector") }
    }

    @Test func f12OpensTheInspectorBeforeAnyViewSeesTheKeyAndF12ClosesIt() async throws {
        let log = ProbeLog()
        let app = RunningApp(KeyProbe(text: "app", log: log), size: Self.size)
        await app.settle()
        #expect(!showsInspector(app.terminal))
        app.terminal.press(.function(12))
        await app.settle()
        #expect(showsInspector(app.terminal))
        #expect(log.events.isEmpty)
        // Other keys still reach the app while the inspector is open.
        app.terminal.press("x")
        await app.settle()
        #expect(log.events == ["key x"])
        app.terminal.press(.function(12))
        await app.settle()
        #expect(!showsInspector(app.terminal))
        #expect(app.terminal.lines[0].hasPrefix("app"))
        #expect(log.events == ["key x"])
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func theInspectorsKeyIsAnOption() async throws {
        let log = ProbeLog()
        let app = RunningApp(
            KeyProbe(text: "app", log: log), size: Self.size,
            inspector: InspectorOptions(toggleKey: KeyPress(.function(11))))
        await app.settle()
        app.terminal.press(.function(12))
        await app.settle()
        #expect(!showsInspector(app.terminal))
        #expect(log.events == ["key function(12)"])
        app.terminal.press(.function(11))
        await app.settle()
        #expect(showsInspector(app.terminal))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func theEnvironmentOpensItAtLaunch() async throws {
        let app = RunningApp(
            Text("app"), size: Self.size, environment: ["TERM": "xterm-256color", "TERRARIUM_INSPECT": "1"])
        await app.settle()
        #expect(showsInspector(app.terminal))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
