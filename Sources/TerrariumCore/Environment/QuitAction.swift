/// An action that ends the app, read from the environment.
///
/// ```swift
/// struct QuitButton: View {
///     @Environment(\.quit) private var quit
///
///     var body: some View {
///         Button("Quit") { quit() }
///     }
/// }
/// ```
///
/// In a terminal the run loop ends after the current frame and restores the terminal. A
/// ``ViewHost`` without a run loop records the request in ``ViewHost/isQuitRequested``.
public struct QuitAction: Sendable {
    let run: @MainActor @Sendable () -> Void

    /// Creates an action that runs `run`.
    package init(_ run: @escaping @MainActor @Sendable () -> Void) { self.run = run }

    /// Asks the app to quit.
    @MainActor public func callAsFunction() { run() }
}
