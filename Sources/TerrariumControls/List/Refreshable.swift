public import TerrariumCore

/// The action a list runs to refresh its content, which `refreshable(action:)` sets.
///
/// ```swift
/// struct Reload: View {
///     @Environment(\.refresh) private var refresh
///     var body: some View {
///         Button("Reload") { Task { await refresh?() } }
///     }
/// }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable(action:)` around the view, or nil.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the lists inside refreshable: the ``Command/refresh`` command (Ctrl+R or F5), or
    /// scrolling up with the wheel while the list is at its top, runs `action`, with a
    /// "Refreshing…" line above the rows until it returns.
    ///
    /// A terminal has no pull to refresh; the wheel past the top is its nearest gesture.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
