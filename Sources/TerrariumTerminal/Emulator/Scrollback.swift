/// The lines that scrolled off the top of the main screen: a ring of at most ``limit`` rows, the
/// oldest dropped (and counted) to make room.
///
/// Adding a line moves its row in without copying cells, and a row dropped to make room is handed
/// back so the screen can reuse its storage for the blank line it needs next.
package struct Scrollback: Sendable {
    /// The most lines kept.
    package let limit: Int
    /// Lines removed from the front so far: dropped past the limit or cleared; never decreases.
    package private(set) var droppedCount = 0
    private var storage: [ScreenLine] = []
    /// The index in `storage` of the oldest line; nonzero only once the ring is full.
    private var start = 0

    /// An empty history of at most `limit` lines.
    package init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// The number of lines kept.
    package var count: Int { storage.count }

    /// Line `index`, 0 being the oldest kept; callers keep `index` in `0..<count`.
    package subscript(index: Int) -> ScreenLine {
        var position = start + index
        if position >= storage.count { position -= storage.count }
        return storage[position]
    }

    /// Adds `line` as the newest; returns a line dropped to make room, whose storage may be reused.
    package mutating func append(_ line: ScreenLine) -> ScreenLine? {
        guard limit > 0 else {
            droppedCount += 1
            return line
        }
        if storage.count < limit {
            storage.append(line)
            return nil
        }
        var line = line
        swap(&storage[start], &line)
        start += 1
        if start == storage.count { start = 0 }
        droppedCount += 1
        return line
    }

    /// Removes and returns the newest line, as a screen that grows takes its lines back.
    package mutating func removeNewest() -> ScreenLine? {
        guard !storage.isEmpty else { return nil }
        if start != 0 {
            storage = Array(storage[start...] + storage[..<start])
            start = 0
        }
        return storage.removeLast()
    }

    /// Removes every line, counting them as dropped so absolute line numbers stay valid.
    package mutating func removeAll() {
        droppedCount += storage.count
        storage = []
        start = 0
    }
}
