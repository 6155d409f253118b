import Foundation
import TerrariumApp
import TerrariumControls
import TerrariumCore
import TerrariumPOSIX
import TerrariumTerminal
import Testing

/// Pictures are drawn with the protocol the terminal said at start that it speaks.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopGraphicsTests {
    struct GraphicsMode: View {
        @Environment(\.terminalGraphics) private var graphics
        var body: some View { Text("\(graphics.mode)") }
    }

    /// The mode images get in a run on a terminal that answered as `support` says.
    private func mode(answering support: GraphicsSupport, environment: [String: String] = [:]) async throws -> String {
        let terminal = HeadlessTerminal(size: Size(width: 12, height: 1))
        terminal.graphicsSupport = support
        let runLoop = TerminalRunLoop(terminal: { _ in terminal })
        let run = Task { try await runLoop.run(GraphicsMode(), environment: environment) }
        for _ in 0..<100 where !terminal.lines[0].contains(where: \.isLetter) { await runLoop.untilIdle() }
        let shown = terminal.lines[0].trimmingCharacters(in: .whitespaces)
        runLoop.quit()
        try await run.value
        return shown
    }

    @Test func theAnswersChooseKittySixelOrBlocks() async throws {
        #expect(try await mode(answering: GraphicsSupport()) == "blocks")
        #expect(try await mode(answering: GraphicsSupport(kitty: true)) == "kitty")
        #expect(try await mode(answering: GraphicsSupport(sixel: true)) == "sixel")
        #expect(try await mode(answering: GraphicsSupport(kitty: true, sixel: true)) == "kitty")
    }

    @Test func insideTmuxItIsBlocksWhateverTheTerminalSaid() async throws {
        #expect(
            try await mode(answering: GraphicsSupport(kitty: true), environment: ["TMUX": "/tmp/t,1,0"]) == "blocks")
    }
}
