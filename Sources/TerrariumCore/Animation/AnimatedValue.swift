public import TerrariumTerminal

/// A renderer's value that moves to each new target with the animation of the change that set it.
///
/// The value is read at draw time against the graph's ``FrameClock``, so an animation advances
/// with every frame without re-evaluating any view, and lands exactly on its target.
@MainActor
package struct AnimatedValue<Value: Interpolatable> {
    /// The value the animation is heading to.
    package private(set) var target: Value
    private var start: Value?
    private var animation: Animation?
    private var startTime: Duration = .zero

    package init(_ value: Value) {
        target = value
    }

    /// Sets a new target, animated when the node's transaction asks for it.
    package mutating func update(to value: Value, node: ViewNode) {
        guard value != target else { return }
        let clock = node.graph.clock
        if let animation = node.transaction.animation {
            start = self.value(at: clock.now)
            self.animation = animation
            startTime = clock.now
            node.graph.clock.animationsEnd = max(
                node.graph.clock.animationsEnd, clock.now + animation.delay + animation.duration)
        } else {
            start = nil
            animation = nil
        }
        target = value
    }

    /// The value at time `now`.
    package func value(at now: Duration) -> Value {
        guard let start, let animation, !animation.isFinished(after: now - startTime) else { return target }
        return Value.interpolate(from: start, to: target, progress: animation.progress(after: now - startTime))
    }
}

extension Point: Interpolatable {
    package static func interpolate(from start: Point, to end: Point, progress: Double) -> Point {
        Point(
            x: Int.interpolate(from: start.x, to: end.x, progress: progress),
            y: Int.interpolate(from: start.y, to: end.y, progress: progress))
    }
}

extension Color: Interpolatable {
    /// Blends through RGB; the terminal's default colour, which has no RGB value, switches at the end.
    package static func interpolate(from start: Color, to end: Color, progress: Double) -> Color {
        guard progress < 1 else { return end }
        guard let a = start.rgbComponents, let b = end.rgbComponents else { return start }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(clamping: Int.interpolate(from: Int(x), to: Int(y), progress: progress))
        }
        return .rgb(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue))
    }
}
