import TerrariumCore

/// One row of a table, its cells in the table's columns; or, with `isHeader`, the row of the
/// columns' titles.
struct TableRowView: View, PrimitiveView {
    let cells: [TableCell]
    var isHeader = false

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { TableRowRenderer() }
        renderer.table = node.environment.enclosingTable
        renderer.isHeader = isHeader
        renderer.isEnabled = node.environment.isEnabled
        // Cells show one line. The limit is written here, for the row's cells, rather than by
        // each cell (an environment written anew is a copy, and a sort makes a screenful of
        // cells), and not above the row, whose menus and previews show their own lines. The
        // table writes it once for rows that share an environment.
        let environment: EnvironmentValues
        if let table = renderer.table {
            environment = table.cellEnvironment(forRow: node.environment)
        } else {
            var own = node.environment
            own.lineLimit = 1
            environment = own
        }
        var children = ChildReconciler(node, environment: environment)
        for cell in cells {
            // A cell that shows a text is the text's node alone, placed in the cell and read as a
            // cell by the row: a sort makes a screenful of rows, and a cell node around each text
            // would be nearly half of a row's nodes.
            if !isHeader, let text = exactly(cell.content.storage, as: Text.self) {
                children.next(text)
            } else {
                children.next(cell)
            }
        }
        children.finish()
    }
}

/// One cell of a table's row: a line of its column's width, whatever is wider cut off, read
/// by assistive technology as one element.
///
/// A row's cell that shows only a text makes no node of its own (``TableRowView``).
struct TableCell: View, PrimitiveView {
    let content: AnyView
    var role = AccessibilityRole.cell
    /// How a header's column sorts the table, for assistive technology.
    var value: String?
    var traits: AccessibilityTraits = []

    var body: Never { primitiveBody() }

    /// The cells of `row` in columns that make them with `cells`.
    ///
    /// A loop rather than a `map`: a closure made on the main actor checks, each time it is
    /// called, that it runs there, and a sort makes a screenful of rows of cells.
    static func cells<Value>(of row: Value, in cells: [@MainActor (Value) -> AnyView]) -> [TableCell] {
        var made: [TableCell] = []
        made.reserveCapacity(cells.count)
        for cell in cells { made.append(TableCell(content: cell(row))) }
        return made
    }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { TableCellRenderer() }
        renderer.role = role
        renderer.value = value
        renderer.traits = traits
        // One line: text longer than the column ends in "…". The row writes the limit for its
        // cells; it is written here only for a cell outside one. The content is unwrapped, so
        // that a cell is two nodes, not four: a screenful of cells is placed and drawn again
        // every time the table scrolls.
        var children: ChildReconciler
        if node.environment.lineLimit == 1 {
            children = ChildReconciler(node)
        } else {
            var environment = node.environment
            environment.lineLimit = 1
            children = ChildReconciler(node, environment: environment)
        }
        children.next(content.storage)
        children.finish()
    }
}

/// Places a cell's content within the cell and clips it there.
final class TableCellRenderer: SingleChildLayout {
    var role = AccessibilityRole.cell
    /// What a header's cell says about sorting.
    var value: String?
    var traits: AccessibilityTraits = []

    var drawsContent: Bool { false }

    /// A cell places its content from its own origin and keeps nothing of where.
    var placementMovesWithOrigin: Bool { true }

    func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(
            origin: frame.origin,
            size: Size(width: min(childSize.width, frame.width), height: min(childSize.height, frame.height)))
    }

    func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: proposal.width ?? childSize.width, height: 1)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context.clipped(to: node.frame))
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: role, value: value, traits: traits, children: .combine)
    }
}
