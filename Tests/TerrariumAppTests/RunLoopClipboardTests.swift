import TerrariumApp
import TerrariumCore
import TerrariumTerminal
import TerrariumTransfer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's answers to the clipboard go to the read waiting for them, before any view.
@MainActor @Suite(.timeLimit(.minutes(3))) struct RunLoopClipboardTests {
    /// Pastes on V and shows what it read.
    struct PasteProbe: View {
        let log: ProbeLog
        @Environment(\.clipboard) private var clipboard
        @State private var text = "nothing"

        var body: some View {
            Text(text).onKeyPress { press in
                log.events.append("key \(press.name)")
                guard press.key == "v" else { return .handled }
                Task {
                    text = (try? await clipboard?.read(String.self)) ?? "no paste"
                }
                return .handled
            }
        }
    }

    @Test func anOSC52AnswerCompletesThePasteThatAskedForIt() async throws {
        let log = ProbeLog()
        let app = RunningApp(PasteProbe(log: log))
        await app.settle()
        app.terminal.press("v")
        // The read asks the terminal from a task of its own.
        // The clock moves only from frame to frame, so the read's two seconds never run out
        // however long the machine keeps this test waiting.
        let asked = await app.settle(reach: .milliseconds(100)) { app.terminal.asksForTheClipboard }
        #expect(asked)
        // "pasted", as the terminal answers: OSC 52 with the text in Base64.
        app.terminal.type(Array("\u{1B}]52;c;cGFzdGVk\u{1B}\\".utf8))
        let shown = await app.settle(reach: .milliseconds(100)) { app.terminal.lines[0].hasPrefix("pasted") }
        #expect(shown)
        // The answer was the clipboard's alone.
        #expect(log.events == ["key v"])
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }

    @Test func aReadTheTerminalLeavesUnansweredEndsWhenTheLoopsClockReachesTwoSeconds() async throws {
        let app = RunningApp(PasteProbe(log: ProbeLog()))
        await app.settle()
        let pressed = app.clock.now
        app.terminal.press("v")
        let asked = await app.settle(reach: .milliseconds(100)) { app.terminal.asksForTheClipboard }
        #expect(asked)
        // The read began between the press and the request.
        let askedAt = app.clock.now
        app.clock.advance(by: pressed + .milliseconds(1_900) - app.clock.now)
        await app.settleBriefly()
        #expect(app.terminal.lines[0].hasPrefix("nothing"))
        // Two seconds on the loop's clock, not the wall's, end the read: with nothing else to
        // paste from, the paste comes to nothing.
        app.clock.advance(by: askedAt + .seconds(2) - app.clock.now)
        await app.settleBriefly()
        #expect(app.terminal.lines[0].hasPrefix("no paste"))
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}

extension RunningApp {
    /// Settles a few times over, for tasks the app started to finish, without moving the clock
    /// further than a frame.
    fileprivate func settleBriefly() async {
        for _ in 0..<20 {
            await settle(reach: .milliseconds(20))
            await Task.yield()
        }
    }
}

extension HeadlessTerminal {
    /// Whether an OSC 52 read has been sent.
    fileprivate var asksForTheClipboard: Bool {
        sent.contains { String(decoding: $0.bytes, as: UTF8.self).contains("]52;c;?") }
    }
}
