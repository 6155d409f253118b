import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new window size reaches the views and the next frame fills it.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopResizeTests {
    /// Marks the top-left and bottom-right corners of whatever size it is given.
    struct Corners: View {
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Text("TL")
                    Spacer()
                }
                Spacer()
                HStack(spacing: 0) {
                    Spacer()
                    Text("BR")
                }
            }
        }
    }

    @Test func aResizeRedrawsTheFrameAtTheNewSize() async throws {
        let app = RunningApp(Corners(), size: Size(width: 8, height: 3))
        await app.settle()
        #expect(app.terminal.lines == ["TL      ", "        ", "      BR"])
        app.terminal.resize(to: Size(width: 12, height: 5))
        await app.settle()
        #expect(app.terminal.lines == ["TL          ", "            ", "            ", "            ", "          BR"])
        #expect(app.terminal.screen[10, 4].grapheme == "B" && app.terminal.screen[11, 4].grapheme == "R")
        // Smaller again: nothing of the larger frame is left.
        app.terminal.resize(to: Size(width: 6, height: 2))
        await app.settle()
        #expect(app.terminal.lines == ["TL    ", "    BR"])
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
