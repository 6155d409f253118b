/// A table's data as the `ForEach` of its rows holds it: the app's collection, said to be
/// unchanged when it is the same storage.
///
/// The graph compares a view's new value with its old one to skip what did not change, an array
/// element by element: for a million rows that is seconds on every update of the table. An
/// array whose storage is the same buffer with the same count holds the same rows (the old
/// value keeps the buffer alive, so a write made a copy), which takes no time to compare; a
/// collection without contiguous storage is never said to be unchanged.
struct TableRows<Base: RandomAccessCollection>: RandomAccessCollection, Equatable {
    let base: Base
    /// Where the rows are stored, when they are stored in one buffer.
    private let storage: UnsafeRawPointer?

    init(_ base: Base) {
        self.base = base
        storage = base.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Base.Element { base[base.index(base.startIndex, offsetBy: position)] }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard let storage = lhs.storage, storage == rhs.storage else { return false }
        return lhs.base.count == rhs.base.count
    }
}
