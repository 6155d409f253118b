import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// At most one frame per interval, on the terminal's clock: input soon after a frame is handled
/// at once and drawn when the interval is up.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopPacingTests {
    /// Counts presses of +.
    struct Counter: View {
        @State private var count = 0

        var body: some View {
            Text("count \(count)").onKeyPress("+") {
                count += 1
                return .handled
            }
        }
    }

    @Test func aKeySoonAfterAFrameIsDrawnWhenTheIntervalIsUp() async throws {
        let app = RunningApp(Counter(), frameInterval: .milliseconds(16))
        await app.settle()
        #expect(app.terminal.lines[0].hasPrefix("count 0"))
        // Long after the last frame, a key is drawn at once.
        app.clock.advance(by: .seconds(1))
        let frames = app.terminal.frames
        app.terminal.press("+")
        await app.runLoop.untilIdle()
        #expect(app.terminal.frames == frames + 1)
        #expect(app.terminal.lines[0].hasPrefix("count 1"))

        // Right after that frame, the next key waits for the interval.
        let drawnAt = app.clock.now
        app.terminal.press("+")
        await app.runLoop.untilIdle()
        #expect(app.terminal.frames == frames + 1)
        #expect(app.terminal.lines[0].hasPrefix("count 1"))
        #expect(app.clock.pendingDeadlines.first == drawnAt + .milliseconds(16))
        // Input arriving meanwhile is gathered into the same frame.
        app.clock.advance(by: .milliseconds(10))
        app.terminal.press("+")
        await app.runLoop.untilIdle()
        #expect(app.terminal.frames == frames + 1)
        app.clock.advance(by: .milliseconds(5))
        await app.runLoop.untilIdle()
        #expect(app.terminal.frames == frames + 1)
        app.clock.advance(by: .milliseconds(1))
        await app.runLoop.untilIdle()
        #expect(app.terminal.frames == frames + 2)
        #expect(app.terminal.lines[0].hasPrefix("count 3"))

        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
