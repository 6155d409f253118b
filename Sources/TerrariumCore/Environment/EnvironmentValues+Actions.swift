private struct QuitActionKey: EnvironmentKey {
    static let defaultValue = QuitAction {}
}

private struct SuspendActionKey: EnvironmentKey {
    static let defaultValue = SuspendAction {}
}

extension EnvironmentValues {
    /// Ends the app: call it as `quit()` from an action or a key handler.
    ///
    /// Every ``ViewHost`` provides one; outside a host it does nothing.
    public package(set) var quit: QuitAction {
        get { self[QuitActionKey.self] }
        set { self[QuitActionKey.self] = newValue }
    }

    /// Suspends the app as Ctrl+Z does: call it as `suspend()` from an action or a command.
    ///
    /// A run loop provides one; where nothing can suspend it does nothing.
    public package(set) var suspend: SuspendAction {
        get { self[SuspendActionKey.self] }
        set { self[SuspendActionKey.self] = newValue }
    }
}
