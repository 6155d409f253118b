import TerrariumTerminal

extension InputRouter {
    /// Sends `command` along the focus chain to the nearest enabled view that handles it.
    ///
    /// Without a handler, drag and drop go to the graph's drag session and undo and redo to the
    /// environment's undo manager. Returns whether something handled the command.
    func perform(_ command: Command) -> Bool { perform(command, from: keyChainStart) }

    /// Sends `command` along the chain from `start` up, as ``perform(_:)`` does from the focus.
    package func perform(_ command: Command, from start: ViewNode?) -> Bool {
        var node = start
        while let current = node {
            if current.environment.isEnabled {
                if let action = current.handlers?.commands[command] {
                    action()
                    return true
                }
                if performTransfer(command, at: current) { return true }
            }
            // A menu or popover, which a press outside closes, does not hold the app's commands
            // back: they go on to the view that presented it (the command palette opens over a
            // menu). A sheet or an alert keeps them to itself.
            node = current.inputParent ?? (current.layer?.outsidePress != nil ? current.parent : nil)
        }
        if graph.dragAndDrop.perform(command) { return true }
        guard let undoManager = (start ?? graph.root)?.environment.undoManager else { return false }
        switch command {
        case .undo: undoManager.undo()
        case .redo: undoManager.redo()
        default: return false
        }
        return true
    }

    /// The commands that some view on the focus chain handles (undo and redo while the undo
    /// manager has something to undo or redo), with the keys bound to them.
    func availableCommands() -> [ActiveShortcut] {
        let start = keyChainStart
        guard let environment = (start ?? graph.root)?.environment else { return [] }
        var handled: Set<Command> = []
        var node = start
        while let current = node {
            if let commands = current.handlers?.commands { handled.formUnion(commands.keys) }
            node = current.inputParent
        }
        for command in [Command.copy, .cut, .paste] where canPerformTransfer(command) { handled.insert(command) }
        if let command = graph.dragAndDrop.availableCommand { handled.insert(command) }
        if environment.undoManager?.canUndo == true { handled.insert(.undo) }
        if environment.undoManager?.canRedo == true { handled.insert(.redo) }
        return handled.sorted(by: Command.helpOrder).compactMap { command in
            environment.keyBindings[command].first.map {
                ActiveShortcut(keyPress: $0, title: command.title, command: command)
            }
        }
    }
}

extension InputRouter {
    /// The shortcuts of the enabled buttons on screen, in reading order, then the commands the
    /// focus chain handles, in name order.
    package var activeShortcuts: [ActiveShortcut] {
        let buttons = graph.shortcuts.entries.compactMap { entry -> (frame: Rect, shortcut: ActiveShortcut)? in
            guard entry.node.isAttached, !entry.node.isHidden, entry.node.shortcutControl != nil,
                graph.layers.topModal.map(entry.node.isInside) ?? true
            else { return nil }
            return (entry.node.frame, ActiveShortcut(keyPress: entry.shortcut, title: entry.node.commandTitle))
        }
        return buttons.sortedInReadingOrder(by: \.frame).map(\.shortcut) + availableCommands()
    }
}

extension InputRouter {
    /// Does what `shortcut` does, as if its key were pressed while `focus` had focus: performs
    /// its command along the chain from there, or presses the button that declares its key.
    package func run(_ shortcut: ActiveShortcut, from focus: ViewNode?) -> Bool {
        if let command = shortcut.command { return perform(command, from: focus ?? keyRoot) }
        return graph.shortcuts.activate(shortcut.keyPress)
    }
}

extension ViewNode {
    /// The text of the first `Text` inside the node, which names a button in a help line.
    package var labelText: String { firstLabel ?? "" }

    /// The first label in the subtree that assistive technology reads: a menu item's check
    /// mark, hidden from it, names nothing.
    private var firstLabel: String? {
        if accessibility?.isHidden == true { return nil }
        if let label = renderer?.label { return label }
        for child in children {
            if let label = child.firstLabel { return label }
        }
        return nil
    }

    /// The node's label under the menus it is in, as a command palette titles it: `File › Save`.
    package var commandTitle: String {
        (environment.commandPath + [labelText]).joined(separator: " › ")
    }
}
