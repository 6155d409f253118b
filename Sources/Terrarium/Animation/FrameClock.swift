/// The time animations are measured against: advanced by the run loop each frame, or by a test.
@MainActor
public final class FrameClock {
    /// The time since the clock started.
    public private(set) var now: Duration = .zero
    /// How many animations are in progress; while any are, frames keep coming.
    package private(set) var activeAnimations = 0

    package init() {}

    /// Moves the clock forward by `interval`.
    public func advance(by interval: Duration) {
        now += max(.zero, interval)
    }

    package func animationStarted() { activeAnimations += 1 }

    package func animationEnded() { activeAnimations = max(0, activeAnimations - 1) }
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
