/// A gesture a view recognises from the mouse, as SwiftUI's `Gesture`: attach one with
/// `gesture(_:)`.
///
/// Terrarium's gestures are ``DragGesture`` and ``TapGesture``; a terminal reports presses,
/// drags and releases of the buttons, so it has no pinch, rotation or long press. Custom
/// gestures are made by configuring these rather than by composing a `body`.
@MainActor
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// A gesture the graph recognises: it installs its handler on the node of the view it is
/// attached to.
@MainActor
package protocol NodeGesture: Gesture {
    /// Puts the gesture's handler on `handlers`, replacing the one an earlier update put there.
    func install(on handlers: NodeHandlers)
}

extension View {
    /// Attaches `gesture` to the view: a ``DragGesture`` follows drags that start on it, a
    /// ``TapGesture`` runs when it is clicked.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(NodeConfigurationModifier { handlers in (gesture as? any NodeGesture)?.install(on: handlers) })
    }
}
