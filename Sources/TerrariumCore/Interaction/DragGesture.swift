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
public struct DragGesture: Gesture, NodeGesture {
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

    package func install(on handlers: NodeHandlers) { handlers.drag = self }

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
    /// Calls `action` with true when the pointer moves over the view and false when it leaves.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(NodeConfigurationModifier { $0.hover = action })
    }
}
