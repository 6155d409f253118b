public import TerrariumCore

/// A menu of the app's own in the menu bar, after View, as on macOS.
///
/// ```swift
/// CommandMenu("Plants") {
///     Button("Water All") { garden.waterAll() }
///         .keyboardShortcut("w", modifiers: .option)
///     Divider()
///     Toggle("Show Dormant", isOn: $showsDormant)
/// }
/// ```
///
/// Its items are what a ``Menu``'s are: `Button`s (with their `keyboardShortcut`s, which work
/// with the menu closed), `Toggle`s, `Divider`s and nested `Menu`s.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let title: String
    let content: Content

    /// Creates a menu titled `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.title = name.plainText
        self.content = content()
    }

    /// Creates a menu titled `name`.
    public init(_ name: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.title = String(name)
        self.content = content()
    }

    /// A menu has no body of its own.
    public var body: Never { primitiveBody() }

    func contribute(to contributions: inout [CommandContribution]) {
        // An empty menu is left out of the bar.
        contributions.append(.menu(title: title, content: Content.self == EmptyView.self ? nil : content))
    }
}
