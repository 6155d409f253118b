/// A position on the cell grid, in whole cells from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var x: Int
    /// The row, counted from 0 at the top edge.
    public var y: Int

    /// Creates a point at column `x` and row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// A readable form such as `(3, 4)`.
    public var description: String { "(\(x), \(y))" }
}
