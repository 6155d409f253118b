package import TerrariumTerminal
package import TerrariumTransfer

/// The keys, pastes and transfers a focused node takes itself; by default none.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol KeyResponder: AnyObject {
    /// A key while the node has focus, before `onKeyPress` handlers; returns whether it was used.
    func keyPress(_ press: KeyPress, node: ViewNode) -> Bool

    /// The node inside this one where `onKeyPress` handlers and commands start while this node
    /// has focus, as a list's current row does; nil starts them at the node itself.
    func keyChainStart(_ node: ViewNode) -> ViewNode?

    /// Whether, while focused, the node gets chorded keys before the app's keyboard shortcuts.
    var capturesKeyboard: Bool { get }

    /// Text pasted while the node has focus; returns whether it was taken.
    func paste(_ text: String, node: ViewNode) -> Bool

    /// Whether ``paste(_:node:)`` takes text while the node has focus, as a text field does.
    var acceptsPaste: Bool { get }

    /// What the node's hosted object offers to copy, paste, drag and drop, if it takes part.
    var transferResponder: (any TransferResponder)? { get }
}

extension KeyResponder {
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool { false }
    package func keyChainStart(_ node: ViewNode) -> ViewNode? { nil }
    package var capturesKeyboard: Bool { false }
    package func paste(_ text: String, node: ViewNode) -> Bool { false }
    package var acceptsPaste: Bool { false }
    package var transferResponder: (any TransferResponder)? { nil }
}
