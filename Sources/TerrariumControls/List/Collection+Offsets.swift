public import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete(perform:)` hands them over.
    ///
    /// Offsets outside the collection are passed over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        // One pass, however many go: removing them one by one would move the rest each time.
        var offset = 0
        removeAll { _ in
            defer { offset += 1 }
            return offsets.contains(offset)
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to stand before the element at offset `destination`
    /// (counted before the move), keeping their order, as `onMove(perform:)` hands them over.
    ///
    /// Offsets outside the collection are passed over, and a destination past the end means the
    /// end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = IndexSet(source.filter { $0 >= 0 && $0 < elements.count })
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(0, destination), elements.count)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() where offset < destination && !moving.contains(offset) {
            reordered.append(element)
        }
        reordered += moving.map { elements[$0] }
        for (offset, element) in elements.enumerated() where offset >= destination && !moving.contains(offset) {
            reordered.append(element)
        }
        var position = startIndex
        for element in reordered {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
