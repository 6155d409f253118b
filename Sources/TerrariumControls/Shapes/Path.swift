public import TerrariumCore

/// The outline of a shape, in cells: SwiftUI's `Path`, of figures (rectangles, rounded rectangles,
/// ellipses) and of lines and curves.
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
/// A path is drawn at half-cell height, since a cell is about twice as tall as it is wide: each
/// cell is split into a top and a bottom half, each of them a square "pixel", and a half is inside
/// the path when its centre is. Figures count as outlines going clockwise, so with the non-zero
/// rule they add up, and with the even-odd rule one inside another makes a hole. A stroke draws
/// each rectangle's edge with box characters (`┌─┐`, rounded `╭─╮`), each ellipse's edge with half
/// blocks, and lines and curves in half blocks along them (see `move(to:)`).
///
/// A path holds at most ``maximumElementCount`` figures and points, curves flattened into lines;
/// what is added past that is left out, so no path costs more than that to draw.
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
    /// The runs of lines, curves flattened, in the order they were begun.
    var subpaths: [Subpath] = []
    /// The figures and the points of the subpaths, counted against ``maximumElementCount``.
    var elementCount = 0

    /// The most figures and points a path holds; a curve counts the lines it is flattened into.
    public static let maximumElementCount = 10_000

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

    /// Whether the path has no figures, lines or curves.
    public var isEmpty: Bool { figures.isEmpty && subpaths.isEmpty }

    /// Adds a rectangle.
    public mutating func addRect(_ rect: Rect) {
        append(.rectangle(PixelRect(cells: rect), radius: 0))
    }

    /// Adds a rectangle with corners rounded by `cornerRadius` columns, at most half its width or
    /// height.
    public mutating func addRoundedRect(in rect: Rect, cornerRadius: Int) {
        append(.rectangle(PixelRect(cells: rect), radius: max(0, min(cornerRadius, Self.largest))))
    }

    /// Adds the ellipse that fits `rect`.
    public mutating func addEllipse(in rect: Rect) {
        append(.ellipse(PixelRect(cells: rect)))
    }

    /// Adds `figure` unless the path is full.
    mutating func append(_ figure: Figure) {
        guard elementCount < Self.maximumElementCount else { return }
        elementCount += 1
        figures.append(figure)
    }

    /// Adds the largest circle that fits `rect`, centred in it: as wide in columns as it is tall
    /// in half rows, so it looks round.
    mutating func addCircle(in rect: Rect) {
        let cells = PixelRect(cells: rect)
        let diameter = min(cells.width, cells.height)
        append(
            .ellipse(
                PixelRect(
                    x: cells.x + (cells.width - diameter) / 2, y: cells.y + (cells.height - diameter) / 2,
                    width: diameter, height: diameter)))
    }

    /// Adds a rectangle whose short sides are half circles, or a circle when it is square.
    mutating func addCapsule(in rect: Rect) {
        append(.rectangle(PixelRect(cells: rect), radius: Self.largest))
    }

    /// Whether the pixel at column `x`, half row `y` is inside one of the figures.
    func containsPixel(x: Int, y: Int) -> Bool {
        figures.contains { $0.containsPixel(x: x, y: y) }
    }

    /// How many figures contain the pixel at column `x`, half row `y`.
    func figureCount(x: Int, y: Int) -> Int {
        var count = 0
        for figure in figures where figure.containsPixel(x: x, y: y) { count += 1 }
        return count
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

    /// The rectangle moved in by `pixels` on every side (out, when negative); nil when nothing
    /// is left.
    func inset(by pixels: Int) -> PixelRect? {
        let (width, height) = (width - 2 * pixels, height - 2 * pixels)
        guard width > 0, height > 0 else { return nil }
        return PixelRect(x: x + pixels, y: y + pixels, width: width, height: height)
    }
}

extension Path.Figure {
    /// The figure moved in by `pixels` on every side (out, when negative), its corners' radius
    /// following; nil when nothing is left.
    func inset(by pixels: Int) -> Path.Figure? {
        switch self {
        case .rectangle(let rect, let radius):
            guard let inner = rect.inset(by: pixels) else { return nil }
            // A capsule stays a capsule; other corners follow the edge in or out.
            let following = radius >= Path.largest ? radius : max(0, radius - pixels)
            return .rectangle(inner, radius: radius == 0 ? 0 : following)
        case .ellipse(let rect):
            return rect.inset(by: pixels).map { .ellipse($0) }
        }
    }

    /// The pixels the figure may cover.
    var bounds: PixelRect {
        switch self {
        case .rectangle(let rect, _), .ellipse(let rect): rect
        }
    }

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
