import TerrariumApp
import TerrariumCore
import TerrariumTerminal

/// What the probe views saw, in order.
@MainActor
final class ProbeLog {
    var events: [String] = []
}

/// Shows `text` and logs every key that reaches it, handling it.
struct KeyProbe: View {
    let text: String
    let log: ProbeLog

    var body: some View {
        Text(text).onKeyPress { press in
            log.events.append("key \(press.name)")
            return .handled
        }
    }
}

/// Shows `text`, quits on Q and suspends on S through the environment's actions.
struct ActionKeys: View {
    var text = "running"
    @Environment(\.quit) private var quit
    @Environment(\.suspend) private var suspend

    var body: some View {
        Text(text).onKeyPress(keys: ["q", "s"]) { press in
            if press.key == "q" { quit() } else { suspend() }
            return .handled
        }
    }
}

/// Shows "editor" and logs when the app leaves and comes back, as a document view does.
struct LifecycleProbe: View {
    let log: ProbeLog
    @Environment(\.sceneLifecycle) private var lifecycle

    var body: some View {
        Text("editor").onAppear {
            _ = lifecycle?.register(
                leaving: { departure in log.events.append("leaving \(departure)") },
                resumed: { log.events.append("resumed") })
        }
    }
}

extension KeyPress {
    /// The key as a test log names it: "x", "c with control", "function(12)".
    var name: String {
        let key = if case .character(let character) = key { String(character) } else { "\(key)" }
        return modifiers == .control ? "\(key) with control" : key
    }
}
