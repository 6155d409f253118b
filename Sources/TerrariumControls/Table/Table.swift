public import Foundation
public import TerrariumCore

/// Rows of values under column headers, sortable by a click on a header, selecting one row or
/// several.
///
/// ```swift
/// @State private var order = [KeyPathComparator(\Plant.name)]
/// @State private var selected = Set<Plant.ID>()
///
/// Table(plants, selection: $selected, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Height", value: \.height) { Text("\($0.height) cm") }.width(8)
/// }
/// .onChange(of: order) { plants.sort(using: $0) }
/// ```
///
/// The rows are a `List`'s: made only while visible, so a million rows cost a screenful, and
/// selected with ↑ ↓ Home End PageUp PageDown, Shift, Ctrl, Space and clicks as a list's are.
/// ← → scroll the columns when they are wider than the table. The headers are drawn in bold,
/// the first sort column's with ▲ (forward) or ▼ (reverse); a click on a header that sorts
/// puts its column first in `sortOrder`, and again reverses it. When a column sorts, the
/// headers take focus before the rows: ← → choose a column there, Return or Space sorts by it.
/// The table sorts nothing itself: the app sorts its data when `sortOrder` changes, as in
/// SwiftUI.
public struct Table<Value: Identifiable>: View, PrimitiveView {
    let columns: [AnyTableColumn<Value>]
    let selection: any ListSelection
    let sorting: TableSorting?
    let rowCount: Int
    /// The list of the rows, for the table that places it.
    let rows: @MainActor (any ListSelection, [AnyTableColumn<Value>]) -> AnyView

    init<Data: RandomAccessCollection>(
        data: Data, selection: any ListSelection, sorting: TableSorting?, columns: [AnyTableColumn<Value>]
    ) where Data.Element == Value {
        self.init(rowCount: data.count, selection: selection, sorting: sorting, columns: columns) { cells in
            ForEach(TableRows(data)) { row in TableRowView(cells: TableCell.cells(of: row, in: cells)) }
        }
    }

    /// A table of rows listed one by one, each with its own modifiers.
    init(
        tableRows: [TableRow<Value>], selection: any ListSelection, sorting: TableSorting?,
        columns: [AnyTableColumn<Value>]
    ) {
        self.init(rowCount: tableRows.count, selection: selection, sorting: sorting, columns: columns) { cells in
            ForEach(TableRows(tableRows), id: \.value.id) { row in row.view(cells: cells) }
        }
    }

    /// A table of `rowCount` rows that `rows` makes from the columns' cells.
    private init<Rows: View>(
        rowCount: Int, selection: any ListSelection, sorting: TableSorting?, columns: [AnyTableColumn<Value>],
        rows: @escaping @MainActor ([@MainActor (Value) -> AnyView]) -> Rows
    ) {
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
        self.rowCount = rowCount
        self.rows = { selection, columns in
            let cells = columns.map { $0.cell }
            return AnyView(List<Value.ID, _>(listSelection: selection) { rows(cells) })
        }
    }

    /// A table has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer {
            let made = TableRenderer()
            node.disappearActions.append { [weak made] in made?.forgetCellEnvironment() }
            return made
        }
        renderer.node = node
        let style = node.environment.tableLayoutStyle
        renderer.style = style
        renderer.bounds = columns.map { $0.width }
        renderer.sortable = columns.map { $0.comparator != nil && sorting != nil }
        renderer.rowCount = rowCount
        renderer.selection = selection
        renderer.sortedColumn = sortedColumn()
        renderer.sort = sortAction(renderer)
        var children = ChildReconciler(node)
        children.next(TableRowView(cells: headers(renderer), isHeader: true).environment(\.enclosingTable, renderer))
        let listStyle = ListLayoutStyle(style.inset > 0 ? InsetListStyle() : PlainListStyle())
        children.next(
            rows(selection, columns).environment(\.listLayoutStyle, listStyle).environment(\.enclosingTable, renderer))
        children.finish()
    }

    /// The column `sortOrder` sorts by first, and in which order.
    private func sortedColumn() -> (index: Int, order: SortOrder)? {
        guard let first = sorting?.first() else { return nil }
        for (index, column) in columns.enumerated() {
            if let order = column.comparator?.order(first) { return (index, order) }
        }
        return nil
    }

    /// What a click on column `column`'s header does: sorts by it, or the other way when the
    /// table is sorted by it first.
    private func sortAction(_ renderer: TableRenderer) -> (Int) -> Void {
        guard let sorting else { return { _ in } }
        let comparators = columns.map { $0.comparator }
        return { [weak renderer] column in
            guard comparators.indices.contains(column), let comparator = comparators[column] else { return }
            let sorted = renderer?.sortedColumn
            let order: SortOrder = sorted?.index == column && sorted?.order == .forward ? .reverse : .forward
            sorting.choose(comparator.make(order))
        }
    }

    /// The headers' cells: each column's title, said to be a button when it sorts.
    private func headers(_ renderer: TableRenderer) -> [TableCell] {
        var cells: [TableCell] = []
        for (index, column) in columns.enumerated() {
            var cell = TableCell(content: AnyView(Text(verbatim: column.title)), role: .columnHeader)
            if renderer.sortable[index] { cell.traits = .isButton }
            if let sorted = renderer.sortedColumn, sorted.index == index {
                cell.value = sorted.order == .forward ? "sorted ascending" : "sorted descending"
            }
            cells.append(cell)
        }
        return cells
    }
}

extension Table {
    /// Creates a table of `data`'s elements in `columns`, without a selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data: data, selection: NoListSelection(), sorting: nil, columns: columns())
    }

    /// Creates a table of `data`'s elements in `columns`, selecting one row at most.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value {
        self.init(
            data: data, selection: SingleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of `data`'s elements in `columns`, selecting any number of rows.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value {
        self.init(
            data: data, selection: MultipleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of `data`'s elements in `columns`, sorted as `sortOrder` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(
            data: data, selection: NoListSelection(), sorting: TableSorting(sortOrder), columns: columns())
    }

    /// Creates a table of `data`'s elements in `columns`, selecting one row at most, sorted as
    /// `sortOrder` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(
            data: data, selection: SingleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }

    /// Creates a table of `data`'s elements in `columns`, selecting any number of rows, sorted
    /// as `sortOrder` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(
            data: data, selection: MultipleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }
}

/// A table's `sortOrder` binding with its comparator type erased.
@MainActor
struct TableSorting {
    /// The first comparator, which the headers mark.
    let first: () -> Any?
    /// Puts `comparator` first, taking out the entry of the same column it replaces.
    let choose: (Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        first = { binding.wrappedValue.first }
        choose = { comparator in
            guard let comparator = comparator as? Sort else { return }
            var forward = comparator
            forward.order = .forward
            var order = binding.wrappedValue
            order.removeAll { entry in
                var entry = entry
                entry.order = .forward
                return entry == forward
            }
            order.insert(comparator, at: 0)
            binding.wrappedValue = order
        }
    }
}
