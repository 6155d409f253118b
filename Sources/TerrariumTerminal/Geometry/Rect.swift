/// A rectangle on the cell grid: an origin and a size, in whole cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its corner coordinates and dimensions.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The leftmost column inside the rectangle.
    public var minX: Int { origin.x }
    /// The topmost row inside the rectangle.
    public var minY: Int { origin.y }
    /// The first column past the right edge.
    public var maxX: Int { origin.x + size.width }
    /// The first row past the bottom edge.
    public var maxY: Int { origin.y + size.height }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether the cell at `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; empty (at the clamped corner) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// A readable form such as `(1, 2) 10x3`.
    public var description: String { "\(origin) \(size)" }
}
