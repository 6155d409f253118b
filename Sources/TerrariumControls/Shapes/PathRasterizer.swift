import Foundation

/// Turns a path into the pixels it fills or strokes, over a window of the pixel grid.
///
/// A pixel is sampled a hair above and left of its centre, so a line running exactly along the
/// grid, halfway between two pixels' centres, takes the pixel below or right of it rather than
/// both or neither. Every pass costs the rows each line crosses and the pixels it sets, both
/// bounded by the window, so a path far larger than its frame costs no more than one inside it.
enum PathRasterizer {
    /// How far above and left of a pixel's centre it is sampled, in pixels.
    static let (nudgeX, nudgeY) = (1.0 / 512, 1.0 / 1024)

    /// The pixels of `window` inside `path`.
    ///
    /// A pixel is inside when the figures around it and the subpaths' winding number around it
    /// (clockwise on screen counting one) add up to other than zero, or, with `evenOdd`, to an
    /// odd number. Open subpaths are filled as if closed.
    static func fill(_ path: Path, evenOdd: Bool, window: PixelRect) -> PixelMask {
        var mask = PixelMask(window: window)
        guard window.width > 0, window.height > 0 else { return mask }
        var crossings = Array(repeating: [(x: Double, winding: Int)](), count: window.height)
        for subpath in path.subpaths {
            forEachEdge(of: subpath, closing: true) { a, b in
                addCrossings(from: a, to: b, window: window, into: &crossings)
            }
        }
        for row in 0..<window.height {
            let y = window.y + row
            var line = crossings[row]
            line.sort { $0.x < $1.x }
            var next = 0
            var winding = 0
            for x in window.x..<(window.x + window.width) {
                let sample = Double(x) + 0.5 - nudgeX
                while next < line.count, line[next].x < sample {
                    winding += line[next].winding
                    next += 1
                }
                let total = winding + (path.figures.isEmpty ? 0 : path.figureCount(x: x, y: y))
                if evenOdd ? total & 1 == 1 : total != 0 { mask[x, y] = true }
            }
        }
        return mask
    }

    /// The pixels of `window` within `radius` pixels of a line of `path`'s subpaths.
    ///
    /// That is their stroke, with round ends and joins. A closed subpath's last point is joined
    /// to its first; a lone point draws nothing.
    static func stroke(_ path: Path, radius: Double, window: PixelRect) -> PixelMask {
        var mask = PixelMask(window: window)
        guard window.width > 0, window.height > 0 else { return mask }
        for subpath in path.subpaths {
            forEachEdge(of: subpath, closing: subpath.isClosed) { a, b in
                strokeSegment(from: a, to: b, radius: radius, into: &mask)
            }
        }
        return mask
    }

    /// The pixels of `window` in a band along the edge of each figure of `path`, `inside` pixels
    /// deep into it and `outside` pixels out of it.
    static func strokeFigures(_ path: Path, inside: Int, outside: Int, window: PixelRect) -> PixelMask {
        var mask = PixelMask(window: window)
        for figure in path.figures {
            guard let outer = figure.inset(by: -outside) else { continue }
            let inner = figure.inset(by: inside)
            let bounds = outer.bounds
            let (top, bottom) = (max(bounds.y, window.y), min(bounds.y + bounds.height, window.y + window.height))
            let (left, right) = (max(bounds.x, window.x), min(bounds.x + bounds.width, window.x + window.width))
            guard top < bottom, left < right else { continue }
            for y in top..<bottom {
                for x in left..<right where outer.containsPixel(x: x, y: y) {
                    if inner?.containsPixel(x: x, y: y) != true { mask[x, y] = true }
                }
            }
        }
        return mask
    }

    /// Calls `body` with each line of `subpath`, and the line back to its start when `closing`.
    private static func forEachEdge(
        of subpath: Subpath, closing: Bool, _ body: (PixelPoint, PixelPoint) -> Void
    ) {
        let points = subpath.points
        guard points.count > 1 else { return }
        for index in 1..<points.count { body(points[index - 1], points[index]) }
        if closing, let first = points.first, let last = points.last, first != last { body(last, first) }
    }

    /// The rows of `window` whose sampling line lies at or below `low` and above `high`.
    private static func rows(from low: Double, to high: Double, in window: PixelRect) -> ClosedRange<Int>? {
        // Row r samples at r + 0.5 - nudgeY; bounds first, so a huge coordinate never becomes an Int.
        let top = Double(window.y)
        let bottom = Double(window.y + window.height - 1)
        let first = max(top, min((low - 0.5 + nudgeY).rounded(.up), bottom + 1))
        let last = min(bottom, max((high - 0.5 + nudgeY).rounded(.up) - 1, top - 1))
        guard first <= last else { return nil }
        return Int(first)...Int(last)
    }

    /// Records where the line from `a` to `b` crosses each row's sampling line, and which way.
    private static func addCrossings(
        from a: PixelPoint, to b: PixelPoint, window: PixelRect, into crossings: inout [[(x: Double, winding: Int)]]
    ) {
        guard a.y != b.y, let rows = rows(from: min(a.y, b.y), to: max(a.y, b.y), in: window) else { return }
        // Going up the screen on the left of a pixel, as a clockwise outline does, winds once.
        let winding = b.y < a.y ? 1 : -1
        let slope = (b.x - a.x) / (b.y - a.y)
        for y in rows {
            let sample = Double(y) + 0.5 - nudgeY
            crossings[y - window.y].append((a.x + (sample - a.y) * slope, winding))
        }
    }

    /// Sets the pixels within `radius` of the line from `a` to `b`.
    private static func strokeSegment(from a: PixelPoint, to b: PixelPoint, radius: Double, into mask: inout PixelMask)
    {
        let window = mask.window
        guard let rows = rows(from: min(a.y, b.y) - radius, to: max(a.y, b.y) + radius, in: window) else { return }
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let left = Double(window.x)
        let right = Double(window.x + window.width - 1)
        for y in rows {
            let sample = Double(y) + 0.5 - nudgeY
            var span: (low: Double, high: Double)? = nil
            func include(_ low: Double, _ high: Double) {
                guard low <= high else { return }
                span = span.map { (min($0.low, low), max($0.high, high)) } ?? (low, high)
            }
            // The round ends.
            for end in [a, b] {
                let offset = sample - end.y
                if abs(offset) <= radius {
                    let half = (radius * radius - offset * offset).squareRoot()
                    include(end.x - half, end.x + half)
                }
            }
            // The band between them: along the line between 0 and 1, across it within the radius.
            if length > 0 {
                var low = -Double.infinity
                var high = Double.infinity
                func constrain(_ base: Double, _ rate: Double, _ lower: Double, _ upper: Double) {
                    if rate == 0 {
                        if base < lower || base > upper { (low, high) = (1, 0) }
                        return
                    }
                    let (p, q) = ((lower - base) / rate, (upper - base) / rate)
                    low = max(low, min(p, q))
                    high = min(high, max(p, q))
                }
                // For a point (x, sample): along = ((x - a.x) dx + (sample - a.y) dy) / length²,
                // across = ((x - a.x) dy - (sample - a.y) dx) / length.
                let along = ((sample - a.y) * dy - a.x * dx) / (length * length)
                constrain(along, dx / (length * length), 0, 1)
                let across = (-a.x * dy - (sample - a.y) * dx) / length
                constrain(across, dy / length, -radius, radius)
                include(low, high)
            }
            guard let span else { continue }
            // Columns whose sample, a hair left of the centre, lies in the span.
            let first = max(left, (span.low - 0.5 + nudgeX).rounded(.up))
            let last = min(right, (span.high - 0.5 + nudgeX).rounded(.down))
            guard first <= last else { continue }
            mask.set(row: y, from: Int(first), through: Int(last))
        }
    }
}
