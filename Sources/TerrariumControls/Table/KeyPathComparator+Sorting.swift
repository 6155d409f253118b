public import Foundation

extension MutableCollection where Self: RandomAccessCollection {
    /// Sorts the collection as `comparators` say, the first that tells two elements apart
    /// deciding, as Foundation's `sort(using:)` does.
    ///
    /// What a table's `onChange(of: sortOrder) { rows.sort(using: $0) }` calls. Foundation's
    /// own, on Linux, reads each key through the comparator's type-erased key path on every
    /// comparison: a million rows take tens of seconds. This one reads each key once, when it
    /// is a `Double`, an `Int` or a `String` compared with `<` (a `KeyPathComparator(\.key)`),
    /// and sorts the rows by them in well under a second; for other comparators it sorts as
    /// Foundation does. Equal rows keep their order.
    public mutating func sort(using comparators: [KeyPathComparator<Element>]) {
        let elements = Array(self)
        var columns: [SortKeys] = []
        for comparator in comparators {
            guard let keys = SortKeys(elements, comparator) else {
                sort { comparators.compare($0, $1) == .orderedAscending }
                return
            }
            columns.append(keys)
        }
        // Positions as 32-bit numbers: half the memory of a million rows' order, beside the rows
        // and their copy, and fewer cache lines for the sort to walk. More rows than that sort
        // as Foundation does.
        guard elements.count <= Int(Int32.max) else {
            sort { comparators.compare($0, $1) == .orderedAscending }
            return
        }
        var order = Array(0..<Int32(elements.count))
        order.sort { first, second in
            for column in columns {
                if let ascending = column.ascending(Int(first), Int(second)) { return ascending }
            }
            return first < second
        }
        var position = startIndex
        for index in order {
            self[position] = elements[Int(index)]
            formIndex(after: &position)
        }
    }

    /// Sorts the collection as `comparator` says, reading each key once where it can.
    public mutating func sort(using comparator: KeyPathComparator<Element>) {
        sort(using: [comparator])
    }
}

extension Sequence {
    /// The elements sorted as `comparators` say, reading each key once where it can.
    public func sorted(using comparators: [KeyPathComparator<Element>]) -> [Element] {
        var elements = Array(self)
        elements.sort(using: comparators)
        return elements
    }
}

/// One comparator's keys, read once from every element, for the key types compared with `<`.
private enum SortKeys {
    case double([Double], SortOrder)
    case int([Int], SortOrder)
    case string([String], SortOrder)

    /// The keys of `elements` at `comparator`'s key path, or nil when the comparator does not
    /// compare a `Double`, `Int` or `String` with `<`.
    init?<Element>(_ elements: [Element], _ comparator: KeyPathComparator<Element>) {
        let path = comparator.keyPath
        if let typed = path as? KeyPath<Element, Double>, Self.comparesWithLess(typed, comparator) {
            self = .double(elements.map { $0[keyPath: typed] }, comparator.order)
        } else if let typed = path as? KeyPath<Element, Int>, Self.comparesWithLess(typed, comparator) {
            self = .int(elements.map { $0[keyPath: typed] }, comparator.order)
        } else if let typed = path as? KeyPath<Element, String>, Self.comparesWithLess(typed, comparator) {
            self = .string(elements.map { $0[keyPath: typed] }, comparator.order)
        } else {
            return nil
        }
    }

    /// Whether `comparator` is `KeyPathComparator(path, order:)`: the values at `path`
    /// compared with `<`, not with a comparator of their own.
    private static func comparesWithLess<Element, Value: Comparable>(
        _ path: KeyPath<Element, Value>, _ comparator: KeyPathComparator<Element>
    ) -> Bool {
        // The comparator took this very key path, which it can take only as Sendable; a key
        // path is immutable either way.
        let sendable = unsafeBitCast(path, to: (any KeyPath<Element, Value> & Sendable).self)
        return KeyPathComparator(sendable, order: comparator.order) == comparator
    }

    /// Whether element `first` goes before element `second` by these keys, or nil when their
    /// keys are equal.
    func ascending(_ first: Int, _ second: Int) -> Bool? {
        switch self {
        case .double(let keys, let order):
            // A NaN counts as larger than every number, so the order stays a strict one.
            switch (keys[first].isNaN, keys[second].isNaN) {
            case (true, true): nil
            case (true, false): order != .forward
            case (false, true): order == .forward
            case (false, false): Self.ascending(keys[first], keys[second], order)
            }
        case .int(let keys, let order): Self.ascending(keys[first], keys[second], order)
        case .string(let keys, let order): Self.ascending(keys[first], keys[second], order)
        }
    }

    /// Whether `first` comes before `second`, or nil when neither is less: equal keys, and a
    /// NaN against anything, which then keep their order rather than break the sort's.
    private static func ascending<Key: Comparable>(_ first: Key, _ second: Key, _ order: SortOrder) -> Bool? {
        if first < second { return order == .forward }
        if second < first { return order != .forward }
        return nil
    }
}
