/// The renderer of a control the user activates: a button runs its action, a toggle flips.
///
/// It answers the router for every control the same way: it takes focus, Return or Space and a
/// click activate it, and a keyboard shortcut on a view around it runs it.
class ControlRenderer: SingleChildRenderer {
    /// Whether the control responds to the user; a disabled control ignores activation.
    var isEnabled = true

    override var drawsContent: Bool { true }

    /// Performs the control's action; called only while the control is enabled.
    func perform() {}

    override package var isControl: Bool { true }

    override package var canActivate: Bool { isEnabled }

    override package func activate() -> Bool {
        guard isEnabled else { return false }
        perform()
        return true
    }

    override package func takesFocus(_ node: ViewNode) -> Bool { true }

    override package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, press.modifiers.isEmpty, press.key == .return || press.key == " " else {
            return false
        }
        _ = activate()
        return true
    }
}
