public import TerrariumCore

private struct MinimumLineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The fewest rows a vertical text field takes, from `lineLimit(_:)` with a range or with
    /// `reservesSpace`.
    var minimumLineLimit: Int? {
        get { self[MinimumLineLimitKey.self] }
        set { self[MinimumLineLimitKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view to between `limit.lowerBound` and `limit.upperBound` lines: a
    /// vertical text field takes at least the lower bound's rows and grows to the upper's.
    ///
    /// ```swift
    /// TextField("Notes", text: $notes, axis: .vertical).lineLimit(2...5)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.minimumLineLimit, limit.lowerBound)
    }

    /// Makes text in this view take at least `limit.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.minimumLineLimit, limit.lowerBound)
    }

    /// Limits text in this view to `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.minimumLineLimit, nil)
    }

    /// Limits text in this view to `limit` lines; with `reservesSpace` a vertical text field
    /// takes all of them however little it holds.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.minimumLineLimit, reservesSpace ? limit : nil)
    }
}
