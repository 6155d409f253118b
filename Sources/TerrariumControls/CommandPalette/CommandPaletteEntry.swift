import TerrariumCore

/// One thing the command palette offers: its title, the key that does the same if there is
/// one, and what choosing it does.
struct CommandPaletteEntry {
    /// The name it is listed and filtered by, under its menus: `Plants › Water All`.
    let title: String
    /// The key shown at its right, as `^S`; empty when only the palette or a click runs it.
    let key: String
    /// Does what it does, once the palette has closed and focus is back at `focus`.
    let run: @MainActor (_ graph: ViewGraph, _ focus: ViewNode?) -> Void

    /// What works now: the enabled items of the menu bars whose hidden items are `catalogs`, in
    /// menu order, then the shortcuts of the buttons on screen and the commands the focus chain
    /// handles.
    ///
    /// An item with a shortcut is listed once, as the item; an item that sends a standard
    /// command (Edit's Copy) is left to the command, listed while something handles it.
    @MainActor
    static func available(in graph: ViewGraph, menuBarCatalogs catalogs: [ViewNode]) -> [CommandPaletteEntry] {
        let shortcuts = graph.router.activeShortcuts.filter { $0.command != .commandPalette }
        var items: [CommandPaletteEntry] = []
        var itemTitles: Set<String> = []
        // No modal presentation stands between: the palette opened, so commands reached it.
        for catalog in catalogs where !catalog.isHidden {
            for node in catalog.subtree() {
                guard let item = node.renderer as? MenuItemRenderer, item.canActivate,
                    node.environment.menuItemCommand == nil
                else { continue }
                let title = node.commandTitle
                itemTitles.insert(title)
                let key =
                    item.shortcut ?? shortcuts.first { $0.command == nil && $0.title == title }?.keyPress.displayName
                items.append(
                    CommandPaletteEntry(title: title, key: key ?? "") { [weak node] _, _ in
                        // As a click on the item in the open bar: the bar closes, focus goes back
                        // where it was before it opened, and the action runs if still enabled.
                        guard let node else { return }
                        node.environment.menuBarSession?.close()
                        _ = node.renderer?.activate()
                    })
            }
        }
        // The items' shortcuts, and those of an open menu's copies of them, are the items listed.
        let others = shortcuts.filter { $0.command != nil || !itemTitles.contains($0.title) }
        return items
            + others.map { shortcut in
                CommandPaletteEntry(title: shortcut.title, key: shortcut.keyPress.displayName) { graph, focus in
                    _ = graph.router.run(shortcut, from: focus)
                }
            }
    }
}
