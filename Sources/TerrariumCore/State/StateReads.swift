/// How a node read a `@State` value, and so what a change to the value redoes for it.
///
/// Ordered from least to most work: a node that read a value in several ways gets the most.
package enum StateReadKind: UInt8, Comparable {
    /// Read by a renderer that promised a change only alters what it draws, such as a list
    /// reading which rows its selection marks: the renderer is told (``NodeDrawing/displayedStateChanged(_:)``).
    case display
    /// Read while the node was measured, placed or drawn: the node is updated, measured, placed
    /// and drawn again, as a closure it ran then may have made something else of it.
    case frame
    /// Read while the node's body, modifier or widget update ran: the node is evaluated again.
    case evaluation

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which node is reading state now, so that a `@State` value knows who depends on it.
///
/// SwiftUI's rule: a view depends on the state its body reads, not on the state it owns. A view
/// that only passes `$selection` to a `List` is not evaluated again when the list moves its
/// selection; the list, which read the value, is.
@MainActor
package enum StateReading {
    // Unchecked for exclusivity, as are the hottest properties of `ViewNode`: every node's
    // sizing, placing and drawing saves and restores both, on the main actor alone, and the
    // runtime's check cost more than the work.

    /// The node whose work is running, nil outside the graph's work (an action, a task).
    @exclusivity(unchecked) package private(set) static var reader: ViewNode?
    /// How ``reader`` reads.
    @exclusivity(unchecked) package private(set) static var kind = StateReadKind.evaluation

    /// Runs `body` with reads of state counted as `node`'s, in the given way.
    @inline(__always)
    package static func reading<Result>(
        as node: ViewNode?, _ kind: StateReadKind, _ body: () throws -> Result
    ) rethrows -> Result {
        let previous = (reader, self.kind)
        reader = node
        self.kind = kind
        defer { (reader, self.kind) = previous }
        return try body()
    }

    /// Runs `body` without counting its reads: a binding's snapshot is not a dependency.
    @inline(__always)
    package static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        try reading(as: nil, .evaluation, body)
    }
}

/// The nodes that read one `@State` value since it last changed, each with how it read.
@MainActor
struct StateReaders {
    private struct Entry {
        weak var node: ViewNode?
        /// The node's evaluation that read the value; an evaluation since then that did not read
        /// it ended the dependency.
        var evaluation: Int?
        /// The strongest read made while measuring, placing or drawing, which lasts until the
        /// node draws again.
        var drawing: StateReadKind?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The count at which entries of nodes gone from the tree are dropped: rows scrolled through
    /// that read a value never written would otherwise pile up without end.
    private var pruneAt = 64
    /// The last node recorded and how, so that a body reading a value many times costs one lookup.
    private weak var last: ViewNode?
    private var lastKind = StateReadKind.display
    private var lastEvaluation = 0

    /// Counts a read by the node reading now, if any.
    mutating func recordRead() {
        guard let node = StateReading.reader else { return }
        let kind = StateReading.kind
        let evaluation = node.stateReadEvaluation
        if last === node, lastKind == kind, lastEvaluation == evaluation { return }
        let key = ObjectIdentifier(node)
        var entry = entries[key].flatMap { $0.node === node ? $0 : nil } ?? Entry(node: node)
        if kind == .evaluation {
            entry.evaluation = evaluation
        } else {
            entry.drawing = max(entry.drawing ?? kind, kind)
        }
        entries[key] = entry
        (last, lastKind, lastEvaluation) = (node, kind, evaluation)
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.node?.isAttached == true }
            pruneAt = max(64, entries.count * 2)
        }
    }

    /// How many nodes are recorded as readers.
    var count: Int { entries.count }

    /// Forgets the readers, handing back each that still depends on the value and how: each
    /// records its read again when it reads again.
    ///
    /// Callers tell them of the change after this returns, as telling one may read the value again.
    mutating func take() -> [(node: ViewNode, kind: StateReadKind)] {
        guard !entries.isEmpty else { return [] }
        var readers: [(node: ViewNode, kind: StateReadKind)] = []
        for entry in entries.values {
            guard let node = entry.node else { continue }
            let evaluates = entry.evaluation == node.stateReadEvaluation
            switch (evaluates, entry.drawing) {
            case (_, .frame?): readers.append((node, .frame))
            case (true, .display?): readers += [(node, .evaluation), (node, .display)]
            case (true, _): readers.append((node, .evaluation))
            case (false, .display?): readers.append((node, .display))
            case (false, _): break
            }
        }
        entries.removeAll(keepingCapacity: true)
        last = nil
        return readers
    }
}

extension ViewNode {
    /// A `@State` value this node read changed: redoes what the read says.
    func readStateChanged(_ kind: StateReadKind, transaction: Transaction?) {
        guard isAttached else { return }
        switch kind {
        case .evaluation:
            setNeedsUpdate(transaction: transaction)
        case .frame:
            setNeedsUpdate(transaction: transaction)
            contentDidChange()
            graph.damage.markDirty(frame)
        case .display:
            if let renderer {
                renderer.displayedStateChanged(self)
            } else {
                contentDidChange()
            }
            graph.onNeedsUpdate?()
        }
    }
}
