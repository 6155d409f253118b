import Foundation
import Terrarium

/// terrarium-panes: terminal programs as views — a shell beside top, or one program alone.
@main
struct PanesApp: App {
    private let layout: PanesLayout

    init() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(PanesLayout.usage)
            exit(0)
        }
        guard let layout = PanesLayout.parse(arguments, environment: ProcessInfo.processInfo.environment) else {
            FileHandle.standardError.write(Data("terrarium-panes: unknown arguments\n\n\(PanesLayout.usage)\n".utf8))
            exit(2)
        }
        self.layout = layout
    }

    var body: some Scene {
        WindowGroup { PanesScreen(layout: layout) }
    }
}
