/// An action that suspends the app as Ctrl+Z does in a shell, read from the environment.
///
/// ```swift
/// @Environment(\.suspend) private var suspend
///
/// var body: some View {
///     Button("Suspend") { suspend() }
/// }
/// ```
///
/// The terminal is restored and the process stops; `fg` resumes it with the screen redrawn. An
/// app that binds Ctrl+Z to something else offers suspension this way instead. Where nothing can
/// suspend (a headless ``ViewHost``), it does nothing.
public struct SuspendAction: Sendable {
    let run: @MainActor @Sendable () -> Void

    /// Creates an action that runs `run`.
    package init(_ run: @escaping @MainActor @Sendable () -> Void) { self.run = run }

    /// Suspends the app until the shell resumes it.
    @MainActor public func callAsFunction() { run() }
}
