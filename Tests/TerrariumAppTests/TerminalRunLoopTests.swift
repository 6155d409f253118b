import TerrariumApp
import TerrariumCore
import Testing

@MainActor @Suite struct TerminalRunLoopTests {
    struct PlainApp: App {
        var body: some Scene { WindowGroup { Text("plain") } }
    }

    /// Binds Ctrl+Z itself and draws at most 30 frames a second.
    struct EditorApp: App {
        var body: some Scene { WindowGroup { Text("editor") } }

        func makeRunLoop() -> TerminalRunLoop {
            TerminalRunLoop(frameInterval: .milliseconds(33), suspendsOnControlZ: false)
        }
    }

    @Test func anAppRunsInADefaultRunLoopUnlessItMakesItsOwn() {
        let plain = PlainApp().makeRunLoop()
        #expect(plain.frameInterval == .milliseconds(16) && plain.suspendsOnControlZ)
        // Called through the protocol, as `main()` calls it.
        func runLoop(of app: some App) -> TerminalRunLoop { app.makeRunLoop() }
        let editor = runLoop(of: EditorApp())
        #expect(editor.frameInterval == .milliseconds(33) && !editor.suspendsOnControlZ)
    }

    @Test func eachRunLoopKeepsItsOwnSettings() {
        let first = TerminalRunLoop(suspendsOnControlZ: false)
        let second = TerminalRunLoop()
        #expect(!first.suspendsOnControlZ && second.suspendsOnControlZ)
        #expect(first.terminationSignal == nil && second.terminationSignal == nil)
    }
}
