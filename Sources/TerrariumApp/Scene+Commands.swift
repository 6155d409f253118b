public import TerrariumControls
import TerrariumCore

extension Scene {
    /// Adds `content`'s menus and items to the app's menu bar, shown on the terminal's top row.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         CommandMenu("Plants") { Button("Water All") { garden.waterAll() } }
    ///     }
    /// ```
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(base: self, commands: MenuBarCommands(content()))
    }
}

/// A scene with commands for the menu bar: it runs as its scene does, with the bar above.
struct CommandsScene<Base: Scene>: Scene {
    let base: Base
    let commands: MenuBarCommands
}

extension CommandsScene: RunnableScene where Base: RunnableScene {
    func run(in runLoop: TerminalRunLoop) async throws {
        let previous = runLoop.sceneCommands
        // An outer `commands` adds its menus after the inner one's.
        runLoop.sceneCommands = previous.map { commands.followed(by: $0) } ?? commands
        defer { runLoop.sceneCommands = previous }
        try await base.run(in: runLoop)
    }
}
