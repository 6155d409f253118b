/// How a child is recognised between evaluations: its position in the builder, or its explicit id.
package enum ChildKey: Hashable {
    case position(Int)
    case id(AnyHashable)
    /// A row of a lazy container: the part of its content (a `ForEach` or a single view) and the
    /// element's id within it.
    case row(segment: Int, id: AnyHashable)
}

extension ChildKey {
    /// The key's hash when it holds an id; nil for a position.
    ///
    /// An id is boxed: comparing two boxed ids costs more than hashing one, so ids are told apart
    /// by their hashes first. A position compares faster than it hashes.
    var idHash: Int? {
        if case .position = self { return nil }
        return hashValue
    }
}

extension ViewNode {
    /// Whether the node's key is `key`, whose ``ChildKey/idHash`` is `hash`.
    @inline(__always)
    func hasKey(_ key: ChildKey, hash: Int?) -> Bool {
        if let hash, keyHash != hash { return false }
        return self.key == key
    }
}

/// Matches the child views of one evaluation to the nodes of the previous one: same key and same
/// type means the same node (state kept); anything else is a new node, and unmatched nodes leave.
///
/// Children usually come back in the order they had, so they are first matched by position,
/// comparing keys, passing over a few previous children that are gone (the rows a lazy stack
/// scrolled past); the previous children are indexed by key only when a key is not found that
/// way. Rebuilding a screenful of rows that did not move, or moved by a row, costs a comparison
/// per row.
@MainActor
package struct ChildReconciler {
    private let node: ViewNode
    private let environment: EnvironmentValues
    private let previous: [ViewNode]
    /// The previous children not taken in order, by their key's hash.
    ///
    /// Several share a hash when an id was repeated, matched in order, or when two keys' hashes
    /// collide. By hash rather than by key: a dictionary compares its keys at every occupied
    /// slot it probes, and two boxed ids compare slowly. Nil while every child so far matched
    /// its predecessor in place.
    private var old: [Int: [ViewNode]]?
    /// The keys taken since leaving matching in place, by hash, to notice a repeated id.
    private var seen: [Int: [ChildKey]] = [:]
    private var repeatedID = false
    private var position = 0
    /// The first previous child not yet matched or passed over in place.
    private var cursor = 0
    /// The previous children passed over in place, left unless a later key names them.
    private var passed: [ViewNode] = []
    /// The new children added after the previous ones without indexing them.
    private var appendedInPlace = 0
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
        if old == nil, node.childKeysAreUnique {
            let hash = key.idHash
            if let candidate = takeInPlace(key, hash: hash, type: V.self) {
                candidate.receive(view, environment: environment)
                children.append(candidate)
                return
            }
            if isNewAtTheEnd(key, hash: hash) {
                make(view, key: key)
                return
            }
        }
        if old == nil { indexRemainingChildren() }
        let hash = key.hashValue
        if !insertSeen(key, hash: hash) {
            switch key {
            case .id(let id), .row(_, let id):
                repeatedID = true
                node.graph.report(
                    "the id \(id) is used by more than one view in \(node.typeName); each gets its own state")
            case .position:
                break
            }
        }
        let existing = takeIndexed(key, hash: hash)
        if let existing, existing.viewType == V.self {
            existing.receive(view, environment: environment)
            children.append(existing)
        } else {
            // A view of another type under the same key replaces the node: the old one leaves.
            existing?.detach()
            make(view, key: key)
        }
    }

    /// Takes the first previous child with `key` out of the index.
    private mutating func takeIndexed(_ key: ChildKey, hash: Int) -> ViewNode? {
        guard let candidates = old?[hash] else { return nil }
        for (index, candidate) in candidates.enumerated() where candidate.key == key {
            old?[hash]?.remove(at: index)
            return candidate
        }
        return nil
    }

    /// Records `key` as taken; false when it was taken already.
    private mutating func insertSeen(_ key: ChildKey, hash: Int) -> Bool {
        if let keys = seen[hash], keys.contains(key) { return false }
        seen[hash, default: []].append(key)
        return true
    }

    /// Adds a new node for `view`.
    private mutating func make<V: View>(_ view: V, key: ChildKey) {
        let child = ViewNode(graph: node.graph, parent: node, key: key, view: view, environment: environment)
        children.append(child)
        node.graph.nodeAttached(child)
        // Evaluated once the nodes that leave are gone, so a widget that holds an exclusive
        // resource (a pty, a lock) is dismantled before its replacement is made.
        made.append(child)
    }

    /// Whether `key` is new and comes after every previous child.
    ///
    /// Once every previous child was matched or passed over in place, a key that names none of
    /// them nor a child already taken is new: a row a lazy stack scrolled into view is then made
    /// without indexing the others. Checked one by one for a few keys, then by index.
    private mutating func isNewAtTheEnd(_ key: ChildKey, hash: Int?) -> Bool {
        guard cursor == previous.count, appendedInPlace < Self.lookahead else { return false }
        // Loops rather than closures, here and in `keep`: in main-actor code each call of a
        // closure checks that it runs on the main actor, and these run for every row made.
        for child in passed where child.hasKey(key, hash: hash) { return false }
        for child in children where child.hasKey(key, hash: hash) { return false }
        appendedInPlace += 1
        return true
    }

    /// Keeps `child`, one of the previous children, as the next one without giving it a new view:
    /// a lazy stack's row built from content that has not changed since.
    package mutating func keep(_ child: ViewNode) {
        position += 1
        var found: Int?
        if old == nil, node.childKeysAreUnique {
            for index in cursor..<min(previous.count, cursor + Self.lookahead + 1) where previous[index] === child {
                found = index
                break
            }
        }
        if let index = found {
            passed += previous[cursor..<index]
            cursor = index + 1
            children.append(child)
            return
        }
        if old == nil { indexRemainingChildren() }
        _ = insertSeen(child.key, hash: child.keyHash)
        if let index = old?[child.keyHash]?.firstIndex(where: { $0 === child }) {
            old?[child.keyHash]?.remove(at: index)
        }
        children.append(child)
    }

    /// How many previous children matching in place may pass over to find a key.
    private static let lookahead = 4

    /// The previous child with `key` at the cursor or a few places after it, when it has `type`;
    /// the children before it are passed over.
    private mutating func takeInPlace(_ key: ChildKey, hash: Int?, type: Any.Type) -> ViewNode? {
        for index in cursor..<min(previous.count, cursor + Self.lookahead + 1)
        where previous[index].hasKey(key, hash: hash) {
            guard previous[index].viewType == type else { return nil }
            passed += previous[cursor..<index]
            cursor = index + 1
            return previous[index]
        }
        return nil
    }

    /// Leaves matching by position: the children not yet taken are indexed by key, and those
    /// taken are remembered so a repeated id is noticed.
    private mutating func indexRemainingChildren() {
        var index: [Int: [ViewNode]] = [:]
        for child in passed + previous[cursor...] { index[child.keyHash, default: []].append(child) }
        old = index
        for child in children { _ = insertSeen(child.key, hash: child.keyHash) }
    }

    /// Removes the children that were not seen again.
    package mutating func finish() {
        if let old {
            for (_, leftovers) in old {
                for leftover in leftovers { leftover.detach() }
            }
            node.childKeysAreUnique = !repeatedID
        } else {
            for leftover in passed + previous[cursor...] { leftover.detach() }
        }
        let changed = children.count != previous.count || zip(children, previous).contains { $0 !== $1 }
        node.children = children
        for child in made { child.evaluate() }
        if changed { node.invalidateLayout() }
    }
}
