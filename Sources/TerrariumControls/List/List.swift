public import TerrariumCore

/// A scrolling column of rows, with sections and an optional selection.
///
/// ```swift
/// List(plants, selection: $selected) { plant in
///     Text(plant.name)
/// }
///
/// List(selection: $chosen) {        // chosen: Set<Plant.ID>
///     Section("Ferns") { ForEach(ferns) { Text($0.name) } }
///     Section("Cacti") { ForEach(cacti) { Text($0.name) } }
/// }
/// ```
///
/// Rows are made only while they are visible, so a list of a million rows costs what a list of
/// a screenful does. The list takes focus as one view: ↑ ↓ Home End PageUp PageDown move the
/// selection (or scroll when there is none), Shift extends a multiple selection, Ctrl moves
/// without selecting and Space toggles the row; a click selects, Shift-click extends,
/// Ctrl-click toggles. A row's `tag(_:)` is its selection value, else its `ForEach` identity.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: any ListSelection
    let content: Content

    /// Creates a list of `content` whose rows select one value at most.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        if let selection {
            self.selection = SingleListSelection(binding: selection)
        } else {
            self.selection = NoListSelection()
        }
        self.content = content()
    }

    /// Creates a list of `content` whose rows select any number of values.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        if let selection {
            self.selection = MultipleListSelection(binding: selection)
        } else {
            self.selection = NoListSelection()
        }
        self.content = content()
    }

    /// Creates a list of `content` with a selection already erased, as a table makes its rows.
    init(listSelection: any ListSelection, @ViewBuilder content: () -> Content) {
        self.selection = listSelection
        self.content = content()
    }

    /// A list has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ListRenderer() }
        renderer.node = node
        renderer.isEnabled = node.environment.isEnabled
        renderer.selection = selection
        renderer.table = node.environment.enclosingTable
        renderer.selectionMenu = node.environment.selectionMenuActions
        // A selection kept in a model (`$model.selection`) or in state redraws the list when it
        // changes, without making its rows again.
        _ = StateReading.reading(as: node, .display) { node.readTracked { selection.count } }
        let style = node.environment.listLayoutStyle
        renderer.style = style
        if let outline = content as? any OutlineListContentProtocol {
            // A tree: the flattened rows are kept in the renderer, as its expanded rows are.
            let rows = outline.rows(reusing: renderer.outline)
            rows.list = renderer
            renderer.outline = rows
            renderer.setContent(ListContent(outline: rows), node: node)
        } else {
            renderer.outline = nil
            renderer.setContent(ListContent(content, separatesSections: style.separatesSections), node: node)
        }
        // A selection the app changed redraws only the rows it changes, once the rows are made
        // from the content (`setContent`).
        let refresh = node.environment.refresh
        renderer.refresh = refresh
        let handlers = node.handlers ?? NodeHandlers()
        if refresh != nil {
            handlers.commands[.refresh] = { [weak renderer, weak node] in
                guard let renderer, let node else { return }
                renderer.startRefresh(node: node)
            }
        } else {
            handlers.commands[.refresh] = nil
        }
        node.handlers = handlers
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of `content` without a selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = NoListSelection()
        self.content = content()
    }

    /// Creates a list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// Creates a list with a row for each element of `data`, selecting one at most.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each element of `data`, selecting any number.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row for each element of `data`, identified by `id`, selecting one
    /// at most.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row for each element of `data`, identified by `id`, selecting any
    /// number.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
