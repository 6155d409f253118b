import Terrarium
import TerrariumTesting
import Testing

@MainActor @Suite struct QuitActionTests {
    struct QuitButton: View {
        @Environment(\.quit) private var quit

        var body: some View {
            Button("Quit") { quit() }
        }
    }

    @Test func aButtonCallingQuitAsksTheHostToQuit() {
        let host = TestHost(QuitButton(), size: Size(width: 10, height: 1))
        #expect(!host.isQuitRequested)
        host.click(on: "Quit")
        #expect(host.isQuitRequested)
    }

    @Test func quittingTellsTheHostsOwner() {
        let host = ViewHost(rootView: QuitButton(), size: Size(width: 10, height: 1))
        var told = 0
        host.onQuitRequest = { told += 1 }
        host.environment.quit()
        #expect(told == 1 && host.isQuitRequested)
    }

    @Test func aReplacedEnvironmentKeepsTheQuitActionSizeAndUndoManager() {
        let host = TestHost(QuitButton(), size: Size(width: 10, height: 1))
        let undoManager = host.host.environment.undoManager
        host.environment = EnvironmentValues()
        #expect(host.host.environment.terminalSize == Size(width: 10, height: 1))
        #expect(host.host.environment.undoManager === undoManager)
        host.click(on: "Quit")
        #expect(host.isQuitRequested)
    }
}
