package import TerrariumTerminal

/// How a node takes mouse events in its own coordinates and the wheel; by default neither.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol PointerResponder: AnyObject {
    /// Whether mouse events over the node go to ``pointer(_:clickCount:node:)`` rather than to the views
    /// inside it, as for a hosted widget.
    var receivesPointer: Bool { get }

    /// A mouse event in the node's own coordinates; returns whether it was used.
    ///
    /// For a press, `clickCount` is how many presses in a row the input router counted on that
    /// cell (2 for a double click), as it counts them for tap handlers; 1 for other events.
    func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool

    /// The wheel turned over the node; returns whether the node scrolled.
    func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool
}

extension PointerResponder {
    package var receivesPointer: Bool { false }
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool { false }
    package func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool { false }
}
