public import Foundation
public import TerrariumCore
public import TerrariumTransfer

/// One row of a table whose rows are listed in its `rows` closure rather than taken from a
/// collection.
///
/// ```swift
/// Table(of: Plant.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Plant(name: "Monstera"))
///         .contextMenu { Button("Water") { water(monstera) } }
///     ForEach(greenhouse) { TableRow($0).draggable($0.name) }
/// }
/// ```
///
/// It is a view only so that `ForEach` can make rows; on its own in a view it shows nothing.
public struct TableRow<Value: Identifiable>: View {
    /// The row's value, which the columns show.
    public let value: Value
    /// What the row's modifiers put around its cells, in order.
    var decorations: [@MainActor (AnyView) -> AnyView] = []

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Nothing: a row is shown by its table.
    public var body: some View { EmptyView() }

    /// The row with `menuItems` as its menu: a secondary click on it, or Shift+F10 or the Menu
    /// key while the keyboard is on it, opens the menu under it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> TableRow {
        let items = menuItems()
        return decorated { AnyView($0.contextMenu { items }) }
    }

    /// The row dragged as `payload`, as `View.draggable(_:)` drags a view.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> TableRow {
        decorated { AnyView($0.draggable(payload())) }
    }

    /// The row taking drops of values of `payloadType`, which `action` gets, as
    /// `View.dropDestination(for:action:isTargeted:)` takes them.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T]) -> Void
    ) -> TableRow {
        decorated {
            AnyView(
                $0.dropDestination(for: payloadType) { values, _ in
                    action(values)
                    return true
                })
        }
    }

    /// The row with `decoration` put around its cells after its others.
    private func decorated(_ decoration: @escaping @MainActor (AnyView) -> AnyView) -> TableRow {
        var row = self
        row.decorations.append(decoration)
        return row
    }

    /// The row's cells in `cells`' columns, with its modifiers around them.
    func view(cells: [@MainActor (Value) -> AnyView]) -> AnyView {
        var view = AnyView(TableRowView(cells: TableCell.cells(of: value, in: cells)))
        for decoration in decorations { view = decoration(view) }
        return view
    }
}

/// Collects a table's rows from `TableRow`s and `ForEach`es of them, in order.
@MainActor @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row.
    public static func buildExpression(_ row: TableRow<Value>) -> [TableRow<Value>] { [row] }

    /// A row for each element of a `ForEach`'s data.
    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> [TableRow<Value>] {
        rows.data.map { rows.content($0) }
    }

    /// The rows of a block, in order.
    public static func buildBlock(_ rows: [TableRow<Value>]...) -> [TableRow<Value>] { rows.flatMap { $0 } }

    /// The rows of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ rows: [TableRow<Value>]?) -> [TableRow<Value>] { rows ?? [] }

    /// The rows of an `if`'s first branch.
    public static func buildEither(first rows: [TableRow<Value>]) -> [TableRow<Value>] { rows }

    /// The rows of an `if`'s second branch.
    public static func buildEither(second rows: [TableRow<Value>]) -> [TableRow<Value>] { rows }

    /// The rows of a `for` loop.
    public static func buildArray(_ rows: [[TableRow<Value>]]) -> [TableRow<Value>] { rows.flatMap { $0 } }
}

extension Table {
    /// Creates a table of the rows `rows` lists, in `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) {
        self.init(tableRows: rows(), selection: NoListSelection(), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting one row at most.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) {
        self.init(
            tableRows: rows(), selection: SingleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting any number of rows.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) {
        self.init(
            tableRows: rows(), selection: MultipleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) where Sort.Compared == Value {
        self.init(tableRows: rows(), selection: NoListSelection(), sorting: TableSorting(sortOrder), columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting one row at most, sorted
    /// as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) where Sort.Compared == Value {
        self.init(
            tableRows: rows(), selection: SingleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting any number of rows,
    /// sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [TableRow<Value>]
    ) where Sort.Compared == Value {
        self.init(
            tableRows: rows(), selection: MultipleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }
}
