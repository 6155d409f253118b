/// The renderer of a control the user can activate: a button runs its action, a toggle flips.
///
/// Whatever turns key presses and clicks into activations finds these renderers on the nodes,
/// so the controls themselves know nothing about input.
@MainActor
package protocol ActivatableRenderer: AnyObject {
    /// Whether the control responds to the user; a disabled control ignores ``activate()``.
    var isEnabled: Bool { get }

    /// Performs the control's action, unless the control is disabled.
    func activate()
}
