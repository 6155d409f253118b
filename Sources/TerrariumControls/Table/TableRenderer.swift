import Foundation
import TerrariumCore
import TerrariumTerminal

/// Lays a table out: its headers on top and the list of its rows below, with the columns worked
/// out once for both; keeps the horizontal scroll and which column sorts.
///
/// The rows are a `List`'s, so they are made only while visible and select as a list's do; each
/// row reads the columns' places from here through the environment's ``EnvironmentValues/enclosingTable``.
final class TableRenderer: NodeRenderer {
    weak var node: ViewNode?
    var style = TableLayoutStyle(AutomaticTableStyle())
    /// The columns' width bounds.
    var bounds: [TableColumnWidth] = []
    /// Whether each column sorts.
    var sortable: [Bool] = []
    /// The number of rows.
    var rowCount = 0
    /// The environment the rows' cells were last given, and the rows' own it came from.
    ///
    /// It holds this renderer (``EnvironmentValues/enclosingTable``): the table's node forgets
    /// it as it leaves the tree (``forgetCellEnvironment()``), or the renderer would keep itself.
    private var cellEnvironment: (row: EnvironmentValues, cells: EnvironmentValues)?
    /// Forgets the cells' environment, which holds this renderer.
    func forgetCellEnvironment() { cellEnvironment = nil }

    /// The environment of the cells of a row given `row`: one line of text each.
    ///
    /// Worked out once for the rows that share an environment, as a screenful of rows does: a
    /// write copies the environment's table.
    func cellEnvironment(forRow row: EnvironmentValues) -> EnvironmentValues {
        if let cellEnvironment, cellEnvironment.row.isIdentical(to: row) { return cellEnvironment.cells }
        var cells = row
        cells.lineLimit = 1
        cellEnvironment = (row, cells)
        return cells
    }
    /// The selection, read only when assistive technology asks how many rows are selected:
    /// reading it in an update would make the table depend on it, and every move of the
    /// selection would make the table again.
    var selection: any ListSelection = NoListSelection()
    /// The column the table is sorted by first, and in which order.
    var sortedColumn: (index: Int, order: SortOrder)?
    /// Sorts by a column: the table's `sortOrder` then starts with it.
    var sort: ((Int) -> Void)?
    /// Where the columns stand.
    private(set) var layout = TableColumnLayout()
    /// The columns scrolled out of view at the leading edge.
    private(set) var scroll = 0

    var drawsContent: Bool { true }

    /// The rows and the header draw themselves; the table marks its frame only when it scrolls
    /// sideways or its sorting changes.
    var drawsOnlyChildren: Bool { true }

    package var hitTesting: HitTesting { .clipped }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 60, height: proposal.height ?? style.headerHeight + max(1, min(rowCount, 10)))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let children = node.children
        guard children.count == 2 else { return }
        let headerHeight = min(style.headerHeight, frame.height)
        let rowsHeight = max(0, frame.height - headerHeight)
        // The list keeps its last column for where it is scrolled when the rows do not all fit.
        let indicator = rowCount > rowsHeight ? 1 : 0
        let contentWidth = max(0, frame.width - 2 * style.inset - indicator)
        let newLayout = TableColumnLayout(bounds, width: contentWidth, gap: 1)
        if newLayout != layout {
            layout = newLayout
            // The rows are placed again even when they are offered the same width as before.
            invalidateRows(node)
        }
        scroll = min(scroll, layout.maximumScroll)
        let header = Rect(x: frame.minX + style.inset, y: frame.minY, width: contentWidth, height: headerHeight)
        children[0].place(in: header, proposal: ProposedViewSize(width: header.width, height: header.height))
        let rows = Rect(x: frame.minX, y: frame.minY + headerHeight, width: frame.width, height: rowsHeight)
        children[1].place(in: rows, proposal: ProposedViewSize(width: rows.width, height: rows.height))
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context.clipped(to: node.frame))
    }

    /// What the table draws beyond its rows, which draw themselves.
    private struct Signature: Hashable {
        let scroll: Int
        let sortedColumn: Int?
        let isForward: Bool
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(scroll: scroll, sortedColumn: sortedColumn?.index, isForward: sortedColumn?.order != .reverse)
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        var value = "\(rowCount) rows"
        if selection.isSelectable { value += ", \(selection.count) selected" }
        return NodeSemantics(role: .table, value: value, children: .contain)
    }

    // MARK: - Scrolling

    /// Scrolls to the next column's start (`forward`) or the previous one's; returns whether
    /// the columns do not all fit, so that the arrow is the table's either way.
    func scrollColumns(forward: Bool) -> Bool {
        guard layout.maximumScroll > 0 else { return false }
        let target = layout.scroll(from: scroll, forward: forward)
        if target != scroll, let node {
            scroll = target
            invalidateRows(node)
            node.graph.damage.markDirty(node.frame)
        }
        return true
    }

    /// Marks the headers and the rows made for placing again, as the columns moved.
    private func invalidateRows(_ node: ViewNode) {
        // Rows are a few levels down (the list, the modifiers around it): the walk stops at each
        // row, so it visits a screenful of rows and never their cells.
        func visit(_ node: ViewNode, depth: Int) {
            if node.renderer is TableRowRenderer {
                node.invalidatePlacement()
                return
            }
            guard depth < 8 else { return }
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(node, depth: 0)
    }

    // MARK: - Sorting

    /// Sorts by column `column` when it can: by it alone, or the other way when it is already
    /// the first.
    func sort(byColumn column: Int) {
        guard sortable.indices.contains(column), sortable[column] else { return }
        sort?(column)
    }
}

private struct EnclosingTableKey: EnvironmentKey {
    static var defaultValue: TableRenderer? { nil }
}

extension EnvironmentValues {
    /// The table whose rows and headers are inside, which says where its columns stand.
    var enclosingTable: TableRenderer? {
        get { self[EnclosingTableKey.self] }
        set { self[EnclosingTableKey.self] = newValue }
    }
}

extension TableRenderer: Equatable {
    /// The same table: what the environment compares so that passing it down again changes nothing.
    nonisolated static func == (lhs: TableRenderer, rhs: TableRenderer) -> Bool { lhs === rhs }
}
