import TerrariumTerminal

/// A `keyboardShortcut` without Control or Alt, after the focused control, so it never steals
/// typing; and a chorded one that a widget capturing the keyboard declined.
enum PlainShortcutKeyStage: KeyStage {
    static let name = "PlainShortcutKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard !router.isChorded(press) || router.focusCapturesKeyboard else { return false }
        return router.graph.shortcuts.activate(press, within: router.graph.layers.topModal)
    }
}
