import TerrariumCore

/// The flattened index of an outline list: the rows shown, in order, as runs of consecutive
/// siblings.
///
/// A run is a range of one children collection at one depth. Expanding a row splits its run
/// after it and puts in one run of all its children (or the runs it showed when it was last
/// collapsed), so expanding a node of a 100,000-node tree reads neither the tree nor the
/// children: only the rows on screen are read, when they are made. Collapsing takes the runs
/// under the row out, keeping them for when it is expanded again. A row is expanded when the run
/// after it is deeper (an expanded row without children is followed by an empty run). When the
/// app gives the list new data, the runs are made again from it, following only the elements
/// that were expanded.
@MainActor
final class OutlineRows<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: OutlineRowSource {
    /// Consecutive siblings shown: the elements of `list` from offset `lower` up to `upper`.
    struct Run {
        let list: Data
        var lower: Int
        var upper: Int
        let depth: Int
        var count: Int { upper - lower }
    }

    /// A list part way through being laid out: the next element to read, and where the run it
    /// is in started.
    private struct LayoutFrame {
        let list: Data
        let depth: Int
        var next: Int
        var runStart: Int
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
    /// The elements shown expanded, or hidden under a collapsed row whose runs are kept.
    private var expanded: Set<ID> = []
    private var runs: [Run] = []
    /// The first row of each run.
    private var starts: [Int] = []
    /// The runs under each collapsed row, put back when it is expanded again.
    private var collapsedRuns: [ID: [Run]] = [:]
    private(set) var lazyCount = 0
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
        rebuild()
    }

    /// Takes the app's data again: the rows are made again from it unless it is the same storage.
    func update(data newData: Data, rowContent: @escaping (Data.Element) -> RowContent) {
        self.rowContent = rowContent
        let newStorage = Self.storage(of: newData)
        if let newStorage, newStorage == storage, newData.count == data.count { return }
        data = newData
        storage = newStorage
        rebuild()
    }

    private static func storage(of data: Data) -> UnsafeRawPointer? {
        data.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    /// Makes the runs from `data`, expanding what was expanded and forgetting the rest.
    private func rebuild() {
        let remembered = expanded
        expanded = []
        collapsedRuns = [:]
        runs = layout(data, depth: 0, limit: Self.maximumRows, readsElements: !remembered.isEmpty) { _, id in
            remembered.contains(id)
        }
        countRows()
    }

    private func countRows() {
        starts = []
        starts.reserveCapacity(runs.count)
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        lazyCount = total
    }

    /// The runs of `list` at `depth` and under each of its elements (depth first) that
    /// `expands` says to expand, given the rows its children would bring the runs to; at most
    /// `limit` rows.
    ///
    /// Without `readsElements`, nothing is expanded and the list is one run, read not at all.
    private func layout(
        _ list: Data, depth: Int, limit: Int, readsElements: Bool, expands: (_ rows: Int, _ id: ID) -> Bool
    ) -> [Run] {
        var made: [Run] = []
        var rows = 0
        var stack = [LayoutFrame(list: list, depth: depth, next: 0, runStart: 0)]
        while var frame = stack.popLast(), rows < limit {
            let total = frame.list.count
            let isNew = frame.next == 0 && frame.runStart == 0
            var descended = false
            while readsElements, frame.next < total {
                let element = frame.list[frame.list.index(frame.list.startIndex, offsetBy: frame.next)]
                frame.next += 1
                guard frame.depth < Self.maximumDepth, let nested = element[keyPath: children] else { continue }
                let elementID = element[keyPath: id]
                guard expands(rows + frame.next - frame.runStart + nested.count, elementID) else { continue }
                expanded.insert(elementID)
                made.append(Run(list: frame.list, lower: frame.runStart, upper: frame.next, depth: frame.depth))
                rows += frame.next - frame.runStart
                frame.runStart = frame.next
                stack.append(frame)
                stack.append(LayoutFrame(list: nested, depth: frame.depth + 1, next: 0, runStart: 0))
                descended = true
                break
            }
            guard !descended else { continue }
            // The rest of the list; an expanded element without children is an empty run.
            if frame.runStart < total || isNew {
                let upper = min(total, frame.runStart + max(0, limit - rows))
                made.append(Run(list: frame.list, lower: frame.runStart, upper: upper, depth: frame.depth))
                rows += upper - frame.runStart
            }
        }
        return made
    }

    // MARK: - Rows

    /// The run row `row` is in, and the row's offset in it: the last run starting at or before
    /// it, which is never an empty one.
    private func locate(_ row: Int) -> (run: Int, offset: Int) {
        let (run, offset) = starts.part(containing: row)
        return (run, offset)
    }

    private func element(at row: Int) -> (element: Data.Element, run: Int, offset: Int)? {
        guard row >= 0, row < lazyCount else { return nil }
        let (index, offset) = locate(row)
        let run = runs[index]
        return (run.list[run.list.index(run.list.startIndex, offsetBy: run.lower + offset)], index, offset)
    }

    func depth(of row: Int) -> Int {
        guard row >= 0, row < lazyCount else { return 0 }
        return runs[locate(row).run].depth
    }

    func isExpandable(_ row: Int) -> Bool {
        guard let (element, run, _) = element(at: row) else { return false }
        return runs[run].depth < Self.maximumDepth && element[keyPath: children] != nil
    }

    func isExpanded(_ row: Int) -> Bool {
        guard row >= 0, row < lazyCount else { return false }
        let (run, offset) = locate(row)
        return offset == runs[run].count - 1 && run + 1 < runs.count && runs[run + 1].depth > runs[run].depth
    }

    func parent(of row: Int) -> Int? {
        guard row >= 0, row < lazyCount else { return nil }
        let run = locate(row).run
        let depth = runs[run].depth
        // The nearest row above that is one level up: the last row of the nearest run above
        // that is shallower.
        var above = run - 1
        while above >= 0 {
            if runs[above].depth < depth, runs[above].count > 0 { return starts[above] + runs[above].count - 1 }
            above -= 1
        }
        return nil
    }

    func row(of id: AnyHashable, near hint: Int?) -> Int? {
        guard let id = id.base as? ID else { return nil }
        if let hint, let found = element(at: hint), found.element[keyPath: self.id] == id { return hint }
        return (0..<lazyCount).first { element(at: $0)?.element[keyPath: self.id] == id }
    }

    func setExpanded(_ row: Int, _ expand: Bool, recursively: Bool) -> Int? {
        guard isExpandable(row), let (element, run, offset) = element(at: row),
            let nested = element[keyPath: children]
        else { return nil }
        let elementID = element[keyPath: id]
        let wasExpanded = isExpanded(row)
        if !expand {
            guard wasExpanded else { return nil }
            return -collapse(run: run, id: elementID)
        }
        guard !wasExpanded || recursively else { return nil }
        var removed = 0
        if wasExpanded {
            removed = collapse(run: run, id: elementID)
            collapsedRuns[elementID] = nil
        }
        let depth = runs[run].depth + 1
        var inserted: [Run]
        if recursively {
            // Every element under it, while their children fit under the bound; the rest
            // collapsed.
            let limit = min(Self.recursiveExpansionLimit, Self.maximumRows - lazyCount)
            inserted = layout(nested, depth: depth, limit: limit, readsElements: true) { rows, id in
                if rows < limit { return true }
                self.expanded.remove(id)
                self.collapsedRuns[id] = nil
                return false
            }
        } else {
            inserted = collapsedRuns.removeValue(forKey: elementID) ?? []
            if inserted.isEmpty {
                let count = min(nested.count, max(0, Self.maximumRows - lazyCount))
                inserted = [Run(list: nested, lower: 0, upper: count, depth: depth)]
            }
        }
        expanded.insert(elementID)
        // The row ends its run; what followed it in the run follows its children.
        var split = runs[run]
        split.upper = split.lower + offset + 1
        var rest = runs[run]
        rest.lower = split.upper
        var replacement = [split] + inserted
        if rest.count > 0 { replacement.append(rest) }
        runs.replaceSubrange(run...run, with: replacement)
        countRows()
        return inserted.reduce(0) { $0 + $1.count } - removed
    }

    /// Takes out the runs under the last row of run `run`, keeping them for `id`, and joins
    /// the run with its continuation; returns the rows taken out.
    private func collapse(run: Int, id: ID) -> Int {
        let depth = runs[run].depth
        var end = run + 1
        while end < runs.count, runs[end].depth > depth { end += 1 }
        let removed = Array(runs[(run + 1)..<end])
        collapsedRuns[id] = removed
        expanded.remove(id)
        runs.removeSubrange((run + 1)..<end)
        // After the row's children come its next siblings, if any: the same list, just after it.
        if run + 1 < runs.count, runs[run + 1].depth == depth {
            runs[run].upper = runs[run + 1].upper
            runs.remove(at: run + 1)
        }
        countRows()
        return removed.reduce(0) { $0 + $1.count }
    }

    // MARK: - Making rows

    func lazyID(at index: Int) -> AnyHashable {
        // The list asks only for rows it has; a row past the end has no element to name it.
        guard let (element, _, _) = element(at: index) else { return AnyHashable(index) }
        return AnyHashable(element[keyPath: id])
    }

    func lazyView(at index: Int) -> any View { view(at: index) ?? EmptyView() }

    func addElement(at index: Int, segment: Int, to children: inout ChildReconciler) {
        // One child a row, as the list counts them; a row past the end (never asked for) is empty.
        guard let view = view(at: index) else {
            children.next(EmptyView(), segment: segment, id: AnyHashable(index))
            return
        }
        children.next(view, segment: segment, id: view.id)
    }

    private func view(at row: Int) -> OutlineRowView<RowContent>? {
        guard let (element, run, _) = element(at: row) else { return nil }
        let depth = runs[run].depth
        let expandable = depth < Self.maximumDepth && element[keyPath: children] != nil
        return OutlineRowView(
            content: rowContent(element), depth: depth, disclosure: expandable ? isExpanded(row) : nil,
            id: AnyHashable(element[keyPath: id]), source: self)
    }
}
