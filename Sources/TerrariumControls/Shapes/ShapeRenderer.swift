import TerrariumCore

/// Takes the space offered and draws a shape's path in it, filled or stroked.
final class ShapeRenderer: NodeRenderer {
    /// Whether a shape is filled or stroked, and how.
    enum Mode: Hashable {
        /// Filled, by the even-odd rule or the non-zero one.
        case fill(evenOdd: Bool)
        /// Outlined `width` pixels wide, centred on the edge or, as a border, inside it.
        case stroke(width: Int, isBorder: Bool)
    }

    /// What is drawn, apart from the frame: compared to skip drawing that would change nothing.
    struct Drawing: Hashable {
        /// The shape's value when it is `Hashable`; nil draws every update again.
        var shape: AnyHashable?
        var style: Style
        /// The gradient each pixel takes its colour from; nil for the style's one colour.
        var shading: Shading?
        var mode: Mode
        var isMonochrome: Bool
    }

    /// The side a shape takes when asked for its ideal size, as a canvas does.
    static let idealSide = 10
    /// The top half, the bottom half and the whole of a cell.
    static let (upperHalf, lowerHalf, fullBlock): (Character, Character, Character) = ("▀", "▄", "█")

    var path: (Rect) -> Path = { _ in Path() }
    var drawing = Drawing(shape: nil, style: .plain, shading: nil, mode: .fill(evenOdd: false), isMonochrome: false)

    var drawsContent: Bool { true }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        drawing.shape == nil ? nil : AnyHashable(drawing)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        // An unbounded offer (a scroll view's) is no size: the shape takes its ideal side there.
        let side = { (value: Int?) in
            value.flatMap { $0 >= ProposedViewSize.unbounded ? nil : max(0, $0) } ?? Self.idealSide
        }
        return Size(width: side(proposal.width), height: side(proposal.height))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let size = node.frame.size
        guard size.width > 0, size.height > 0 else { return }
        let area = context.subcontext(Rect(origin: node.frame.origin, size: size))
        let path = path(Rect(origin: .zero, size: size))
        // Only the cells inside the area being drawn: a change beside a large shape redraws a sliver.
        let clip = area.clip.offsetBy(dx: -area.origin.x, dy: -area.origin.y)
        let rows = max(0, clip.minY)..<min(size.height, clip.maxY)
        let columns = max(0, clip.minX)..<min(size.width, clip.maxX)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let canvas = Canvas(area: area, rows: rows, columns: columns, size: size)
        switch drawing.mode {
        case .fill(let evenOdd):
            draw(PathRasterizer.fill(path, evenOdd: evenOdd, window: canvas.window), isFill: true, on: canvas)
        case .stroke(let width, let isBorder):
            stroke(path, width: width, isBorder: isBorder, on: canvas)
        }
    }

    /// Where a shape is drawn: the context of its frame, the cells to draw and their pixels.
    private struct Canvas {
        let area: GraphicsContext
        let rows: Range<Int>
        let columns: Range<Int>
        /// The frame's size in cells.
        let size: Size

        /// The pixels of the cells to draw.
        var window: PixelRect {
            PixelRect(x: columns.lowerBound, y: 2 * rows.lowerBound, width: columns.count, height: 2 * rows.count)
        }

        /// The frame's size in pixels.
        var pixels: (width: Int, height: Int) { (size.width, 2 * size.height) }
    }

    private func stroke(_ path: Path, width: Int, isBorder: Bool, on canvas: Canvas) {
        let window = canvas.window
        var mask = PixelMask(window: window)
        var boxes: [(box: Rect, isRounded: Bool)] = []
        if width == 1 {
            for figure in path.figures {
                switch figure {
                case .rectangle(let rect, let radius): boxes.append((rect.cells, radius > 0))
                case .ellipse: addEdge(of: figure, to: &mask)
                }
            }
        } else if !path.figures.isEmpty {
            let (inside, outside) = isBorder ? (width, 0) : (width - width / 2, width / 2)
            mask.formUnion(PathRasterizer.strokeFigures(path, inside: inside, outside: outside, window: window))
        }
        if !path.subpaths.isEmpty {
            var lines = path
            lines.figures = []
            if isBorder {
                var band = PathRasterizer.stroke(lines, radius: Double(width), window: window)
                band.formIntersection(PathRasterizer.fill(lines, evenOdd: false, window: window))
                mask.formUnion(band)
            } else {
                mask.formUnion(strokeLines(lines, width: width, on: canvas))
            }
        }
        draw(mask, isFill: false, on: canvas)
        for (box, isRounded) in boxes { strokeBox(box, isRounded: isRounded, on: canvas) }
    }

    /// The stroke of `lines`' subpaths, what falls just past the frame's right and bottom edges
    /// drawn on the last column and half row, so a line along those edges shows as one along
    /// the top and left edges does.
    private func strokeLines(_ lines: Path, width: Int, on canvas: Canvas) -> PixelMask {
        let window = canvas.window
        let (frameWidth, frameHeight) = canvas.pixels
        let reachesRight = window.x + window.width == frameWidth
        let reachesBottom = window.y + window.height == frameHeight
        let wider = PixelRect(
            x: window.x, y: window.y, width: window.width + (reachesRight ? 1 : 0),
            height: window.height + (reachesBottom ? 1 : 0))
        let stroke = PathRasterizer.stroke(lines, radius: Double(width) / 2, window: wider)
        var mask = PixelMask(window: window)
        for y in wider.y..<(wider.y + wider.height) {
            for x in wider.x..<(wider.x + wider.width) where stroke[x, y] {
                mask[min(x, frameWidth - 1), min(y, frameHeight - 1)] = true
            }
        }
        return mask
    }

    /// Adds the pixels of `figure` that have a neighbour outside it.
    private func addEdge(of figure: Path.Figure, to mask: inout PixelMask) {
        let window = mask.window
        for y in window.y..<(window.y + window.height) {
            for x in window.x..<(window.x + window.width) where figure.containsPixel(x: x, y: y) {
                if !figure.containsPixel(x: x - 1, y: y) || !figure.containsPixel(x: x + 1, y: y)
                    || !figure.containsPixel(x: x, y: y - 1) || !figure.containsPixel(x: x, y: y + 1)
                {
                    mask[x, y] = true
                }
            }
        }
    }

    /// The style a cell wholly inside the shape is drawn in: a space on the colour, or a full
    /// block in the foreground where there is no colour to show or it is dimmed (a space's
    /// background does not dim).
    private var solid: (character: Character, style: Style) {
        let style = drawing.style
        guard style.foreground == .default || style.attributes.contains(.dim) else {
            return (" ", Style(background: style.foreground, attributes: style.attributes))
        }
        return (Self.fullBlock, style)
    }

    /// Draws the cells of `mask` in half blocks: a fill's whole cells as ``solid`` says, a
    /// stroke's as full blocks.
    private func draw(_ mask: PixelMask, isFill: Bool, on canvas: Canvas) {
        let whole = isFill ? solid : (character: Self.fullBlock, style: drawing.style)
        for y in canvas.rows {
            for x in canvas.columns {
                let (top, bottom) = (mask[x, 2 * y], mask[x, 2 * y + 1])
                guard top || bottom else { continue }
                let point = Point(x: x, y: y)
                if let shading = drawing.shading {
                    drawShaded(shading, top: top, bottom: bottom, isFill: isFill, at: point, on: canvas)
                    continue
                }
                switch (top, bottom) {
                case (true, true): canvas.area.draw(whole.character, at: point, style: whole.style)
                case (true, false): canvas.area.draw(Self.upperHalf, at: point, style: drawing.style)
                default: canvas.area.draw(Self.lowerHalf, at: point, style: drawing.style)
                }
            }
        }
    }

    /// Draws a cell of a gradient: each half in its own colour, or without colour a shade by
    /// how light the colours are.
    private func drawShaded(
        _ shading: Shading, top: Bool, bottom: Bool, isFill: Bool, at point: Point, on canvas: Canvas
    ) {
        let colorOf = { (half: Int) in shading.color(x: point.x, y: 2 * point.y + half, size: canvas.pixels) }
        var style = drawing.style
        if drawing.isMonochrome {
            let character =
                top && bottom ? Shading.shade(colorOf(0), colorOf(1)) : top ? Self.upperHalf : Self.lowerHalf
            canvas.area.draw(character, at: point, style: style)
            return
        }
        guard top && bottom else {
            style.foreground = colorOf(top ? 0 : 1)
            canvas.area.draw(top ? Self.upperHalf : Self.lowerHalf, at: point, style: style)
            return
        }
        let (upper, lower) = (colorOf(0), colorOf(1))
        if upper == lower {
            // A space's background does not dim and the default colour is no background, so a
            // dimmed, stroked or default-coloured cell is a block.
            if isFill, upper != .default, !style.attributes.contains(.dim) {
                canvas.area.draw(" ", at: point, style: Style(background: upper, attributes: style.attributes))
            } else {
                style.foreground = upper
                canvas.area.draw(Self.fullBlock, at: point, style: style)
            }
            return
        }
        // The default colour shows only as a foreground: it takes the half block.
        let isLowerDefault = lower == .default
        style.foreground = isLowerDefault ? lower : upper
        style.background = isLowerDefault ? upper : lower
        canvas.area.draw(isLowerDefault ? Self.lowerHalf : Self.upperHalf, at: point, style: style)
    }

    /// Draws box characters along the edges of `box`: a line for a box one cell thin.
    private func strokeBox(_ box: Rect, isRounded: Bool, on canvas: Canvas) {
        guard box.width > 0, box.height > 0 else { return }
        let (right, bottom) = (box.maxX - 1, box.maxY - 1)
        let corners: [Character] = isRounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for y in canvas.rows.clamped(to: box.minY..<box.maxY) {
            for x in canvas.columns.clamped(to: box.minX..<box.maxX) {
                let onLeft = x == box.minX
                let onRight = x == right
                let onTop = y == box.minY
                let onBottom = y == bottom
                let character: Character
                switch (onTop || onBottom, onLeft || onRight) {
                case (true, true) where box.height == 1: character = "─"
                case (true, true) where box.width == 1: character = "│"
                case (true, true): character = corners[(onTop ? 0 : 2) + (onLeft ? 0 : 1)]
                case (true, false): character = "─"
                case (false, true): character = "│"
                case (false, false): continue
                }
                var style = drawing.style
                if let shading = drawing.shading, !drawing.isMonochrome {
                    style.foreground = shading.color(
                        atX: Double(x) + 0.5, y: Double(2 * y + 1), size: canvas.pixels)
                }
                canvas.area.draw(character, at: Point(x: x, y: y), style: style)
            }
        }
    }
}
