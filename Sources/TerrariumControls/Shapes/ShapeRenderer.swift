import TerrariumCore

/// Takes the space offered and draws a shape's path in it, filled or stroked.
final class ShapeRenderer: NodeRenderer {
    /// What is drawn, apart from the frame: compared to skip drawing that would change nothing.
    struct Drawing: Hashable {
        /// The shape's value when it is `Hashable`; nil draws every update again.
        var shape: AnyHashable?
        var style: Style
        var isStroke: Bool
        var isMonochrome: Bool
    }

    /// The side a shape takes when asked for its ideal size, as a canvas does.
    static let idealSide = 10
    /// The top half, the bottom half and the whole of a cell.
    static let (upperHalf, lowerHalf, fullBlock): (Character, Character, Character) = ("▀", "▄", "█")

    var path: (Rect) -> Path = { _ in Path() }
    var drawing = Drawing(shape: nil, style: .plain, isStroke: false, isMonochrome: false)

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
        if drawing.isStroke {
            stroke(path, rows: rows, columns: columns, in: area)
        } else {
            fill(path, rows: rows, columns: columns, in: area)
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

    private func fill(_ path: Path, rows: Range<Int>, columns: Range<Int>, in area: GraphicsContext) {
        let solid = solid
        for y in rows {
            for x in columns {
                let top = path.containsPixel(x: x, y: 2 * y)
                let bottom = path.containsPixel(x: x, y: 2 * y + 1)
                switch (top, bottom) {
                case (true, true): area.draw(solid.character, at: Point(x: x, y: y), style: solid.style)
                case (true, false): area.draw(Self.upperHalf, at: Point(x: x, y: y), style: drawing.style)
                case (false, true): area.draw(Self.lowerHalf, at: Point(x: x, y: y), style: drawing.style)
                case (false, false): break
                }
            }
        }
    }

    private func stroke(_ path: Path, rows: Range<Int>, columns: Range<Int>, in area: GraphicsContext) {
        for figure in path.figures {
            switch figure {
            case .rectangle(let rect, let radius):
                strokeBox(rect.cells, isRounded: radius > 0, rows: rows, columns: columns, in: area)
            case .ellipse:
                strokeEdge(of: Path(figures: [figure]), rows: rows, columns: columns, in: area)
            }
        }
    }

    /// Draws box characters along the edges of `box`: a line for a box one cell thin.
    private func strokeBox(
        _ box: Rect, isRounded: Bool, rows: Range<Int>, columns: Range<Int>, in area: GraphicsContext
    ) {
        guard box.width > 0, box.height > 0 else { return }
        let (right, bottom) = (box.maxX - 1, box.maxY - 1)
        let corners: [Character] = isRounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for y in rows.clamped(to: box.minY..<box.maxY) {
            for x in columns.clamped(to: box.minX..<box.maxX) {
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
                area.draw(character, at: Point(x: x, y: y), style: drawing.style)
            }
        }
    }

    /// Draws, in half blocks, the pixels of `path` that have a neighbour outside it.
    private func strokeEdge(of path: Path, rows: Range<Int>, columns: Range<Int>, in area: GraphicsContext) {
        func isEdge(_ x: Int, _ y: Int) -> Bool {
            guard path.containsPixel(x: x, y: y) else { return false }
            return !path.containsPixel(x: x - 1, y: y) || !path.containsPixel(x: x + 1, y: y)
                || !path.containsPixel(x: x, y: y - 1) || !path.containsPixel(x: x, y: y + 1)
        }
        for y in rows {
            for x in columns {
                let character: Character
                switch (isEdge(x, 2 * y), isEdge(x, 2 * y + 1)) {
                case (true, true): character = Self.fullBlock
                case (true, false): character = Self.upperHalf
                case (false, true): character = Self.lowerHalf
                case (false, false): continue
                }
                area.draw(character, at: Point(x: x, y: y), style: drawing.style)
            }
        }
    }
}

extension Path {
    /// A path of `figures`.
    init(figures: [Figure]) { self.figures = figures }
}
