public import Foundation
public import TerrariumCore

/// A column of a `Table`: a title, the view of each row's value, and how the column sorts.
///
/// ```swift
/// Table(plants, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Height", value: \.height) { plant in Text("\(plant.height) cm") }
///         .width(min: 6, ideal: 8)
///     TableColumn("Notes") { plant in Text(plant.notes) }
/// }
/// ```
///
/// A column made with `value:` sorts by that key path: a click on its header sets the table's
/// `sortOrder` to it. Widths are in terminal columns.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let title: String
    let content: @MainActor (RowValue) -> Content
    let comparator: TableColumnComparator<RowValue>?
    var width = TableColumnWidth()

    init(
        title: String, comparator: TableColumnComparator<RowValue>?, content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    /// Gives the column a fixed width, or lets it size itself when `width` is nil.
    public func width(_ width: Int?) -> Self {
        var column = self
        column.width = width.map { TableColumnWidth(min: $0, ideal: $0, max: $0) } ?? TableColumnWidth()
        return column
    }

    /// Bounds the column's width, with the width it takes when there is room.
    public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> Self {
        var column = self
        column.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column titled `title` that shows and sorts by the string at `value`.
    public init(_ title: some StringProtocol, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(title: String(title), comparator: TableColumnComparator(KeyPathComparator(value))) { row in
            Text(verbatim: row[keyPath: value])
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column titled `title` that shows `content` and sorts by the value at `value`.
    public init<Value: Comparable>(
        _ title: some StringProtocol, value: any KeyPath<RowValue, Value> & Sendable,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(
            title: String(title), comparator: TableColumnComparator(KeyPathComparator(value)), content: content)
    }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
    /// Creates a column titled `title` that shows `content` and sorts with `comparator`.
    public init(
        _ title: some StringProtocol, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(title: String(title), comparator: TableColumnComparator(comparator), content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column titled `title` that shows `content` and does not sort.
    public init(_ title: some StringProtocol, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(title: String(title), comparator: nil, content: content)
    }
}

/// How wide a column may be, in terminal columns: nil bounds are the table's to choose.
struct TableColumnWidth: Equatable {
    var min: Int?
    var ideal: Int?
    var max: Int?
}

/// How a column sorts, with its comparator's type erased: which entry of a table's `sortOrder`
/// is this column's, and the entry a click on its header puts there.
struct TableColumnComparator<RowValue> {
    /// The order of `entry` when it sorts as this column does, else nil.
    let order: (Any) -> SortOrder?
    /// This column's comparator in `order`.
    let make: (SortOrder) -> Any

    init<Sort: SortComparator>(_ comparator: Sort) {
        var forward = comparator
        forward.order = .forward
        order = { entry in
            guard var entry = entry as? Sort else { return nil }
            let order = entry.order
            entry.order = .forward
            return entry == forward ? order : nil
        }
        make = { order in
            var made = comparator
            made.order = order
            return made
        }
    }
}

/// A column of a table with its types erased, as `TableColumnBuilder` collects them.
public struct AnyTableColumn<RowValue> {
    let title: String
    let cell: @MainActor (RowValue) -> AnyView
    let comparator: TableColumnComparator<RowValue>?
    let width: TableColumnWidth

    init<Sort, Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>) {
        title = column.title
        let content = column.content
        cell = { AnyView(content($0)) }
        comparator = column.comparator
        width = column.width
    }
}

/// Collects the columns of a `Table`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// A column.
    public static func buildExpression<Sort, Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> [AnyTableColumn<RowValue>] { [AnyTableColumn(column)] }

    /// The columns of a block, in order.
    public static func buildBlock(_ columns: [AnyTableColumn<RowValue>]...) -> [AnyTableColumn<RowValue>] {
        columns.flatMap { $0 }
    }

    /// The columns of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ columns: [AnyTableColumn<RowValue>]?) -> [AnyTableColumn<RowValue>] {
        columns ?? []
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] {
        columns
    }

    /// The columns of an `if`'s second branch.
    public static func buildEither(second columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] {
        columns
    }

    /// The columns of a `for` loop.
    public static func buildArray(_ columns: [[AnyTableColumn<RowValue>]]) -> [AnyTableColumn<RowValue>] {
        columns.flatMap { $0 }
    }
}
