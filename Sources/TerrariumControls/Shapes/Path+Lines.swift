import Foundation
public import TerrariumCore

/// A point in pixels: `x` in columns and `y` in half rows, from the frame's top-left corner.
struct PixelPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    /// The corner of the grid at `point`, a column and a row; coordinates are held to
    /// ``Path/largest`` cells.
    init(_ point: Point) {
        let bound = { (value: Int) in Double(max(-Path.largest, min(value, Path.largest))) }
        self.init(x: bound(point.x), y: bound(point.y) * 2)
    }

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The nearest point of the grid, in columns and rows.
    var cellPoint: Point { Point(x: Int(x.rounded()), y: Int((y / 2).rounded())) }
}

/// Lines joined end to end, open or closed: what `move(to:)` begins.
struct Subpath: Hashable, Sendable {
    /// The points in order, the first where the subpath began; curves are flattened into them.
    var points: [PixelPoint]
    /// Whether a line joins the last point back to the first.
    var isClosed = false
}

// Lines and curves, as SwiftUI draws them. A point is a corner of the grid: `Point(x: 0, y: 0)`
// is the frame's top-left corner and `Point(x: rect.maxX, y: rect.maxY)` its bottom-right one.
extension Path {
    /// The most lines one curve or arc is flattened into.
    static let maximumCurveSegmentCount = 128
    /// How far, in pixels, a curve's lines may stray from the curve.
    static let flatness = 0.1

    /// A path made by `build`, which adds to it.
    ///
    /// ```swift
    /// Path { path in
    ///     path.move(to: Point(x: 0, y: 4))
    ///     path.addLine(to: Point(x: 8, y: 0))
    /// }
    /// .stroke(.green)
    /// ```
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Where the next line begins; nil in an empty path.
    ///
    /// It is the last point added, or the start of a subpath just closed. The end of an arc is
    /// rounded to the nearest corner of the grid.
    public var currentPoint: Point? { current?.cellPoint }

    /// The current point, in pixels.
    var current: PixelPoint? {
        guard let last = subpaths.last else { return nil }
        return last.isClosed ? last.points.first : last.points.last
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: Point) { move(to: PixelPoint(point)) }

    /// Adds a straight line from the current point to `point`; with no current point, the path
    /// begins at `point` instead.
    public mutating func addLine(to point: Point) { addLine(to: PixelPoint(point)) }

    /// Begins a subpath at the first of `points` and adds lines through the rest.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            guard elementCount < Self.maximumElementCount else { return }
            addLine(to: point)
        }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public mutating func addQuadCurve(to end: Point, control: Point) {
        guard let start = current else { return move(to: end) }
        let (p1, p2) = (PixelPoint(control), PixelPoint(end))
        let bend = hypot(start.x - 2 * p1.x + p2.x, start.y - 2 * p1.y + p2.y)
        // A quadratic's lines stray from it by at most a quarter of this bend over their count squared.
        let count = Self.segmentCount((bend / (4 * Self.flatness)).squareRoot())
        addFlattened(count: count, end: p2) { t in
            let u = 1 - t
            return PixelPoint(
                x: u * u * start.x + 2 * u * t * p1.x + t * t * p2.x,
                y: u * u * start.y + 2 * u * t * p1.y + t * t * p2.y)
        }
    }

    /// Adds a cubic Bézier curve from the current point to `end`, pulled towards `control1` and
    /// then `control2`.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        guard let start = current else { return move(to: end) }
        let (p1, p2, p3) = (PixelPoint(control1), PixelPoint(control2), PixelPoint(end))
        let bend = max(
            hypot(start.x - 2 * p1.x + p2.x, start.y - 2 * p1.y + p2.y),
            hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        // A cubic's lines stray from it by at most three quarters of this bend over their count squared.
        let count = Self.segmentCount((3 * bend / (4 * Self.flatness)).squareRoot())
        addFlattened(count: count, end: p3) { t in
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return PixelPoint(
                x: a * start.x + b * p1.x + c * p2.x + d * p3.x, y: a * start.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// Adds an arc of the circle around `center` with `radius` columns, from `startAngle` to
    /// `endAngle`, joined to the current point by a line.
    ///
    /// As in SwiftUI, angles grow clockwise on screen from the right, and `clockwise` keeps Core
    /// Graphics' upward-counting sense: `clockwise: false` sweeps clockwise on screen. A sweep of
    /// a whole turn or more draws the whole circle. A radius or angle that is not a finite
    /// number adds nothing.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let (start, end) = (startAngle.radians, endAngle.radians)
        guard radius.isFinite, start.isFinite, end.isFinite else { return }
        let radius = min(abs(radius), Double(Self.largest))
        let centre = PixelPoint(center)
        let turn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        }
        let point = { (angle: Double) in
            PixelPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        if current == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        // A chord strays from its arc by about the radius times the square of its angle over eight.
        let count = Self.segmentCount(abs(sweep) * (radius / (8 * Self.flatness)).squareRoot())
        addFlattened(count: count, end: point(start + sweep)) { t in point(start + sweep * t) }
    }

    /// Closes the current subpath with a line back to where it began.
    public mutating func closeSubpath() {
        guard let last = subpaths.indices.last, !subpaths[last].isClosed else { return }
        subpaths[last].isClosed = true
    }

    /// Adds the figures, lines and curves of `path`, as far as this path has room.
    public mutating func addPath(_ path: Path) {
        for figure in path.figures { append(figure) }
        for subpath in path.subpaths {
            let room = Self.maximumElementCount - elementCount
            guard room > 0 else { return }
            var kept = subpath
            if kept.points.count > room { kept.points.removeLast(kept.points.count - room) }
            elementCount += kept.points.count
            subpaths.append(kept)
        }
    }

    /// A count of lines between 1 and ``maximumCurveSegmentCount``, from a wish that may be
    /// anything.
    static func segmentCount(_ wish: Double) -> Int {
        guard wish.isFinite else { return maximumCurveSegmentCount }
        return max(1, min(Int(min(wish, Double(maximumCurveSegmentCount)).rounded(.up)), maximumCurveSegmentCount))
    }

    /// Adds lines through `point(t)` for `count` even steps of `t` up to `end`, as many as there
    /// is room for, the last always reaching `end`.
    private mutating func addFlattened(count: Int, end: PixelPoint, point: (Double) -> PixelPoint) {
        let count = min(count, Self.maximumElementCount - elementCount)
        guard count > 0 else { return }
        for step in 1..<count { addLine(to: point(Double(step) / Double(count))) }
        addLine(to: end)
    }

    /// Begins a subpath at `point`; a subpath of a lone point is replaced.
    mutating func move(to point: PixelPoint) {
        if let last = subpaths.indices.last, subpaths[last].points.count == 1, !subpaths[last].isClosed {
            subpaths[last].points[0] = point
            return
        }
        guard elementCount < Self.maximumElementCount else { return }
        elementCount += 1
        subpaths.append(Subpath(points: [point]))
    }

    /// Adds a line to `point`, beginning a new subpath at the start of a closed one.
    mutating func addLine(to point: PixelPoint) {
        guard let start = current else { return move(to: point) }
        guard elementCount < Self.maximumElementCount else { return }
        if subpaths[subpaths.count - 1].isClosed {
            guard elementCount + 1 < Self.maximumElementCount else { return }
            elementCount += 1
            subpaths.append(Subpath(points: [start]))
        }
        elementCount += 1
        subpaths[subpaths.count - 1].points.append(point)
    }
}

extension Path: Shape {
    /// The path as it is, in the frame's coordinates.
    public func path(in rect: Rect) -> Path { self }
}
