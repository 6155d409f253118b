import TerrariumTerminal

/// A layout that places its subviews side by side, left to right: the layout behind `HStack`.
///
/// Space is shared out the way SwiftUI does it: subviews with a higher `layoutPriority` are
/// served first, and within a priority the least flexible subviews are served first, so text
/// that fits is never squeezed to make room for a view that could have grown anyway.
public struct HStackLayout: Layout, AxisStackLayout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The columns between adjacent subviews, or `nil` for the default.
    ///
    /// The default is one column, except next to a `Spacer`, which provides its own space.
    public var spacing: Int?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Lined up left to right.
    package static var axis: StackAxis { .horizontal }
    /// One column between subviews when no spacing is given.
    package static var defaultSpacing: Int { 1 }
}

/// The axis a stack lines its subviews up along.
package enum StackAxis {
    /// Left to right, as in `HStack`.
    case horizontal
    /// Top to bottom, as in `VStack`.
    case vertical

    /// The extent of `size` along the axis.
    func along(_ size: Size) -> Int {
        self == .horizontal ? size.width : size.height
    }

    /// The extent of `size` across the axis.
    func across(_ size: Size) -> Int {
        self == .horizontal ? size.height : size.width
    }

    /// The proposed extent along the axis.
    func along(_ proposal: ProposedViewSize) -> Int? {
        self == .horizontal ? proposal.width : proposal.height
    }

    /// The proposed extent across the axis.
    func across(_ proposal: ProposedViewSize) -> Int? {
        self == .horizontal ? proposal.height : proposal.width
    }

    /// A proposal from its extents along and across the axis.
    func proposal(along: Int?, across: Int?) -> ProposedViewSize {
        self == .horizontal
            ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }

    /// A size from its extents along and across the axis.
    func size(along: Int, across: Int) -> Size {
        self == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// A point from its coordinates along and across the axis.
    func point(along: Int, across: Int) -> Point {
        self == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }
}

/// How a stack sizes each subview for one proposal.
struct StackPlan {
    /// What each subview is proposed, in order.
    var proposals: [ProposedViewSize]
    /// The size each subview answered for its proposal.
    var sizes: [Size]
    /// The space before each subview along the axis; the first is always zero.
    var gaps: [Int]
    /// The size of the whole stack.
    var size: Size
}

/// The stack algorithm, written once along an axis for `HStackLayout` and `VStackLayout`.
///
/// Every length it handles is kept within `0...ProposedViewSize.unbounded`, so sums of a few
/// of them cannot overflow however large the proposals or the subviews' answers.
@MainActor
struct StackAlgorithm {
    /// The axis the subviews are lined up along.
    var axis: StackAxis
    /// The explicit spacing between every pair of adjacent subviews, if any.
    var spacing: Int?
    /// The spacing between adjacent subviews when none is given, except next to a spacer.
    var defaultSpacing: Int

    /// Places each subview at its offset in the plan for `proposal`, starting at the leading edge
    /// of `bounds`; `alignCross` gives the offset of an extent within another across the axis.
    func placeSubviews(
        in bounds: Rect,
        proposal: ProposedViewSize,
        subviews: LayoutSubviews,
        alignCross: (_ extent: Int, _ available: Int) -> Int
    ) {
        let plan = plan(for: proposal, subviews: subviews)
        let crossExtent = axis.across(plan.size)
        var along = 0
        for index in subviews.indices {
            along = sum(along, plan.gaps[index])
            let size = plan.sizes[index]
            let offset = axis.point(along: along, across: alignCross(axis.across(size), crossExtent))
            subviews[index].place(
                at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                proposal: plan.proposals[index]
            )
            along = sum(along, clamp(axis.along(size)))
        }
    }

    /// How the subviews are sized for `proposal`.
    ///
    /// Placement works the plan out again rather than keeping it in a cache, so it always
    /// matches the subviews as they are when placed.
    func plan(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> StackPlan {
        let count = subviews.count
        var gaps = [Int](repeating: 0, count: count)
        for index in subviews.indices.dropFirst() {
            gaps[index] = gap(between: subviews[index - 1], and: subviews[index])
        }
        let totalSpacing = gaps.reduce(0, sum)
        let across = axis.across(proposal).map(clamp)

        var proposals = [ProposedViewSize](repeating: axis.proposal(along: nil, across: across), count: count)
        var sizes = [Size](repeating: .zero, count: count)
        if let along = axis.along(proposal) {
            let available = max(0, clamp(along) - totalSpacing)
            share(available, across: across, subviews: subviews, proposals: &proposals, sizes: &sizes)
        } else {
            // Without a length to share, every subview takes its ideal length.
            for index in subviews.indices {
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
            }
        }

        let length = sizes.reduce(totalSpacing) { sum($0, clamp(axis.along($1))) }
        let thickness = sizes.reduce(0) { max($0, clamp(axis.across($1))) }
        return StackPlan(
            proposals: proposals,
            sizes: sizes,
            gaps: gaps,
            size: axis.size(along: length, across: thickness)
        )
    }

    /// Shares `available` along the axis: priority groups from the highest, each leaving room for
    /// the minimum lengths of the groups after it, and within a group the least flexible first,
    /// each offered its ideal length when the whole group's fits, else an equal share of what its
    /// group has left.
    private func share(
        _ available: Int,
        across: Int?,
        subviews: LayoutSubviews,
        proposals: inout [ProposedViewSize],
        sizes: inout [Size]
    ) {
        // A lone subview is simply offered everything, so it need not be measured first.
        let measures = subviews.count > 1
        let smallest = axis.proposal(along: 0, across: across)
        let largest = axis.proposal(along: ProposedViewSize.unbounded, across: across)
        let minimums = subviews.map { measures ? clamp(axis.along($0.sizeThatFits(smallest))) : 0 }
        let flexibilities = subviews.indices.map { index in
            measures ? max(0, clamp(axis.along(subviews[index].sizeThatFits(largest))) - minimums[index]) : 0
        }
        // NaN would break the ordering, so it counts as the default priority.
        let priorities = subviews.map { $0.priority.isNaN ? 0 : $0.priority }
        let order = subviews.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            return a < b
        }

        // The minimum lengths of the subviews after each position in `order`.
        var minimumsAfter = [Int](repeating: 0, count: order.count + 1)
        for position in order.indices.reversed() {
            minimumsAfter[position] = sum(minimumsAfter[position + 1], minimums[order[position]])
        }

        var remaining = available
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && priorities[order[end]] == priorities[order[start]] { end += 1 }
            var groupRemaining = max(0, remaining - minimumsAfter[end])
            // What the group needs from each position on, to offer ideal lengths when they fit.
            var needsFrom = [Int](repeating: 0, count: end - start + 1)
            // A spacer needs only its minimum: it takes what the others leave, so it must not
            // keep them from their ideal lengths (`HStack { Spacer(); Button… }`).
            for position in (start..<end).reversed() {
                let index = order[position]
                let need = subviews[index].isSpacer ? minimums[index] : sum(minimums[index], flexibilities[index])
                needsFrom[position - start] = sum(needsFrom[position - start + 1], need)
            }
            // Spacers share only what the others leave, so they are not counted in a share.
            var sharersFrom = [Int](repeating: 0, count: end - start + 1)
            for position in (start..<end).reversed() {
                let isSpacer = subviews[order[position]].isSpacer
                sharersFrom[position - start] = sharersFrom[position - start + 1] + (isSpacer ? 0 : 1)
            }
            for position in start..<end {
                let index = order[position]
                let sharers = subviews[index].isSpacer ? end - position : sharersFrom[position - start]
                // When what the rest of the group needs fits, each is offered exactly that: an
                // equal share could be a column short for a view a little less flexible than
                // the others.
                let offer =
                    measures && !subviews[index].isSpacer && needsFrom[position - start] <= groupRemaining
                    ? sum(minimums[index], flexibilities[index]) : groupRemaining / max(1, sharers)
                proposals[index] = axis.proposal(along: offer, across: across)
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
                let taken = clamp(axis.along(sizes[index]))
                groupRemaining = max(0, groupRemaining - taken)
                remaining = max(0, remaining - taken)
            }
            start = end
        }
    }

    private func gap(between leading: LayoutSubview, and trailing: LayoutSubview) -> Int {
        if let spacing { return clamp(spacing) }
        return leading.isSpacer || trailing.isSpacer ? 0 : defaultSpacing
    }
}

/// `length` within `0...ProposedViewSize.unbounded`.
private func clamp(_ length: Int) -> Int {
    min(max(0, length), ProposedViewSize.unbounded)
}

/// The sum of two clamped lengths, clamped; it cannot overflow as both are far below `Int.max / 2`.
private func sum(_ a: Int, _ b: Int) -> Int {
    clamp(a + b)
}
