import TerrariumTerminal

/// Text chosen with the mouse in a pane, from where the press was to where the pointer is, in
/// lines counted since the pane started (so a selection stays on its text as history grows).
struct TerminalSelection: Hashable {
    /// Where the press was: a column and a line.
    var anchor: Point
    /// Where the pointer is now.
    var head: Point

    /// The earlier and the later end, in reading order.
    var ordered: (start: Point, end: Point) {
        (anchor.y, anchor.x) <= (head.y, head.x) ? (anchor, head) : (head, anchor)
    }

    /// Whether the press was never dragged away from.
    var isEmpty: Bool { anchor == head }

    /// The columns of `line` the selection covers in a pane `width` columns wide, if any.
    func columns(onLine line: Int, width: Int) -> Range<Int>? {
        let (start, end) = ordered
        guard line >= start.y, line <= end.y, width > 0 else { return nil }
        let first = line == start.y ? min(max(0, start.x), width - 1) : 0
        let last = line == end.y ? min(max(0, end.x), width - 1) : width - 1
        return first <= last ? first..<(last + 1) : nil
    }
}
