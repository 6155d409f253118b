import TerrariumTerminal

/// The sizes a node answered since its last change, by proposal.
///
/// Most nodes are asked one proposal between changes: the first answer is kept in place, and a
/// table of the others is made only when a second proposal comes. A screenful of rows made
/// after a sort would otherwise allocate a table for each of its nodes.
struct SizeCache {
    private var first: (proposal: ProposedViewSize, size: Size)?
    private var others: [ProposedViewSize: Size] = [:]

    /// Whether no size is kept.
    var isEmpty: Bool { first == nil }

    /// The size answered for `proposal`, if kept.
    subscript(proposal: ProposedViewSize) -> Size? {
        if let first, first.proposal == proposal { return first.size }
        return others.isEmpty ? nil : others[proposal]
    }

    /// Keeps `size` as the answer for `proposal`.
    mutating func keep(_ size: Size, for proposal: ProposedViewSize) {
        if let first, first.proposal != proposal {
            others[proposal] = size
        } else {
            first = (proposal, size)
        }
    }

    /// Forgets every size.
    mutating func removeAll() {
        first = nil
        if !others.isEmpty { others = [:] }
    }
}
