public import TerrariumTerminal

/// A drag with the mouse: where it started, where the pointer is, and how far it moved.
///
/// ```swift
/// Text("≡").gesture(
///     DragGesture()
///         .onChanged { value in offset = value.offset.x }
///         .onEnded { _ in settle() })
/// ```
///
/// A drag starts when the pointer moves with the button down; a press and release in place
/// stays a click for the views under it.
/// ```swift
/// ```
public struct DragGesture {
    /// The state of a drag.
    public struct Value: Hashable, Sendable {
        /// Where the button went down, in the gesture's coordinate space.
        public var startLocation: Point
        /// Where the pointer is now.
        public var location: Point
        /// How far the pointer moved since the start, in columns and rows (negative to the left and up).
        public var offset: Point { Point(x: location.x - startLocation.x, y: location.y - startLocation.y) }
    }

    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?
    /// The space locations are given in.
    let coordinateSpace: CoordinateSpace

    /// Creates a drag gesture whose locations are in `coordinateSpace`: by default the view's
    /// own cells, (0, 0) being its top-left corner, as in SwiftUI.
    public init(coordinateSpace: CoordinateSpace = .local) {
        self.coordinateSpace = coordinateSpace
    }

    /// The value for a drag from `start` to `location`, both in the root's cells, for the view
    /// at `frame`.
    func value(from start: Point, to location: Point, in frame: Rect) -> Value {
        guard coordinateSpace == .local else { return Value(startLocation: start, location: location) }
        let origin = frame.origin
        return Value(
            startLocation: Point(x: start.x - origin.x, y: start.y - origin.y),
            location: Point(x: location.x - origin.x, y: location.y - origin.y))
    }

    /// Calls `action` each time the pointer moves during the drag.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed = action
        return gesture
    }

    /// Calls `action` when the button comes up.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }
}

/// Where a gesture's locations are measured from.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own cells: (0, 0) is its top-left corner.
    case local
    /// The root view's cells: (0, 0) is the top-left corner of the screen.
    case global
}

extension View {
    /// Attaches a drag gesture to the view.
    public func gesture(_ gesture: DragGesture) -> some View {
        modifier(NodeConfigurationModifier { $0.drag = gesture })
    }

    /// Calls `action` with true when the pointer moves over the view and false when it leaves.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.hover = action })
    }
}

/// A drag in progress: the node whose gesture follows it, where it started, and whether the
/// pointer has moved yet.
struct ActiveDrag {
    weak var node: ViewNode?
    let start: Point
    var moved = false
}

extension InputRouter {
    /// Starts, continues or ends a drag on the view under the press; returns whether one is active.
    func handleDrag(_ mouse: MouseEvent, hit: ViewNode?) -> Bool {
        switch mouse.kind {
        case .press(.left):
            let chain = hit.map { Array(sequence(first: $0) { $0.parent }) } ?? []
            guard let node = chain.first(where: { $0.handlers?.drag != nil }), node.environment.isEnabled else {
                activeDrag = nil
                return false
            }
            activeDrag = ActiveDrag(node: node, start: mouse.location)
            return false
        case .drag(.left):
            guard var drag = activeDrag, let node = drag.node, let gesture = node.handlers?.drag else { return false }
            guard drag.moved || mouse.location != drag.start else { return true }
            drag.moved = true
            activeDrag = drag
            gesture.changed?(gesture.value(from: drag.start, to: mouse.location, in: node.frame))
            return true
        case .release(.left):
            guard let drag = activeDrag else { return false }
            activeDrag = nil
            guard drag.moved, let node = drag.node, let gesture = node.handlers?.drag else { return false }
            gesture.ended?(gesture.value(from: drag.start, to: mouse.location, in: node.frame))
            return true
        default:
            return false
        }
    }

    /// Tells the views the pointer entered and left; returns whether any view follows hovering.
    func handleHover(at location: Point, hit: ViewNode?) -> Bool {
        let chain = hit.map { Array(sequence(first: $0) { $0.parent }) } ?? []
        let now = chain.filter { $0.handlers?.hover != nil }
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        let before = hovered.compactMap(\.node)
        for node in before where !nowIDs.contains(ObjectIdentifier(node)) { node.handlers?.hover?(false) }
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        for node in now where !beforeIDs.contains(ObjectIdentifier(node)) { node.handlers?.hover?(true) }
        hovered = now.map { WeakNodeReference(node: $0) }
        return !now.isEmpty || !before.isEmpty
    }
}
