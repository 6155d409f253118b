private struct CommandPathKey: EnvironmentKey { static let defaultValue: [String] = [] }

extension EnvironmentValues {
    /// The menus a view is in, outermost first: a command palette titles a shortcut declared
    /// inside them by the whole path, as `File › Save`.
    package var commandPath: [String] {
        get { self[CommandPathKey.self] }
        set { self[CommandPathKey.self] = newValue }
    }
}
