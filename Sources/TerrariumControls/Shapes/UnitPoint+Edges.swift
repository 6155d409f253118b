public import TerrariumCore

// The unit points SwiftUI names besides the corners and centre that layout uses, so gradients
// can run between any of them.
extension UnitPoint {
    /// The top-left corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
}
