/// A click, or `count` clicks in a row, on a view, as SwiftUI's `TapGesture`.
///
/// ```swift
/// Text("Fern").gesture(TapGesture(count: 2).onEnded { open(fern) })
/// ```
public struct TapGesture: Gesture, NodeGesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void

    /// How many clicks in a row make the gesture.
    public var count: Int
    var ended: (@MainActor () -> Void)?

    /// Creates a gesture that ends after `count` clicks in a row.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Calls `action` when the clicks are complete.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }

    package func install(on handlers: NodeHandlers) {
        guard let ended else { return }
        handlers.taps = [(max(1, count), ended)]
    }
}
