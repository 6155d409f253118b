import TerrariumTerminal

/// A `keyboardShortcut` with Control or Alt runs its button before a text field could take the
/// key, unless the focused widget captures the keyboard, which gets the chord first.
enum ChordedShortcutKeyStage: KeyStage {
    static let name = "ChordedShortcutKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard router.isChorded(press), !router.focusCapturesKeyboard else { return false }
        return router.graph.shortcuts.activate(press, within: router.graph.layers.topModal)
    }
}
