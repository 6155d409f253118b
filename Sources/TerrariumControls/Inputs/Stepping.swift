/// One step of a stepper's value, which never traps: fixed-width integers stop at their largest
/// and smallest values rather than overflow, and a value that is not a number goes to the lower
/// bound.
enum Stepping {
    /// `value` moved one `step` up (`forward`) or down, clamped to `bounds`.
    static func advanced<V: Strideable>(_ value: V, by step: V.Stride, forward: Bool, in bounds: ClosedRange<V>?) -> V {
        // Only a NaN differs from itself; no step moves it, so it starts again from the bound.
        if value != value { return bounds?.lowerBound ?? value }
        let moved: V
        if let integer = value as? any FixedWidthInteger, let stride = step as? any BinaryInteger {
            moved = integerAdvanced(integer, by: stride, forward: forward) as? V ?? value
        } else {
            moved = value.advanced(by: forward ? step : -step)
        }
        // Infinity minus infinity is no number either; such a step leaves the value.
        if moved != moved { return value }
        guard let bounds else { return moved }
        return min(max(moved, bounds.lowerBound), bounds.upperBound)
    }

    /// `value` moved by `stride`'s magnitude up or down, stopping at the type's limits.
    private static func integerAdvanced<I: FixedWidthInteger, S: BinaryInteger>(
        _ value: I, by stride: S, forward: Bool
    ) -> I {
        let up = forward == (stride >= 0)
        guard let distance = I(exactly: stride.magnitude) else { return up ? I.max : I.min }
        let (result, overflow) =
            up ? value.addingReportingOverflow(distance) : value.subtractingReportingOverflow(distance)
        return overflow ? (up ? I.max : I.min) : result
    }
}
