import TerrariumTerminal

/// How a node acts as a control that clicks, shortcuts and Return activate; by default none.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol ControlResponder: AnyObject {
    /// Runs the control's action for a click, a shortcut or Return; false when the node is no
    /// control or a disabled one.
    func activate() -> Bool

    /// Whether the node is a control the user activates, enabled or not.
    var isControl: Bool { get }

    /// Whether ``activate()`` would run an action now: the node is an enabled control.
    var canActivate: Bool { get }

    /// The text the node shows, which names a button in a help line.
    var label: String? { get }

    /// Tells the control the mouse's left button went down on it (`true`) or came up after
    /// (`false`), so a style can draw it pressed meanwhile.
    func pressChanged(_ isPressed: Bool, node: ViewNode)
}

extension ControlResponder {
    package func activate() -> Bool { false }
    package var isControl: Bool { false }
    package var canActivate: Bool { false }
    package var label: String? { nil }
    package func pressChanged(_ isPressed: Bool, node: ViewNode) {}
}
