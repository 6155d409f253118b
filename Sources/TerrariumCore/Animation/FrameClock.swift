/// The time animations are measured against: advanced by the run loop each frame, or by a test.
@MainActor
public final class FrameClock {
    /// The time since the clock started.
    public private(set) var now: Duration = .zero
    /// When the last animation running on this clock ends, in any tree that shares it.
    package var animationsEnd: Duration = .zero

    package init() {}

    /// Moves the clock forward by `interval`.
    public func advance(by interval: Duration) {
        now += max(.zero, interval)
    }
}

/// A value that can be blended between two states, for animation.
package protocol Interpolatable: Equatable {
    /// The value `progress` of the way from `start` to `end` (0 gives start, 1 gives end).
    static func interpolate(from start: Self, to end: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
    package static func interpolate(from start: Double, to end: Double, progress: Double) -> Double {
        start + (end - start) * progress
    }
}

extension Int: Interpolatable {
    package static func interpolate(from start: Int, to end: Int, progress: Double) -> Int {
        Int((Double(start) + Double(end - start) * progress).rounded())
    }
}
