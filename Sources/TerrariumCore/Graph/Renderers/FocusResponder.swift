package import TerrariumTerminal

/// How a node takes part in keyboard focus; by default it takes none.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol FocusResponder: AnyObject {
    /// Whether the node takes keyboard focus by itself, as a control does.
    func takesFocus(_ node: ViewNode) -> Bool

    /// Told when the node gains or loses keyboard focus.
    func focusDidChange(_ node: ViewNode, isFocused: Bool)

    /// Focus arrived by Tab (`forward`) or Shift+Tab; returns whether the node's look changed.
    func focusEntered(_ node: ViewNode, forward: Bool) -> Bool

    /// Scrolls so that `frame`, in root coordinates, is visible, for a node focused inside.
    func reveal(_ frame: Rect, node: ViewNode)
}

extension FocusResponder {
    package func takesFocus(_ node: ViewNode) -> Bool { false }
    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {}
    package func focusEntered(_ node: ViewNode, forward: Bool) -> Bool { false }
    package func reveal(_ frame: Rect, node: ViewNode) {}
}
