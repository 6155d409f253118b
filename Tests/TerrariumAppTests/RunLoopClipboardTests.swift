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
@MainActor @Suite(.timeLimit(.minutes(1))) struct RunLoopClipboardTests {
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
        let asked = await app.settle {
            app.terminal.sent.contains { String(decoding: $0.bytes, as: UTF8.self).contains("]52;c;?") }
        }
        #expect(asked)
        // "pasted", as the terminal answers: OSC 52 with the text in Base64.
        app.terminal.type(Array("\u{1B}]52;c;cGFzdGVk\u{1B}\\".utf8))
        let shown = await app.settle { app.terminal.lines[0].hasPrefix("pasted") }
        #expect(shown)
        // The answer was the clipboard's alone.
        #expect(log.events == ["key v"])
        app.terminal.signal(SIGTERM)
        try await app.finished()
    }
}
