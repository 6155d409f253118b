/// Where each column of a table stands across its content: widths worked out from the columns'
/// bounds and the width the table has, the gaps between them, and what is scrolled out of view.
struct TableColumnLayout: Equatable {
    /// Each column's width.
    private(set) var widths: [Int] = []
    /// Each column's first cell, counted from the content's leading edge before scrolling.
    private(set) var starts: [Int] = []
    /// The columns all the content takes, gaps included.
    private(set) var totalWidth = 0
    /// The columns the table shows.
    private(set) var visibleWidth = 0
    /// The cells between two columns.
    private(set) var gap = 1

    /// Columns at most this wide each, so that the sums below stay far from overflowing.
    static let widestColumn = 10_000
    /// The columns a table lays out; columns past these are not shown.
    static let mostColumns = 1_000
    /// The width of a column that says nothing of its width, when there is room.
    static let defaultIdeal = 12
    /// The width a column that says nothing of its minimum is not made narrower than.
    static let defaultMinimum = 3

    init() {}

    /// Lays out columns with `bounds` in `width` columns with `gap` cells between them.
    ///
    /// Each column starts at its ideal width; they shrink towards their minimums when they do
    /// not fit, and the columns that may grow share what is left over. Columns whose minimums do
    /// not fit overflow, to be scrolled to.
    init(_ bounds: [TableColumnWidth], width: Int, gap: Int) {
        let bounds = Array(bounds.prefix(Self.mostColumns))
        let width = max(0, min(width, Self.widestColumn * Self.mostColumns))
        self.gap = max(0, min(gap, 3))
        visibleWidth = width
        guard !bounds.isEmpty else { return }
        func clamp(_ value: Int) -> Int { max(0, min(value, Self.widestColumn)) }
        let minimums = bounds.map { clamp($0.min ?? min(Self.defaultMinimum, $0.max ?? .max)) }
        let maximums = zip(bounds, minimums).map { bound, minimum in max(minimum, clamp(bound.max ?? Self.widestColumn))
        }
        let ideals = bounds.indices.map { index in
            max(minimums[index], min(maximums[index], clamp(bounds[index].ideal ?? Self.defaultIdeal)))
        }
        let room = max(0, width - self.gap * (bounds.count - 1))
        var widths = ideals
        var total = widths.reduce(0, +)
        if total > room {
            // Too wide: the columns give up what they have above their minimum, the widest first,
            // one cell at a time around the columns until they fit or reach their minimums.
            var excess = total - room
            var shrinking = true
            while excess > 0, shrinking {
                shrinking = false
                for index in widths.indices.sorted(by: { widths[$0] > widths[$1] }) where excess > 0 {
                    let give = min(excess, max(0, widths[index] - minimums[index]), max(1, excess / bounds.count))
                    guard give > 0 else { continue }
                    widths[index] -= give
                    excess -= give
                    shrinking = true
                }
            }
        } else if total < room {
            // Room over: the columns that may grow share it, in equal parts, up to their maximums.
            var spare = room - total
            var growing = true
            while spare > 0, growing {
                growing = false
                let open = widths.indices.filter { widths[$0] < maximums[$0] }
                guard !open.isEmpty else { break }
                let share = max(1, spare / open.count)
                for index in open where spare > 0 {
                    let take = min(share, spare, maximums[index] - widths[index])
                    widths[index] += take
                    spare -= take
                    growing = growing || take > 0
                }
            }
        }
        total = 0
        var starts: [Int] = []
        for (index, columnWidth) in widths.enumerated() {
            if index > 0 { total += self.gap }
            starts.append(total)
            total += columnWidth
        }
        self.widths = widths
        self.starts = starts
        totalWidth = total
    }

    /// How far the content can scroll to the leading edge.
    var maximumScroll: Int { max(0, totalWidth - visibleWidth) }

    /// The scroll that shows the next column's start (`forward`) or the previous one's from
    /// `scroll`, held within what can scroll.
    func scroll(from scroll: Int, forward: Bool) -> Int {
        let target: Int
        if forward {
            target = starts.first { $0 > scroll } ?? maximumScroll
        } else {
            target = starts.last { $0 < scroll } ?? 0
        }
        return max(0, min(target, maximumScroll))
    }

    /// The column drawn at `x`, counted from the content's leading edge before scrolling.
    func column(at x: Int) -> Int? {
        widths.indices.first { starts[$0] <= x && x < starts[$0] + widths[$0] }
    }
}
