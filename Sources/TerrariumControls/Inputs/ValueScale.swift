/// The numbers of a slider or a gauge: a range, an optional step, and the fractions along it.
///
/// Every number comes from the app and may be anything a `Double` holds, so each function
/// answers a finite fraction in 0...1 and a value within the bounds for any input: bounds the
/// wrong way round, equal, infinite or NaN, a NaN or infinite value, a step of zero or NaN.
struct ValueScale: Equatable {
    let lower: Double
    let upper: Double
    /// The distance between the values the scale allows, or nil for any value between the bounds.
    let step: Double?

    /// The scale of `lower...upper`; bounds that are not numbers become 0, and bounds the wrong
    /// way round become the lower one.
    init(lower: Double, upper: Double, step: Double? = nil) {
        let lower = lower.isNaN ? 0 : lower
        let upper = upper.isNaN ? 0 : upper
        self.lower = lower
        self.upper = max(lower, upper)
        // A step that is not a positive finite number cannot be taken.
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The scale of `bounds` converted to `Double`.
    init<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>, step: Double? = nil) {
        self.init(lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: step)
    }

    /// Whether the bounds leave room to move: both finite and apart.
    var isAdjustable: Bool { lower.isFinite && upper.isFinite && upper > lower }

    /// Where `value` lies between the bounds, from 0 to 1; 0 when there is no room between them.
    func fraction(of value: Double) -> Double {
        guard isAdjustable, !value.isNaN else { return 0 }
        // Halved so that the span of bounds near the largest doubles does not overflow.
        let span = upper / 2 - lower / 2
        let fraction = (value / 2 - lower / 2) / span
        return fraction.isFinite ? min(max(fraction, 0), 1) : (value > lower ? 1 : 0)
    }

    /// The value at `fraction` of the way from the lower bound, clamped and snapped to the step.
    func value(atFraction fraction: Double) -> Double {
        guard isAdjustable else { return clamped(lower) }
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return clamped(lower * (1 - fraction) + upper * fraction)
    }

    /// `value` within the bounds and on a step from the lower bound; the lower bound for NaN.
    func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return lower.isFinite ? lower : 0 }
        let inside = min(max(value, lower), upper)
        guard let step, isAdjustable else { return inside }
        let steps = ((inside - lower) / step).rounded()
        // The last step that stays within the bounds, for a range that is not a whole number of
        // steps long.
        let last = ((upper - lower) / step).rounded(.down)
        guard steps.isFinite, last.isFinite else { return inside }
        return min(lower + min(max(steps, 0), last) * step, upper)
    }

    /// How far one press of an arrow moves: the step, or a twentieth of the range without one.
    var arrowDistance: Double { step ?? (upper / 20 - lower / 20) }

    /// `value` moved by `distance`, clamped and snapped; at least one step when the step is
    /// longer than the distance, so the value always moves towards the bound.
    func moved(_ value: Double, by distance: Double) -> Double {
        guard isAdjustable, distance.isFinite, distance != 0 else { return clamped(value) }
        let start = clamped(value)
        let target = clamped(start + distance)
        if target == start, let step {
            return clamped(start + (distance > 0 ? step : -step))
        }
        return target
    }

    /// The value as the user reads it: a percentage on the default 0...1 scale, else the number
    /// with as many decimals as the step has (up to six), and no decimals for whole numbers.
    func description(of value: Double) -> String {
        let value = clamped(value)
        if lower == 0, upper == 1 {
            return "\(Self.decimal(value * 100, places: 0))%"
        }
        return Self.decimal(value, places: step.map(Self.decimalPlaces) ?? (value.rounded() == value ? 0 : 2))
    }

    /// The decimals needed to write `step` exactly, up to six.
    static func decimalPlaces(of step: Double) -> Int {
        var scaled = step
        for places in 0...6 {
            if scaled.rounded() == scaled { return places }
            scaled *= 10
        }
        return 6
    }

    /// `value` rounded to `places` decimals, written out in full when that fits an `Int`.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        // Larger numbers are written as Swift writes them, with an exponent.
        guard value.isFinite, abs(value) * scale < 1e18 else { return "\(value)" }
        let units = Int((abs(value) * scale).rounded())
        let whole = units / Int(scale)
        var text = "\(whole)"
        if places > 0 {
            let fraction = String(units % Int(scale))
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }
}
