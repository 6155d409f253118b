import TerrariumApp
import TerrariumCore
import TerrariumPOSIX
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command the terminal is handed to: the loop waits for it and then draws the screen in full.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopHandoverTests {
    /// Pipes "notes" to `less` on P and shows how it went.
    struct PipeProbe: View {
        @Environment(\.terminalHandover) private var handover
        @State private var status = "ready"

        var body: some View {
            Text(status).onKeyPress("p") {
                Task {
                    status = await handover?.pipe("less", input: Array("notes".utf8)) ?? "no handover"
                }
                return .handled
            }
        }
    }

    @Test func theScreenIsDrawnInFullOnceTheCommandHasEnded() async throws {
        let app = RunningApp(PipeProbe())
        app.terminal.handOverOutcome = .exited(status: 0)
        await app.settle()
        app.terminal.press("p")
        let piped = await app.settle { app.terminal.lines[0].hasPrefix("Piped to less") }
        #expect(piped)
        #expect(app.terminal.handedOver == ["less"])
        // The command's end entered the terminal again, which clears it; the frame after it
        // drew everything, not only what changed.
        let entered = app.terminal.output(since: 0).ranges(of: TerminalModes.enter).last
        let afterHandover = entered.map { String(app.terminal.output(since: 0)[$0.upperBound...]) } ?? ""
        #expect(afterHandover.contains("Piped to less"))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
