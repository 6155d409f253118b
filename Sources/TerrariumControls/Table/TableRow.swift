public import Foundation
public import TerrariumCore

/// One row of a table whose rows are listed in its `rows` closure rather than taken from a
/// collection.
///
/// ```swift
/// Table(of: Plant.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Plant(name: "Monstera"))
///     ForEach(greenhouse) { TableRow($0) }
/// }
/// ```
///
/// It is a view only so that `ForEach` can make rows; on its own in a view it shows nothing.
public struct TableRow<Value: Identifiable>: View {
    /// The row's value, which the columns show.
    public let value: Value

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Nothing: a row is shown by its table.
    public var body: some View { EmptyView() }
}

/// Collects a table's rows from `TableRow`s and `ForEach`es of them, in order.
@MainActor @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row.
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }

    /// A row for each element of a `ForEach`'s data.
    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> [Value] {
        rows.data.map { rows.content($0).value }
    }

    /// The rows of a block, in order.
    public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }

    /// The rows of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }

    /// The rows of an `if`'s first branch.
    public static func buildEither(first rows: [Value]) -> [Value] { rows }

    /// The rows of an `if`'s second branch.
    public static func buildEither(second rows: [Value]) -> [Value] { rows }

    /// The rows of a `for` loop.
    public static func buildArray(_ rows: [[Value]]) -> [Value] { rows.flatMap { $0 } }
}

extension Table {
    /// Creates a table of the rows `rows` lists, in `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
        @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(data: rows(), selection: NoListSelection(), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting one row at most.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(data: rows(), selection: SingleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting any number of rows.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) {
        self.init(
            data: rows(), selection: MultipleListSelection(binding: selection), sorting: nil, columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(data: rows(), selection: NoListSelection(), sorting: TableSorting(sortOrder), columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting one row at most, sorted
    /// as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(
            data: rows(), selection: SingleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }

    /// Creates a table of the rows `rows` lists, in `columns`, selecting any number of rows,
    /// sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]
    ) where Sort.Compared == Value {
        self.init(
            data: rows(), selection: MultipleListSelection(binding: selection), sorting: TableSorting(sortOrder),
            columns: columns())
    }
}
