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

extension InputRouter {
    /// The shortcuts of the enabled buttons on screen, in reading order, then the commands the
    /// focus chain handles, in name order.
    package var activeShortcuts: [ActiveShortcut] {
        guard let root = graph.root else { return [] }
        let buttons = root.subtree().compactMap { node -> (frame: Rect, shortcut: ActiveShortcut)? in
            guard let shortcut = node.handlers?.shortcut, node.shortcutControl != nil else { return nil }
            return (node.frame, ActiveShortcut(keyPress: shortcut, title: node.labelText))
        }
        return buttons.sortedInReadingOrder(by: \.frame).map(\.shortcut) + availableCommands()
    }
}

extension ViewNode {
    /// The text of the first `Text` inside the node, which names a button in a help line.
    fileprivate var labelText: String {
        for node in subtree() {
            if let label = node.renderer?.label { return label }
        }
        return ""
    }
}
