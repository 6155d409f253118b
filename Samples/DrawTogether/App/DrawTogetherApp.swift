import DrawTogetherKit
import Foundation
import Terrarium

/// draw-together: a canvas shared by everyone in a session, with attachments.
///
/// `draw-together` starts a session (`--session NAME` names it), `draw-together --join NAME`
/// joins one on this machine and `--via USER@HOST` joins one on another machine through ssh.
@main
struct DrawTogetherApp: App {
    private let options: LaunchOptions

    init() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(LaunchOptions.usage)
            exit(0)
        }
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("draw-together: \(error)\n\n\(LaunchOptions.usage)\n".utf8))
            exit(2)
        }
    }

    var body: some Scene {
        WindowGroup { DrawTogetherScreen(model: DrawTogetherModel(options: options)) }
    }
}
