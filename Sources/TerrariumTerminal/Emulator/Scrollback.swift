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

    /// Adds `line` as the newest; returns a row whose storage may be reused: the one dropped to
    /// make room, or `line`'s own when only a copy of its text was kept.
    ///
    /// A line that is mostly trailing blanks is kept without them, so a history of short lines
    /// costs what its text does; reading it back pads it again.
    package mutating func append(_ line: ScreenLine) -> ScreenLine? {
        guard limit > 0 else {
            droppedCount += 1
            return line
        }
        var line = line
        var reusable: ScreenLine?
        let length = Self.lengthWithoutTrailingBlanks(line.cells)
        if length <= line.cells.count / 2 {
            reusable = line
            line = ScreenLine(cells: Array(line.cells[..<length]), isWrapped: line.isWrapped)
        }
        if storage.count < limit {
            storage.append(line)
            return reusable
        }
        swap(&storage[start], &line)
        start += 1
        if start == storage.count { start = 0 }
        droppedCount += 1
        return reusable ?? line
    }

    /// The number of cells before the plain blanks that end `cells`.
    private static func lengthWithoutTrailingBlanks(_ cells: [Cell]) -> Int {
        var length = cells.count
        while length > 0, cells[length - 1] == .blank { length -= 1 }
        return length
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

    /// Puts `lines` in place of every line kept, as a reflow does: the oldest are dropped (and
    /// counted) past the limit, as if they had been appended one by one.
    package mutating func replaceAll(with lines: some Collection<ScreenLine>) {
        storage = []
        start = 0
        storage.reserveCapacity(min(limit, lines.count))
        for line in lines { _ = append(line) }
    }

    /// Removes every line, counting them as dropped so absolute line numbers stay valid.
    package mutating func removeAll() {
        droppedCount += storage.count
        storage = []
        start = 0
    }
}
