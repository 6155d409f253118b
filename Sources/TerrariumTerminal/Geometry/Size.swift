/// A size on the cell grid, in whole cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size; negative values are clamped to zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The number of cells the size covers.
    public var area: Int { width * height }

    /// A readable form such as `80x24`.
    public var description: String { "\(width)x\(height)" }
}
