public import TerrariumTerminal

/// A key that does something right now, and what: a button's keyboard shortcut or a command a
/// view on the focus chain handles.
public struct ActiveShortcut: Hashable, Sendable {
    /// The key to press.
    public var keyPress: KeyPress
    /// What the key does: the button's label or the command's title.
    public var title: String
    /// The command the key performs, or nil for a button's shortcut.
    public var command: Command?

    /// Creates an entry for a help line.
    public init(keyPress: KeyPress, title: String, command: Command? = nil) {
        self.keyPress = keyPress
        self.title = title
        self.command = command
    }

    /// The key and its title, as a help line shows them: `^S Save`.
    public var label: String { keyPress.displayName + " " + title }
}
