import TerrariumTerminal

/// Takes input events to the views: keys along the focus chain, paste to the focused view, mouse
/// events to the view under the pointer, and commands to the nearest view that handles them.
///
/// It asks each node's renderer (its responder) what it takes part in and never names a control.
/// A key press goes through ``keyStages``, one file each under `KeyStages/`; the pointer's way
/// is in `InputRouter+Pointer.swift`, commands in `InputRouter+Commands.swift`.
@MainActor
package final class InputRouter {
    unowned let graph: ViewGraph
    /// The last click: where, when, and how many in a row.
    var lastClick: (location: Point, time: Duration, count: Int)?
    /// The drag in progress, if a press landed on a view with a drag gesture.
    var activeDrag: ActiveDrag?
    /// The views the pointer is over that follow hovering.
    var hovered: [WeakNodeReference] = []
    /// The hosted widget that took the last mouse press, which gets the drags and release after it.
    var widgetMouseCapture: WeakNodeReference?
    /// The control the left button went down on, told when it comes up again wherever it is.
    var pressedControl: WeakNodeReference?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    var focus: FocusTracker { graph.focus }
    /// The focused node, unless it is behind the top modal layer, whose keys it must not get.
    var focusedNode: ViewNode? {
        guard let focused = graph.focus.focusedNode else { return nil }
        if let layer = graph.layers.topModal, !focused.isInside(layer) { return nil }
        return focused
    }

    /// Where keys start when nothing has focus: the innermost modifier of the root view's (or
    /// the top modal layer's) chain of single children, so handlers on its own modifiers are
    /// reached.
    var keyRoot: ViewNode? {
        var node = graph.layers.topModal ?? graph.root
        while let current = node, let next = Self.keyChild(of: current) { node = next }
        return node
    }

    /// Where `onKeyPress` handlers and commands start: the focused node, or the node inside it
    /// that its renderer names (a list's current row), else the ``keyRoot``.
    var keyChainStart: ViewNode? {
        guard let focused = focusedNode else { return keyRoot }
        guard var inner = focused.renderer?.keyChainStart(focused), inner.isInside(focused) else { return focused }
        // Every node of the inner node's chain of single children is part of it (a row's
        // modifiers, frames included), so the walk up from the deepest reaches all their handlers.
        while inner.children.count == 1 { inner = inner.children[0] }
        return inner
    }

    /// The child the walk to the key root goes on to: a lone child that only wraps its own (or
    /// names its content), or the content a container names.
    private static func keyChild(of node: ViewNode) -> ViewNode? {
        if let content = node.renderer?.keyContent(node) { return content }
        guard node.children.count == 1 else { return nil }
        let child = node.children[0]
        guard let renderer = child.renderer else { return child }
        return renderer.onlyWrapsChild || renderer.keyContent(child) != nil ? child : nil
    }
}
