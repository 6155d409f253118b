/// How a shape's outline is drawn: SwiftUI's `StrokeStyle`, of which a terminal honours the width.
///
/// ```swift
/// Circle().stroke(.green, style: StrokeStyle(lineWidth: 2))
/// ```
///
/// The width is in columns, rounded, at least 1; a line is as many half rows thick where it runs
/// across rows. Ends and joins are round, whatever SwiftUI's caps and joins would say.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in columns.
    public var lineWidth: Double

    /// A stroke style `lineWidth` columns wide.
    public init(lineWidth: Double = 1) { self.lineWidth = lineWidth }

    /// The widest line drawn, in pixels: wider asks are cut to it, far beyond any frame.
    static let widest = 1 << 12

    /// The width in pixels: rounded, at least 1 and at most ``widest``; not a number is 1.
    var pixels: Int {
        guard lineWidth.isFinite else { return lineWidth == .infinity ? Self.widest : 1 }
        return max(1, min(Int(max(-1, min(lineWidth, Double(Self.widest))).rounded()), Self.widest))
    }
}
