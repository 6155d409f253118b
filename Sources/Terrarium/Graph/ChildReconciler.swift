/// How a child is recognised between evaluations: its position in the builder, or its explicit id.
package enum ChildKey: Hashable {
    case position(Int)
    case id(AnyHashable)
    /// A row of a lazy container: the part of its content (a `ForEach` or a single view) and the
    /// element's id within it.
    case row(segment: Int, id: AnyHashable)
}

/// Matches the child views of one evaluation to the nodes of the previous one: same key and same
/// type means the same node (state kept); anything else is a new node, and unmatched nodes leave.
///
/// Children usually come back in the order they had, so they are first matched by position,
/// comparing keys; the previous children are indexed by key only from the first mismatch on.
/// Rebuilding a screenful of rows that did not move costs a comparison per row.
@MainActor
package struct ChildReconciler {
    private let node: ViewNode
    private let environment: EnvironmentValues
    private let previous: [ViewNode]
    /// The previous children not taken in order, by key.
    ///
    /// Several share a key when an id was repeated, matched in order. Nil while every child so
    /// far matched its predecessor in place.
    private var old: [ChildKey: [ViewNode]]?
    private var seen: Set<ChildKey> = []
    private var repeatedID = false
    private var position = 0
    private var children: [ViewNode] = []
    /// The nodes made in this reconciliation, evaluated when it finishes.
    private var made: [ViewNode] = []

    package init(_ node: ViewNode, environment: EnvironmentValues? = nil) {
        self.node = node
        // A derived environment keeps the previous one's versions for unchanged values.
        self.environment = environment?.stabilized(against: node.children.first?.environment) ?? node.environment
        previous = node.children
        children.reserveCapacity(previous.count)
    }

    /// The next child view, recognised by `id` when given, else by its position.
    package mutating func next<V: View>(_ view: V, id: AnyHashable? = nil) {
        next(view, key: id.map(ChildKey.id) ?? .position(position))
    }

    /// The next row of a lazy container, recognised by its segment and its element's id.
    package mutating func next<V: View>(_ view: V, segment: Int, id: AnyHashable) {
        next(view, key: .row(segment: segment, id: id))
    }

    private mutating func next<V: View>(_ view: V, key: ChildKey) {
        position += 1
        // In place: the previous children had distinct keys, so these, equal to them, do too.
        if old == nil, node.childKeysAreUnique, children.count < previous.count {
            let candidate = previous[children.count]
            if candidate.key == key, candidate.viewType == V.self {
                candidate.receive(view, environment: environment)
                children.append(candidate)
                return
            }
        }
        if old == nil { indexRemainingChildren() }
        if !seen.insert(key).inserted {
            switch key {
            case .id(let id), .row(_, let id):
                repeatedID = true
                node.graph.report(
                    "the id \(id) is used by more than one view in \(node.typeName); each gets its own state")
            case .position:
                break
            }
        }
        if let existing = old?[key]?.first, existing.viewType == V.self {
            old?[key]?.removeFirst()
            existing.receive(view, environment: environment)
            children.append(existing)
        } else {
            if let replaced = old?[key]?.first {
                old?[key]?.removeFirst()
                replaced.detach()
            }
            let child = ViewNode(graph: node.graph, parent: node, key: key, view: view, environment: environment)
            children.append(child)
            node.graph.nodeAttached(child)
            // Evaluated once the nodes that leave are gone, so a widget that holds an exclusive
            // resource (a pty, a lock) is dismantled before its replacement is made.
            made.append(child)
        }
    }

    /// Leaves matching by position: the children not yet taken are indexed by key, and those
    /// taken are remembered so a repeated id is noticed.
    private mutating func indexRemainingChildren() {
        var index: [ChildKey: [ViewNode]] = [:]
        for child in previous[children.count...] { index[child.key, default: []].append(child) }
        old = index
        for child in children { seen.insert(child.key) }
    }

    /// Removes the children that were not seen again.
    package mutating func finish() {
        if let old {
            for (_, leftovers) in old {
                for leftover in leftovers { leftover.detach() }
            }
            node.childKeysAreUnique = !repeatedID
        } else {
            for leftover in previous[children.count...] { leftover.detach() }
        }
        let changed = children.count != previous.count || zip(children, previous).contains { $0 !== $1 }
        node.children = children
        for child in made { child.evaluate() }
        if changed { node.invalidateLayout() }
    }
}
