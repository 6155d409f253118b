import Foundation
import TerrariumPOSIX
import TerrariumTerminal

// terrarium-demo: draws a small plant list with star ratings and reacts to keys, mouse, paste,
// resize and suspend in the real terminal. Without an interactive terminal it prints one frame.

let environment = ProcessInfo.processInfo.environment
var state = DemoState()
var terminatingSignal: Int32?

do {
    try TerminalSession.run(environment: environment) { session in
        state.size = session.size
        let frame = CellBuffer(size: session.size)
        guard session.isInteractive else {
            if case .plain(let reason) = session.mode {
                FileHandle.standardError.write(
                    Data("terrarium-demo needs an interactive terminal (\(reason)); printing one frame.\n".utf8))
            }
            DemoScreen.draw(state, into: GraphicsContext(frame))
            session.render(frame)
            return
        }
        while true {
            DemoScreen.draw(state, into: GraphicsContext(frame))
            session.render(frame)
            for event in try session.nextEvents() {
                switch event {
                case .input(let input):
                    if state.handle(input) == .quit { return }
                case .resize(let size):
                    state.size = size
                    frame.resize(to: size)
                case .resumed:
                    state.resumeCount += 1
                    state.size = session.size
                    frame.resize(to: session.size)
                case .terminationRequested(let signal):
                    terminatingSignal = signal
                    return
                }
            }
        }
    }
    // Killed by a signal: say so in the exit status, as shells expect.
    if let terminatingSignal { exit(128 + terminatingSignal) }
} catch {
    FileHandle.standardError.write(Data("terrarium-demo: \(error)\n".utf8))
    exit(1)
}
