import Foundation
import TerrariumCore
import TerrariumTerminal

/// Places a table row's cells in the table's columns, scrolled as the table is, and draws the
/// lines between them; for the headers' row, also the titles in bold, the sort column's ▲ or ▼,
/// and the column the keyboard is on, and it sorts on a click or Return.
final class TableRowRenderer: NodeRenderer {
    weak var table: TableRenderer?
    var isHeader = false
    var isEnabled = true
    /// The header the keyboard is on, while the headers' row is focused.
    private var focusedColumn = 0
    private var isFocused = false

    var drawsContent: Bool { true }

    /// The columns and their scroll the cells were last placed in.
    private var placedColumns: (layout: TableColumnLayout, scroll: Int)?

    /// A row moved with the columns it was placed in moves its cells with it.
    ///
    /// It places them from its own origin and the table's columns, and keeps nothing of where.
    /// Columns changed since (whether or not the table reached the row to mark it) place it
    /// again.
    var placementMovesWithOrigin: Bool {
        guard !isHeader, let table, let placed = placedColumns else { return false }
        return placed.scroll == table.scroll && placed.layout == table.layout
    }

    package var hitTesting: HitTesting { .clipped }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let height = isHeader ? (table?.style.headerHeight ?? 1) : 1
        return Size(width: proposal.width ?? table?.layout.totalWidth ?? 0, height: height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        // One load of the weak reference, not one a cell.
        let table = self.table
        let layout = table?.layout ?? TableColumnLayout()
        let scroll = table?.scroll ?? 0
        placedColumns = table == nil ? nil : (layout, scroll)
        let sortedColumn = isHeader ? table?.sortedColumn?.index : nil
        for (index, child) in node.children.enumerated() {
            guard index < layout.widths.count else {
                child.place(
                    in: Rect(origin: frame.origin, size: .zero), proposal: ProposedViewSize(width: 0, height: 0))
                continue
            }
            // A header keeps its last two cells for the sort arrow.
            let width = max(0, layout.widths[index] - (sortedColumn == index ? 2 : 0))
            let x = frame.minX + layout.starts[index] - scroll
            child.place(
                in: Rect(x: x, y: frame.minY, width: width, height: min(1, frame.height)),
                proposal: ProposedViewSize(width: width, height: 1))
        }
    }

    /// What the row draws beyond its cells.
    private struct Signature: Hashable {
        let isFocused: Bool
        let focusedColumn: Int
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(isFocused: isFocused, focusedColumn: focusedColumn)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        let clipped = context.clipped(to: frame)
        node.drawChildren(in: clipped)
        guard let table else { return }
        let layout = table.layout
        let line = Point(x: frame.minX, y: frame.minY)
        let rule = Style(foreground: .brightBlack)
        if table.style.isBordered {
            for start in layout.starts.dropFirst() {
                clipped.draw("│", at: Point(x: line.x + start - 1 - table.scroll, y: line.y), style: rule)
            }
        }
        guard isHeader else { return }
        clipped.restyle(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)) {
            $0.attributes.insert(.bold)
        }
        if let sorted = table.sortedColumn, layout.widths.indices.contains(sorted.index) {
            let x = line.x + layout.starts[sorted.index] + layout.widths[sorted.index] - 1 - table.scroll
            clipped.draw(
                sorted.order == .forward ? "▲" : "▼", at: Point(x: x, y: line.y), style: Style(attributes: .bold))
        }
        if isFocused, layout.widths.indices.contains(focusedColumn) {
            let x = line.x + layout.starts[focusedColumn] - table.scroll
            clipped.restyle(Rect(x: x, y: line.y, width: layout.widths[focusedColumn], height: 1)) {
                $0.attributes.insert(.reverse)
            }
        }
        if table.style.isBordered, frame.height > 1 {
            // The rule under the headers, crossed where a column's line comes down to it.
            let rule = String(repeating: "─", count: max(0, min(frame.width, layout.totalWidth - table.scroll)))
            clipped.draw(rule, at: Point(x: line.x, y: line.y + 1), style: Style(foreground: .brightBlack))
            for start in layout.starts.dropFirst() {
                clipped.draw(
                    "┼", at: Point(x: line.x + start - 1 - table.scroll, y: line.y + 1),
                    style: Style(foreground: .brightBlack))
            }
        }
    }

    // MARK: - The headers' keys and clicks

    /// The headers' row takes focus when a column sorts, so that sorting needs no mouse.
    package func takesFocus(_ node: ViewNode) -> Bool {
        isHeader && isEnabled && (table?.sortable.contains(true) ?? false)
    }

    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {
        self.isFocused = isFocused
        if isFocused, let table, !table.sortable.indices.contains(focusedColumn) || !table.sortable[focusedColumn] {
            focusedColumn = table.sortedColumn?.index ?? table.sortable.firstIndex(of: true) ?? 0
        }
        node.graph.damage.markDirty(node.frame)
    }

    /// ← → move among the columns that sort (scrolling to them), Return or Space sorts by the
    /// one the keyboard is on.
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard isHeader, press.phase != .up, press.modifiers.isEmpty, let table else { return false }
        switch press.key {
        case .leftArrow, .rightArrow:
            let step = press.key == .leftArrow ? -1 : 1
            var column = focusedColumn + step
            while table.sortable.indices.contains(column), !table.sortable[column] { column += step }
            guard table.sortable.indices.contains(column) else { return true }
            focusedColumn = column
            reveal(column: column)
            node.graph.damage.markDirty(node.frame)
            return true
        case .return, " ":
            table.sort(byColumn: focusedColumn)
            return true
        default:
            return false
        }
    }

    /// Scrolls the table until `column` starts in view or can scroll no further.
    private func reveal(column: Int) {
        guard let table, table.layout.starts.indices.contains(column) else { return }
        let start = table.layout.starts[column]
        let end = start + table.layout.widths[column]
        var budget = table.layout.widths.count
        while budget > 0, start < table.scroll || end > table.scroll + table.layout.visibleWidth {
            budget -= 1
            guard table.scrollColumns(forward: start >= table.scroll) else { return }
        }
    }

    /// A click on a header sorts by its column.
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard isHeader, isEnabled, case .press(.left) = mouse.kind, let table else { return false }
        guard let column = table.layout.column(at: mouse.location.x + table.scroll) else { return false }
        focusedColumn = column
        table.sort(byColumn: column)
        return true
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        // A cell that shows a text is the text's node, placed in the cell's frame: read as a cell.
        NodeSemantics(role: .row, traits: isHeader ? .isHeader : [], children: .contain) { child in
            child.renderer is TableCellRenderer ? nil : NodeSemantics(role: .cell)
        }
    }
}
