import TerrariumTerminal

/// `onKeyPress` handlers, from the focused view (or the key root) up to the root.
///
/// A catch-all handler never gets Tab or Shift+Tab, which move focus; a handler that names
/// `.tab` among its keys does.
enum KeyPressHandlerKeyStage: KeyStage {
    static let name = "KeyPressHandlerKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        var node = router.keyChainStart
        while let current = node {
            for handler in current.handlers?.keys ?? [] where handler.phases.contains(press.phase) {
                if let keys = handler.keys {
                    if !keys.contains(press.key) { continue }
                } else if router.isFocusNavigation(press) {
                    continue
                }
                if handler.action(press) == .handled { return true }
            }
            node = current.inputParent
        }
        return false
    }
}
