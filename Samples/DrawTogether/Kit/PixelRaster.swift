public import TerrariumTerminal

/// The canvas's pixels: strokes rasterised into a grid two pixels tall per cell, drawn with half
/// blocks so that each cell shows its upper pixel in the foreground and its lower one behind.
public struct PixelRaster: Hashable, Sendable {
    /// The size in cells.
    public let size: Size
    /// A palette index per pixel, row by row, or `nil` where nothing is drawn.
    private var pixels: [Int?]

    /// An empty raster of `size` cells.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        pixels = Array(repeating: nil, count: self.size.width * self.size.height * 2)
    }

    /// A raster of `size` cells with `strokes` drawn in order, later strokes over earlier ones.
    public init(size: Size, strokes: some Sequence<Stroke>) {
        self.init(size: size)
        for stroke in strokes { draw(stroke) }
    }

    /// The palette index at pixel `point`, or `nil` when it is blank or outside.
    public subscript(point: PixelPoint) -> Int? {
        contains(point) ? pixels[point.y * size.width + point.x] : nil
    }

    /// Draws `stroke`: each point, and a straight line between each point and the next.
    ///
    /// The brush is two pixels tall: one cell, the pointer's resolution. The eraser clears the
    /// pixels it passes.
    public mutating func draw(_ stroke: Stroke) {
        let value: Int? = stroke.color == Palette.colors.count - 1 ? nil : stroke.color
        guard var previous = stroke.points.first else { return }
        brush(previous, value)
        for point in stroke.points.dropFirst() {
            line(from: previous, to: point, value)
            previous = point
        }
    }

    /// Draws the raster into `context` from its top-left corner.
    public func draw(in context: GraphicsContext) {
        for row in 0..<size.height {
            for column in 0..<size.width {
                let upper = pixels[(row * 2) * size.width + column]
                let lower = pixels[(row * 2 + 1) * size.width + column]
                let point = Point(x: column, y: row)
                switch (upper, lower) {
                case (nil, nil):
                    continue
                case (let upper?, nil):
                    context.draw("▀", at: point, style: Style(foreground: Palette.color(at: upper)))
                case (nil, let lower?):
                    context.draw("▄", at: point, style: Style(foreground: Palette.color(at: lower)))
                case (let upper?, let lower?) where upper == lower:
                    context.draw("█", at: point, style: Style(foreground: Palette.color(at: upper)))
                case (let upper?, let lower?):
                    context.draw(
                        "▀", at: point,
                        style: Style(foreground: Palette.color(at: upper), background: Palette.color(at: lower)))
                }
            }
        }
    }

    private func contains(_ point: PixelPoint) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height * 2
    }

    private mutating func plot(_ point: PixelPoint, _ value: Int?) {
        guard contains(point) else { return }
        pixels[point.y * size.width + point.x] = value
    }

    private mutating func brush(_ point: PixelPoint, _ value: Int?) {
        plot(point, value)
        plot(PixelPoint(x: point.x, y: point.y + 1), value)
    }

    /// Bresenham's line, so that a fast pointer still leaves a connected stroke.
    private mutating func line(from start: PixelPoint, to end: PixelPoint, _ value: Int?) {
        let dx = abs(end.x - start.x)
        let dy = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = dx + dy
        var point = start
        // Lines off the canvas are clipped pixel by pixel; the bound keeps a peer's huge
        // coordinates from costing more than the canvas's own size.
        var remaining = 2 * (size.width + size.height * 2) + 4
        while remaining > 0 {
            brush(point, value)
            if point == end { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                point.x += stepX
            }
            if doubled <= dx {
                error += dx
                point.y += stepY
            }
            remaining -= 1
        }
    }
}
