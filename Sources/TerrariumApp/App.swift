import Foundation
public import TerrariumCore
import TerrariumPOSIX

/// A terminal application, declared the way SwiftUI declares apps.
///
/// ```swift
/// @main
/// struct Gallery: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `main()` runs the app in a ``TerminalRunLoop`` until it quits (Ctrl+C, or a view calling the
/// environment's ``EnvironmentValues/quit`` action), and restores the terminal however it ends.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's content.
    var body: Body { get }
    /// Creates the app.
    init()
    /// The run loop `main()` runs the app in; an app returns its own to change the frame interval
    /// or to keep an unhandled Ctrl+Z from suspending it.
    func makeRunLoop() -> TerminalRunLoop
}

/// Part of an app's interface; in a terminal, the one screen the app fills.
@MainActor @preconcurrency
public protocol Scene {}

/// The scene that shows `content` filling the terminal.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates the scene.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension App {
    /// A run loop with the default frame interval, suspending on an unhandled Ctrl+Z.
    public func makeRunLoop() -> TerminalRunLoop { TerminalRunLoop() }

    /// Runs the app in the terminal; the entry point that `@main` calls.
    public static func main() async {
        let app = Self()
        let runLoop = app.makeRunLoop()
        do {
            try await app.run(in: runLoop)
            // The terminal is restored; a termination signal ends the app with its own status.
            if let signal = runLoop.terminationSignal { TerminalSession.terminate(dueTo: signal) }
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Runs the app's scene in `runLoop` until it quits, as ``main()`` does but leaving the
    /// process alone: no exit, whatever signal ended the run (see
    /// ``TerminalRunLoop/terminationSignal``).
    package func run(in runLoop: TerminalRunLoop) async throws {
        guard let scene = body as? any RunnableScene else { throw UnrunnableScene() }
        runLoop.appName = Self.menuName
        try await scene.run(in: runLoop)
    }

    /// The app's name in its menu bar: its type's name without the `App` that Xcode's templates
    /// add (`GardenApp` is "Garden"), as macOS names the menu after the product.
    package static var menuName: String {
        let name = String(describing: Self.self)
        guard name.hasSuffix("App"), name.count > 3 else { return name }
        return String(name.dropLast(3))
    }
}

/// An app's body that is neither a `WindowGroup` nor a `DocumentGroup`, which no run loop runs.
package struct UnrunnableScene: Error, CustomStringConvertible {
    package var description: String { "the body must be a WindowGroup or a DocumentGroup" }
}

/// Lets `App.main` run a scene without knowing its content type.
@MainActor
package protocol RunnableScene {
    func run(in runLoop: TerminalRunLoop) async throws
}

extension WindowGroup: RunnableScene {
    package func run(in runLoop: TerminalRunLoop) async throws {
        try await runLoop.run(content)
    }
}
