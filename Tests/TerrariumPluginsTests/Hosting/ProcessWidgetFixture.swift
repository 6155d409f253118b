import Foundation
import Terrarium
import TerrariumPlugins
import TerrariumTesting

/// `Widgets/fixture.py`, found beside the tests' sources.
let fixtureScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Widgets/fixture.py").path

/// The fixture widget bound to a count shown below it, with a view after it to take focus and a
/// handler showing keys that bubbled up.
struct FixtureScreen: View {
    var mode = "good"
    var ask: [WidgetPermission] = []
    var granted: Set<WidgetPermission> = []
    var record: String?
    var restart = WidgetRestartPolicy.never
    var deadline: Duration = .seconds(3)
    var startup: Duration = .seconds(10)
    var accent: WidgetValue = "green"
    @State private var count = 3
    @State private var bubbled = "none"
    @State private var shown = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if shown {
                ProcessWidget(command: "python3", arguments: arguments)
                    .binding("count", $count)
                    .permissions(granted)
                    .restartPolicy(restart)
                    .responseDeadline(deadline, startup: startup)
                    .widgetEnvironment("accent", accent)
            }
            Text("count: \(count) bubbled: \(bubbled)")
            HStack {
                Button("Reset") { count = 0 }
                Button("Hide") { shown = false }
            }
        }
        .onKeyPress("a") {
            bubbled = "a"
            return .handled
        }
    }

    private var arguments: [String] {
        var arguments = [fixtureScript, "--mode", mode]
        if !ask.isEmpty { arguments += ["--ask", ask.map(\.rawValue).joined(separator: ",")] }
        if let record { arguments += ["--record", record] }
        return arguments
    }
}

/// Reads what the fixture recorded: every message it received, decoded.
func recordedMessages(_ path: String) -> [[String: Any]] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
}

/// A fresh path in the temporary folder.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-\(name)-\(UUID().uuidString)").path
}
