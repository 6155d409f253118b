public import TerrariumCore

/// The outline of a shape, in cells: SwiftUI's `Path`, made of the figures a terminal can draw
/// rather than of lines and curves.
///
/// ```swift
/// struct Window: Shape {
///     func path(in rect: Rect) -> Path {
///         var path = Path(roundedRect: rect, cornerRadius: 2)
///         path.addRect(Rect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: 1))
///         return path
///     }
/// }
/// ```
///
/// A path is a list of rectangles, rounded rectangles and ellipses. It is filled at half-cell
/// height, since a cell is about twice as tall as it is wide: each cell is split into a top and a
/// bottom half, each of them a square "pixel", and a half is inside the path when its centre is
/// inside one of the figures. A stroke draws each rectangle's edge with box characters (`┌─┐`,
/// rounded `╭─╮`) and each ellipse's edge with half blocks.
public struct Path: Hashable, Sendable {
    /// One figure of a path, in pixels: a column wide and half a row tall.
    enum Figure: Hashable, Sendable {
        /// A rectangle whose corners are rounded with `radius` pixels (zero for square corners).
        case rectangle(PixelRect, radius: Int)
        /// The ellipse that fits the rectangle.
        case ellipse(PixelRect)
    }

    /// The figures, in the order they were added.
    var figures: [Figure] = []

    /// The largest a coordinate or side of a path may be, in cells: anything larger is cut to it,
    /// so the squares of distances stay far from overflowing whatever frame a shape is given.
    static let largest = 1 << 24

    /// An empty path.
    public init() {}

    /// A path of one rectangle.
    public init(_ rect: Rect) { addRect(rect) }

    /// A path of one rectangle with corners rounded by `cornerRadius` columns.
    public init(roundedRect rect: Rect, cornerRadius: Int) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// A path of the ellipse that fits `rect`.
    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    /// Whether the path has no figures.
    public var isEmpty: Bool { figures.isEmpty }

    /// Adds a rectangle.
    public mutating func addRect(_ rect: Rect) {
        figures.append(.rectangle(PixelRect(cells: rect), radius: 0))
    }

    /// Adds a rectangle with corners rounded by `cornerRadius` columns, at most half its width or
    /// height.
    public mutating func addRoundedRect(in rect: Rect, cornerRadius: Int) {
        figures.append(.rectangle(PixelRect(cells: rect), radius: max(0, min(cornerRadius, Self.largest))))
    }

    /// Adds the ellipse that fits `rect`.
    public mutating func addEllipse(in rect: Rect) {
        figures.append(.ellipse(PixelRect(cells: rect)))
    }

    /// Adds the largest circle that fits `rect`, centred in it: as wide in columns as it is tall
    /// in half rows, so it looks round.
    mutating func addCircle(in rect: Rect) {
        let cells = PixelRect(cells: rect)
        let diameter = min(cells.width, cells.height)
        figures.append(
            .ellipse(
                PixelRect(
                    x: cells.x + (cells.width - diameter) / 2, y: cells.y + (cells.height - diameter) / 2,
                    width: diameter, height: diameter)))
    }

    /// Adds a rectangle whose short sides are half circles, or a circle when it is square.
    mutating func addCapsule(in rect: Rect) {
        figures.append(.rectangle(PixelRect(cells: rect), radius: Self.largest))
    }

    /// Whether the pixel at column `x`, half row `y` is inside one of the figures.
    func containsPixel(x: Int, y: Int) -> Bool {
        figures.contains { $0.containsPixel(x: x, y: y) }
    }
}

/// A rectangle in pixels, each a column wide and half a row tall.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels of `rect`, a rectangle of cells; sides are held to ``Path/largest`` cells.
    init(cells rect: Rect) {
        let bound = { (value: Int) in max(-Path.largest, min(value, Path.largest)) }
        self.init(
            x: bound(rect.minX), y: bound(rect.minY) * 2, width: max(0, bound(rect.width)),
            height: max(0, bound(rect.height)) * 2)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The cells the rectangle covers, when it starts and ends on whole rows.
    var cells: Rect { Rect(x: x, y: y / 2, width: width, height: (height + 1) / 2) }
}

extension Path.Figure {
    /// Whether the centre of the pixel at `(x, y)` is inside the figure.
    func containsPixel(x: Int, y: Int) -> Bool {
        switch self {
        case .rectangle(let rect, let radius):
            guard x >= rect.x, x < rect.x + rect.width, y >= rect.y, y < rect.y + rect.height else { return false }
            // Twice the coordinates keep the pixels' centres whole numbers.
            let radius2 = min(radius, rect.width / 2, rect.height / 2) * 2
            guard radius2 > 0 else { return true }
            let px = 2 * x + 1
            let py = 2 * y + 1
            let cx = min(max(px, 2 * rect.x + radius2), 2 * (rect.x + rect.width) - radius2)
            let cy = min(max(py, 2 * rect.y + radius2), 2 * (rect.y + rect.height) - radius2)
            let (dx, dy) = (px - cx, py - cy)
            return dx * dx + dy * dy <= radius2 * radius2
        case .ellipse(let rect):
            guard rect.width > 0, rect.height > 0 else { return false }
            let dx = Double(2 * (x - rect.x) + 1 - rect.width) / Double(rect.width)
            let dy = Double(2 * (y - rect.y) + 1 - rect.height) / Double(rect.height)
            return dx * dx + dy * dy <= 1
        }
    }
}
