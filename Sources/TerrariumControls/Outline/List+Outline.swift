public import TerrariumCore

/// The content of a list of a tree: the data, each element's children and the view of a row.
///
/// The list shows it through a flattened index of the rows shown, which it keeps
/// from update to update; alone, outside a list, it is an `OutlineGroup`.
public struct OutlineListContent<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let rowContent: (Data.Element) -> RowContent

    /// The tree as nested disclosure groups.
    public var body: some View { OutlineGroup(data, id: id, children: children, content: rowContent) }
}

/// An outline list's content with its types erased, which the list asks for its rows.
@MainActor
protocol OutlineListContentProtocol {
    /// The rows of the content: `previous` brought up to date when it is of the same types,
    /// else new rows with every element collapsed.
    func rows(reusing previous: (any OutlineRowSource)?) -> any OutlineRowSource
}

extension OutlineListContent: OutlineListContentProtocol {
    func rows(reusing previous: (any OutlineRowSource)?) -> any OutlineRowSource {
        if let previous = previous as? OutlineRows<Data, ID, RowContent>, previous.id == id,
            previous.children == children
        {
            previous.update(data: data, rowContent: rowContent)
            return previous
        }
        return OutlineRows(data: data, id: id, children: children, rowContent: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the tree `data`, whose elements' children are at `children`: an
    /// element with children is a row with a disclosure triangle that shows them under it.
    ///
    /// ```swift
    /// List(folders, children: \.subfolders) { folder in
    ///     Label(folder.name, systemImage: "folder")
    /// }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, children: children, rowContent: rowContent)
    }

    /// Creates a list of the tree `data`, each element identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, ID, RowContent> {
        self.init(listSelection: NoListSelection()) {
            OutlineListContent(data: data, id: id, children: children, rowContent: rowContent)
        }
    }
}

extension List {
    /// Creates a list of the tree `data` selecting one element at most.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, children: children, selection: selection, rowContent: rowContent)
    }

    /// Creates a list of the tree `data` selecting any number of elements.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, children: children, selection: selection, rowContent: rowContent)
    }

    /// Creates a list of the tree `data`, each element identified by `id`, selecting one at most.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, ID, RowContent> {
        self.init(selection: selection) {
            OutlineListContent(data: data, id: id, children: children, rowContent: rowContent)
        }
    }

    /// Creates a list of the tree `data`, each element identified by `id`, selecting any number.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineListContent<Data, ID, RowContent> {
        self.init(selection: selection) {
            OutlineListContent(data: data, id: id, children: children, rowContent: rowContent)
        }
    }
}
