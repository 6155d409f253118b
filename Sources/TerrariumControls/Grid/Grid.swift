public import TerrariumCore
import TerrariumTerminal

/// Views in rows and columns: each `GridRow`'s views are its cells, every column as wide as its
/// widest cell and every row as tall as its tallest.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Plant"); Text("Water") }
///     Divider()
///     GridRow { Text("Monstera"); Text("weekly") }
/// }
/// ```
///
/// A view in the grid that is not a row takes the grid's whole width, as a divider does. Rows
/// with fewer cells leave the last columns empty.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let content: Content

    /// Creates a grid of `content`'s rows, each cell aligned by `alignment`, with a column
    /// between columns and no row between rows unless spacings are given.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = max(0, min(horizontalSpacing ?? 1, 1000))
        self.verticalSpacing = max(0, min(verticalSpacing ?? 0, 1000))
        self.content = content()
    }

    /// A grid has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { GridRenderer() }
        renderer.alignment = alignment
        renderer.horizontalSpacing = horizontalSpacing
        renderer.verticalSpacing = verticalSpacing
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// One row of a `Grid`: each of its views is a cell in the next column.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row of `content`'s cells, aligned vertically by `alignment` or the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A row has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { GridRowRenderer() }
        renderer.alignment = alignment
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Marks a row's cells for the grid, which places them.
final class GridRowRenderer: NodeRenderer {
    var alignment: VerticalAlignment?

    var drawsContent: Bool { false }

    /// Laid out by the grid; alone, the cells side by side.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let sizes = node.layoutChildren.map { $0.sizeThatFits(.unspecified) }
        return Size(
            width: sizes.reduce(0) { $0 + $1.width } + max(0, sizes.count - 1),
            height: sizes.map(\.height).max() ?? 0)
    }

    /// The grid places the cells itself; a row outside a grid puts them side by side.
    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard !(node.parent?.renderer is GridRenderer) else { return }
        var x = frame.minX
        for cell in node.layoutChildren {
            let size = cell.sizeThatFits(.unspecified)
            cell.place(in: Rect(x: x, y: frame.minY, width: size.width, height: size.height), proposal: .unspecified)
            x += size.width + 1
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}

/// Measures the columns from every row's cells and places each cell in its column.
final class GridRenderer: NodeRenderer {
    var alignment = Alignment.center
    var horizontalSpacing = 1
    var verticalSpacing = 0

    var drawsContent: Bool { false }

    /// A grid can hold any number of cells an app makes, but no more columns than this are laid
    /// out: a wider row's further cells are not shown.
    static let maximumColumns = 1000

    private struct Measure {
        var widths: [Int] = []
        var heights: [Int] = []
        var total: Size = .zero
    }

    private func cells(of row: ViewNode) -> [ViewNode] {
        Array(row.layoutChildren.prefix(Self.maximumColumns))
    }

    private func measure(_ node: ViewNode) -> Measure {
        var result = Measure()
        let rows = node.layoutChildren
        for row in rows where row.renderer is GridRowRenderer {
            for (column, cell) in cells(of: row).enumerated() {
                let width = min(cell.sizeThatFits(.unspecified).width, ProposedViewSize.unbounded)
                if column < result.widths.count {
                    result.widths[column] = max(result.widths[column], width)
                } else {
                    result.widths.append(width)
                }
            }
        }
        let columnsWidth =
            result.widths.reduce(0) { min($0 + $1, ProposedViewSize.unbounded) }
            + horizontalSpacing * max(0, result.widths.count - 1)
        var widest = columnsWidth
        for row in rows {
            let height: Int
            if row.renderer is GridRowRenderer {
                height =
                    cells(of: row).enumerated().map { column, cell in
                        cell.sizeThatFits(ProposedViewSize(width: result.widths[column], height: nil)).height
                    }.max() ?? 0
            } else {
                let size = row.sizeThatFits(ProposedViewSize(width: columnsWidth, height: nil))
                widest = max(widest, size.width)
                height = size.height
            }
            result.heights.append(height)
        }
        let rowsHeight = result.heights.reduce(0) { min($0 + $1, ProposedViewSize.unbounded) }
        result.total = Size(
            width: min(widest, ProposedViewSize.unbounded),
            height: min(rowsHeight + verticalSpacing * max(0, rows.count - 1), ProposedViewSize.unbounded))
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size { measure(node).total }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let measured = measure(node)
        var y = frame.minY
        for (index, row) in node.layoutChildren.enumerated() {
            let height = measured.heights[index]
            if let rowRenderer = row.renderer as? GridRowRenderer {
                row.place(
                    in: Rect(x: frame.minX, y: y, width: measured.total.width, height: height), proposal: .unspecified)
                let vertical = rowRenderer.alignment ?? alignment.vertical
                var x = frame.minX
                for (column, cell) in cells(of: row).enumerated() {
                    let width = measured.widths[column]
                    let size = cell.sizeThatFits(ProposedViewSize(width: width, height: height))
                    let origin = Point(
                        x: x + alignment.horizontal.offset(of: size.width, in: width),
                        y: y + vertical.offset(of: size.height, in: height))
                    cell.place(
                        in: Rect(
                            origin: origin, size: Size(width: min(size.width, width), height: min(size.height, height))),
                        proposal: ProposedViewSize(width: width, height: height))
                    x += width + horizontalSpacing
                }
            } else {
                let offer = ProposedViewSize(width: measured.total.width, height: height)
                let size = row.sizeThatFits(offer)
                row.place(
                    in: Rect(
                        x: frame.minX + alignment.horizontal.offset(of: size.width, in: measured.total.width), y: y,
                        width: size.width, height: size.height),
                    proposal: offer)
            }
            y += height + verticalSpacing
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
