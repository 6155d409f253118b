import TerrariumTerminal

/// The focused view's renderer takes the keys of its control: editing in a text field, Return or
/// Space on a button, a hosted widget's keys.
enum FocusedResponderKeyStage: KeyStage {
    static let name = "FocusedResponderKeyStage"

    static func handle(_ press: KeyPress, in router: InputRouter) -> Bool {
        guard let focused = router.focusedNode else { return false }
        return focused.renderer?.keyPress(press, node: focused) == true
    }
}
