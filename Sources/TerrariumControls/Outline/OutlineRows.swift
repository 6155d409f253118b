import TerrariumCore

/// The rows an outline list shows, erased of its data's type: what the list asks to move
/// through the tree and to expand and collapse it.
@MainActor
protocol OutlineRowSource: AnyObject, LazyElementSource {
    /// The list showing the rows, which a click on a row's triangle asks to expand it.
    var list: ListRenderer? { get set }
    /// The number of rows shown.
    var lazyCount: Int { get }
    /// How deep row `row` is: 0 for the top level.
    func depth(of row: Int) -> Int
    /// Whether row `row` has children to show, expanded or not.
    func isExpandable(_ row: Int) -> Bool
    /// Whether row `row` shows its children.
    func isExpanded(_ row: Int) -> Bool
    /// The row of row `row`'s parent, or nil at the top level.
    func parent(of row: Int) -> Int?
    /// The row whose element has identity `id`, looked for among the rows shown.
    func row(of id: AnyHashable, near hint: Int?) -> Int?
    /// Shows or hides row `row`'s children, and with `recursively` its descendants' too as far
    /// as a bound allows; returns the rows it put in (positive) or took out (negative) after
    /// `row`, nil when nothing changed.
    func setExpanded(_ row: Int, _ expanded: Bool, recursively: Bool) -> Int?
}

/// The flattened index of an outline list: the rows shown, in order, each with its element,
/// depth and whether it is expanded.
///
/// Expanding a row inserts its children's rows after it, and their descendants' rows where
/// those were expanded before; collapsing takes them out. Nothing else in the tree is read, so
/// expanding a node of a 100,000-node tree costs its children, not the tree. When the app gives
/// the list new data, the rows are read again from it, following only the expanded elements.
@MainActor
final class OutlineRows<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: OutlineRowSource {
    /// One row shown.
    struct Entry {
        let element: Data.Element
        let id: ID
        let depth: Int
        let isExpandable: Bool
        var isExpanded: Bool
    }

    /// How deep rows go: past it an element's children are not shown, so that a tree of
    /// classes that contains itself ends.
    static var maximumDepth: Int { 256 }
    /// The most rows shown, for the same reason.
    static var maximumRows: Int { 10_000_000 }
    /// The most rows Option+→ puts in at once.
    static var recursiveExpansionLimit: Int { 10_000 }

    weak var list: ListRenderer?
    private(set) var data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    var rowContent: (Data.Element) -> RowContent
    /// The elements whose children are shown, kept when an ancestor collapses so that expanding
    /// it again shows what was shown.
    private(set) var expanded: Set<ID> = []
    private(set) var entries: [Entry] = []
    /// Where `data` is stored, when in one buffer: the same buffer holds the same tree, as
    /// these rows keep the data alive and so any write to it made a copy.
    private var storage: UnsafeRawPointer?

    init(
        data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        rowContent: @escaping (Data.Element) -> RowContent
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.rowContent = rowContent
        storage = Self.storage(of: data)
        entries = flatten(data, depth: 0, expandingAll: false, limit: Self.maximumRows)
    }

    /// Takes the app's data again: the rows are read from it unless it is the same storage.
    func update(data newData: Data, rowContent: @escaping (Data.Element) -> RowContent) {
        self.rowContent = rowContent
        let newStorage = Self.storage(of: newData)
        if let newStorage, newStorage == storage, newData.count == data.count { return }
        data = newData
        storage = newStorage
        entries = flatten(data, depth: 0, expandingAll: false, limit: Self.maximumRows)
    }

    private static func storage(of data: Data) -> UnsafeRawPointer? {
        data.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    /// The rows of `list` and of the expanded elements under them, depth first, starting at
    /// `depth`; with `expandingAll`, elements are expanded on the way while their children
    /// fit under ``recursiveExpansionLimit``; at most `limit` rows.
    private func flatten(_ list: Data, depth: Int, expandingAll: Bool, limit: Int) -> [Entry] {
        var rows: [Entry] = []
        // A stack rather than recursion: a deep tree must not exhaust the thread's stack.
        var stack: [(list: Data, index: Data.Index, depth: Int)] = [(list, list.startIndex, depth)]
        while let top = stack.popLast(), rows.count < limit {
            let (list, index, depth) = top
            guard index != list.endIndex else { continue }
            stack.append((list, list.index(after: index), depth))
            let element = list[index]
            let elementID = element[keyPath: id]
            let nested = element[keyPath: children]
            var isExpanded = nested != nil && expanded.contains(elementID)
            if expandingAll, !isExpanded, let nested,
                rows.count + nested.count < Self.recursiveExpansionLimit
            {
                expanded.insert(elementID)
                isExpanded = true
            }
            rows.append(
                Entry(
                    element: element, id: elementID, depth: depth, isExpandable: nested != nil, isExpanded: isExpanded))
            if isExpanded, let nested, depth < Self.maximumDepth {
                stack.append((nested, nested.startIndex, depth + 1))
            }
        }
        return rows
    }

    // MARK: - The rows

    var lazyCount: Int { entries.count }

    func depth(of row: Int) -> Int { entries.indices.contains(row) ? entries[row].depth : 0 }

    func isExpandable(_ row: Int) -> Bool {
        entries.indices.contains(row) && entries[row].isExpandable && entries[row].depth < Self.maximumDepth
    }

    func isExpanded(_ row: Int) -> Bool { entries.indices.contains(row) && entries[row].isExpanded }

    func parent(of row: Int) -> Int? {
        guard entries.indices.contains(row) else { return nil }
        let depth = entries[row].depth
        guard depth > 0 else { return nil }
        // The nearest row above that is one level up: its rows are all that is in between.
        var above = row - 1
        while above >= 0 {
            if entries[above].depth < depth { return above }
            above -= 1
        }
        return nil
    }

    func row(of id: AnyHashable, near hint: Int?) -> Int? {
        guard let id = id.base as? ID else { return nil }
        if let hint, entries.indices.contains(hint), entries[hint].id == id { return hint }
        return entries.firstIndex { $0.id == id }
    }

    func setExpanded(_ row: Int, _ expand: Bool, recursively: Bool) -> Int? {
        guard isExpandable(row) else { return nil }
        let entry = entries[row]
        if !expand {
            guard entry.isExpanded else { return nil }
            expanded.remove(entry.id)
            entries[row].isExpanded = false
            var end = row + 1
            while end < entries.count, entries[end].depth > entry.depth { end += 1 }
            entries.removeSubrange((row + 1)..<end)
            return -(end - row - 1)
        }
        guard !entry.isExpanded || recursively, let nested = entry.element[keyPath: children] else { return nil }
        // Recursively: the rows shown under it now are read again, expanding on the way.
        let removed = entry.isExpanded ? -(setExpanded(row, false, recursively: false) ?? 0) : 0
        expanded.insert(entry.id)
        entries[row].isExpanded = true
        let inserted = flatten(
            nested, depth: entry.depth + 1, expandingAll: recursively, limit: Self.maximumRows - entries.count)
        entries.insert(contentsOf: inserted, at: row + 1)
        return inserted.count - removed
    }

    // MARK: - Making rows

    func lazyID(at index: Int) -> AnyHashable { AnyHashable(entries[index].id) }

    func lazyView(at index: Int) -> any View { view(at: index) }

    func addElement(at index: Int, segment: Int, to children: inout ChildReconciler) {
        children.next(view(at: index), segment: segment, id: AnyHashable(entries[index].id))
    }

    private func view(at index: Int) -> OutlineRowView<RowContent> {
        let entry = entries[index]
        return OutlineRowView(
            content: rowContent(entry.element), depth: entry.depth,
            disclosure: isExpandable(index) ? entry.isExpanded : nil, id: AnyHashable(entry.id), source: self)
    }
}
