import TerrariumTerminal

/// Keys bound to named commands in the focused view's `KeyBindings` (undo, copy, drag, …) perform
/// the command along the focus chain, then at the graph's fallbacks.
enum BoundCommandKeyStage: KeyStage {
    static let name = "BoundCommandKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard press.phase != .up, let environment = (router.focusedNode ?? router.keyRoot)?.environment else {
            return false
        }
        for command in environment.keyBindings.commands(for: press) where router.perform(command) { return true }
        return false
    }
}
