import Foundation
import TerrariumPOSIX
import TerrariumTerminal

/// The README's terminal example, compiled with the tests so it cannot go stale; it is not run,
/// because it takes over the terminal.
func readmeTerminalExample() throws {
    try TerminalSession.run(environment: ProcessInfo.processInfo.environment) { session in
        let frame = CellBuffer(size: session.size)
        var count = 0
        while true {
            let canvas = GraphicsContext(frame)
            canvas.fill()
            canvas.draw(
                "Pressed \(count) keys — q or Ctrl+C quits", at: Point(x: 2, y: 1),
                style: Style(foreground: .green, attributes: .bold))
            session.render(frame)  // an unchanged frame writes 0 bytes
            for event in try session.nextEvents() {
                switch event {
                case .input(.key(let key)) where key.key == "q" || (key.key == "c" && key.modifiers == .control):
                    return
                case .input(.key): count += 1
                case .resize(let size): frame.resize(to: size)
                case .terminationRequested: return
                default: break
                }
            }
        }
    }
}
