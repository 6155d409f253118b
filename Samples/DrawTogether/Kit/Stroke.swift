/// A point on the canvas in pixels: a cell is one pixel wide and two tall.
public struct PixelPoint: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row of half cells, 0 being the top half of the first row.
    public var y: Int

    /// A point at column `x` and half-row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// One line drawn without lifting the pointer, in one colour of the palette.
///
/// Strokes are what participants share: each is its own entry in the session's store, so that
/// people drawing at once never overwrite each other's lines.
public struct Stroke: Codable, Hashable, Sendable {
    /// The palette index of the stroke's colour.
    public var color: Int
    /// The points the pointer passed, joined by straight lines when drawn.
    public var points: [PixelPoint]

    /// A stroke of `color` through `points`.
    public init(color: Int, points: [PixelPoint] = []) {
        self.color = color
        self.points = points
    }

    /// The most points one stored stroke carries; a longer line continues in a new stroke, so that
    /// each change sent while drawing stays small.
    public static let maximumPoints = 64

    private enum CodingKeys: String, CodingKey {
        case color = "c"
        case points = "p"
    }

    /// Decodes a stroke whose points are a flat list of coordinates, `x, y, x, y, …`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(Int.self, forKey: .color)
        let flat = try container.decode([Int].self, forKey: .points)
        points = stride(from: 0, to: flat.count - 1, by: 2).map { PixelPoint(x: flat[$0], y: flat[$0 + 1]) }
    }

    /// Encodes the points as a flat list of coordinates: a third of the bytes of keyed points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(points.flatMap { [$0.x, $0.y] }, forKey: .points)
    }
}
