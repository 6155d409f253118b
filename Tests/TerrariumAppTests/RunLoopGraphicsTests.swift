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

    static let kitty = ["TERM": "xterm-kitty"]

    @Test func theAnswersChooseKittySixelOrBlocks() async throws {
        #expect(try await mode(answering: GraphicsSupport(answered: true), environment: Self.kitty) == "blocks")
        #expect(
            try await mode(answering: GraphicsSupport(kitty: true, answered: true), environment: Self.kitty) == "kitty")
        #expect(try await mode(answering: GraphicsSupport(sixel: true, answered: true)) == "sixel")
        let both = GraphicsSupport(kitty: true, sixel: true, answered: true)
        #expect(try await mode(answering: both, environment: Self.kitty) == "kitty")
    }

    @Test func kittyNeedsATerminalKnownToDrawItsPlaceholders() async throws {
        // WezTerm accepts kitty's images but draws no placeholder cells: its sixels are used.
        let wezTerm = ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]
        let answers = GraphicsSupport(kitty: true, sixel: true, answered: true)
        #expect(try await mode(answering: answers, environment: wezTerm) == "sixel")
        // Kitty by name whose answers came too late to wait for still gets kitty's protocol.
        #expect(try await mode(answering: GraphicsSupport(), environment: Self.kitty) == "kitty")
    }

    @Test func insideTmuxItIsBlocksWhateverTheTerminalSaid() async throws {
        var environment = Self.kitty
        environment["TMUX"] = "/tmp/t,1,0"
        let answers = GraphicsSupport(kitty: true, answered: true)
        #expect(try await mode(answering: answers, environment: environment) == "blocks")
    }
}
