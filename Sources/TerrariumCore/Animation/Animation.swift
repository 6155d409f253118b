/// How a change moves from its old value to its new one over time.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.2)) { offset = 10 }
/// ```
public struct Animation: Hashable, Sendable {
    /// The shape of the progress over time.
    package enum Curve: Hashable, Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        /// A damped spring, settling within the duration.
        case spring(dampingFraction: Double)
    }

    package var curve: Curve
    /// How long the change takes once it starts.
    public var duration: Duration
    /// How long to wait before the change starts.
    public var delay: Duration = .zero

    package init(curve: Curve, duration: Duration) {
        self.curve = curve
        self.duration = duration
    }

    /// Ease in and out over 0.35 s, SwiftUI's default.
    public static let `default` = Animation.easeInOut(duration: 0.35)
    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// Starting slowly, over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Ending slowly, over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Starting and ending slowly, over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring that settles in about half a second.
    public static let spring = Animation.spring(duration: 0.5, dampingFraction: 0.825)

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: .seconds(duration)) }
    /// Starting slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: .seconds(duration)) }
    /// Ending slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .easeOut, duration: .seconds(duration))
    }
    /// Starting and ending slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .easeInOut, duration: .seconds(duration))
    }
    /// A spring settling within `duration` seconds; lower damping overshoots more.
    public static func spring(duration: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        Animation(curve: .spring(dampingFraction: dampingFraction), duration: .seconds(duration))
    }

    /// The same animation, starting `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        var result = self
        result.delay = .seconds(seconds)
        return result
    }

    /// The same animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var result = self
        result.duration = duration / max(speed, 0.000_001)
        result.delay = delay / max(speed, 0.000_001)
        return result
    }

    /// The progress after `elapsed` time: 0 before the start, exactly 1 from the end on.
    package func progress(after elapsed: Duration) -> Double {
        let active = elapsed - delay
        guard active > .zero else { return 0 }
        guard duration > .zero, active < duration else { return 1 }
        let t = active / duration
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow3(1 - t)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        case .spring(let damping):
            // An underdamped oscillation whose envelope has decayed to ~0.1% at the end.
            let zeta = min(max(damping, 0.05), 1)
            let decay = 6.9 * t
            let frequency = 2 * Double.pi * (1.5 / zeta) * t
            return 1 - exp(-decay * zeta * 1.45) * cos(frequency * (1 - zeta * 0.5))
        }
    }

    /// Whether the animation has finished after `elapsed` time.
    package func isFinished(after elapsed: Duration) -> Bool { elapsed >= delay + duration }
}

private func pow3(_ x: Double) -> Double { x * x * x }

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
