import Synchronization

/// A process-wide table that gives each distinct value a small number, so that values too big to
/// store in a cell (long grapheme clusters, hyperlinks) can be held there as that number.
///
/// Entries are never removed: a number handed out stays valid for the life of the process. The
/// table is bounded instead, by a count and by a total size, so that text from data cannot grow it
/// without limit; once full, ``index(of:)`` returns nil and the caller stores a stand-in.
package final class InternTable<Value: Hashable & Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        var indexes: [Value: UInt32] = [:]
        var size = 0
    }

    private let state = Mutex(State())
    private let maxCount: Int
    private let maxSize: Int
    private let sizeOf: @Sendable (Value) -> Int

    /// Creates an empty table holding at most `maxCount` values whose sizes sum to `maxSize`.
    package init(maxCount: Int, maxSize: Int, sizeOf: @escaping @Sendable (Value) -> Int) {
        self.maxCount = maxCount
        self.maxSize = maxSize
        self.sizeOf = sizeOf
    }

    /// The number of `value`, added if it is new; nil when the table is full.
    package func index(of value: Value) -> UInt32? {
        state.withLock { state in
            if let index = state.indexes[value] { return index }
            let size = sizeOf(value)
            guard state.values.count < maxCount, state.size + size <= maxSize else { return nil }
            let index = UInt32(state.values.count)
            state.values.append(value)
            state.indexes[value] = index
            state.size += size
            return index
        }
    }

    /// The value numbered `index` by ``index(of:)``.
    package func value(at index: UInt32) -> Value {
        state.withLock { $0.values[Int(index)] }
    }
}
