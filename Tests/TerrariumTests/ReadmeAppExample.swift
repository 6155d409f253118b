import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// The README's app example, compiled and its view rendered so it cannot go stale.
enum ReadmeAppExample {
    struct Counter: App {
        var body: some Scene {
            WindowGroup { CounterView() }
        }
    }

    struct CounterView: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count)").bold()
                HStack {
                    Button("Add") { count += 1 }.keyboardShortcut("a")
                    Button("Reset") { count = 0 }
                }
            }
            .padding(1)
            .border(.rounded)
        }
    }
}

@MainActor @Test func readmeAppExampleRendersAndCounts() {
    let host = TestHost(ReadmeAppExample.CounterView(), size: Size(width: 24, height: 6))
    #expect(host.buffer.lines[2].contains("Count: 0"))
    host.press("a", modifiers: .control)
    #expect(host.buffer.lines[2].contains("Count: 1"))
}
