import TerrariumTerminal

/// The keyboard shortcuts in the tree, kept up to date as the nodes that declare them are
/// updated and removed, so a key press finds its button without walking the tree.
@MainActor
package final class ShortcutTable {
    /// The nodes declaring each key, in no particular order.
    private var nodesByKey: [KeyPress: [WeakNodeReference]] = [:]
    /// The key each node declares.
    private var keyByNode: [ObjectIdentifier: KeyPress] = [:]

    /// How many nodes declare a shortcut.
    package var count: Int { keyByNode.count }

    /// Records that `node` declares `shortcut` (nil: none), replacing what it declared before.
    func note(_ node: ViewNode, declares shortcut: KeyPress?) {
        let id = ObjectIdentifier(node)
        let previous = keyByNode[id]
        guard previous != shortcut else { return }
        if let previous { remove(id, from: previous) }
        keyByNode[id] = shortcut
        if let shortcut { nodesByKey[shortcut, default: []].append(WeakNodeReference(node: node)) }
    }

    /// Forgets `node`, which left the tree.
    func nodeDetached(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard let previous = keyByNode.removeValue(forKey: id) else { return }
        remove(id, from: previous)
    }

    private func remove(_ id: ObjectIdentifier, from key: KeyPress) {
        nodesByKey[key]?.removeAll { $0.node.map(ObjectIdentifier.init) == id || $0.node == nil }
        if nodesByKey[key]?.isEmpty == true { nodesByKey[key] = nil }
    }

    /// Runs the button whose shortcut is `press`, inside `layer` when given; returns whether there
    /// was an enabled one.
    ///
    /// When several views declare the same key, the first in the tree's order wins, as it would
    /// in a walk from the root.
    func activate(_ press: KeyPress, within layer: ViewNode? = nil) -> Bool {
        guard press.phase != .up else { return false }
        let key = KeyPress(press.key, modifiers: press.modifiers)
        guard let entries = nodesByKey[key] else { return false }
        // Under a modal layer only the layer's own shortcuts work.
        // A button not shown (a tab or a navigation level behind) has no shortcut now.
        let nodes = entries.compactMap(\.node).filter {
            $0.isAttached && !$0.isHidden && (layer.map($0.isInside) ?? true)
        }
        let ordered = nodes.count > 1 ? nodes.sorted { $0.treePath.lexicographicallyPrecedes($1.treePath) } : nodes
        for node in ordered {
            guard let control = node.shortcutControl else { continue }
            return control.activate()
        }
        return false
    }

    /// Every node that declares a shortcut, with its key.
    var entries: [(node: ViewNode, shortcut: KeyPress)] {
        nodesByKey.flatMap { key, references in
            references.compactMap { reference in reference.node.map { (node: $0, shortcut: key) } }
        }
    }
}

extension ViewNode {
    /// The indices of the node and its ancestors among their siblings, from the root down: the
    /// node's place in a depth-first walk.
    fileprivate var treePath: [Int] {
        var path: [Int] = []
        var node = self
        while let parent = node.parent {
            path.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return path.reversed()
    }
}
