import TerrariumTerminal

/// What follows the pointer during a drag: a `draggable`'s preview view, or a copy of the cells
/// of what is dragged.
package enum DragPreview {
    /// Nothing, as for a drag marked from the keyboard.
    case none
    /// The cells of this area of the frame, copied at the next draw, before anything is drawn
    /// over them.
    case pending(Rect)
    /// Cells copied from the frame, row by row.
    case cells([[Cell]])
    /// A preview view in a graph of its own, at its size.
    case view(ViewGraph, Size)

    /// The largest preview, so that it never hides the screen.
    static let maximumSize = Size(width: 60, height: 10)

    /// A preview showing `view` with `environment`, on the host's `clock`.
    @MainActor
    init(_ view: AnyView, environment: EnvironmentValues, clock: FrameClock) {
        let graph = ViewGraph()
        graph.clock = clock
        graph.setRoot(view, environment: environment)
        let ideal = graph.sizeThatFits(.unspecified)
        self = .view(
            graph,
            Size(width: min(ideal.width, Self.maximumSize.width), height: min(ideal.height, Self.maximumSize.height)))
    }

    /// The preview's size.
    var size: Size {
        switch self {
        case .none: .zero
        case .pending(let rect): rect.size
        case .cells(let rows): Size(width: rows.first?.count ?? 0, height: rows.count)
        case .view(_, let size): size
        }
    }

    /// Where the preview is drawn for the pointer at `location`: just right of it, so the cell
    /// under the pointer stays visible; nil when there is nothing to draw.
    func frame(at location: Point) -> Rect? {
        let size = size
        guard size.width > 0, size.height > 0 else { return nil }
        return Rect(origin: Point(x: location.x + 1, y: location.y), size: size)
    }

    /// Draws the preview for the pointer at `location`, copying the cells of a pending one first.
    @MainActor
    mutating func draw(in context: GraphicsContext, at location: Point) {
        if case .pending(let area) = self {
            self = .cells(
                (area.minY..<area.maxY).map { y in
                    (area.minX..<area.maxX).map { x in context[x, y] ?? .blank }
                })
        }
        guard let frame = frame(at: location) else { return }
        switch self {
        case .none, .pending:
            return
        case .cells(let rows):
            let preview = context.subcontext(frame)
            preview.fill()
            for (y, row) in rows.enumerated() {
                for (x, cell) in row.enumerated() where !cell.isContinuation {
                    preview.draw(cell.grapheme, at: Point(x: x, y: y), style: cell.style)
                }
            }
        case .view(let graph, _):
            let preview = context.subcontext(frame)
            preview.fill()
            graph.renderFrame(into: preview, drawing: .everything)
        }
    }
}
