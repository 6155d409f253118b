import TerrariumTerminal

extension ViewNode {
    /// Whether the node is an enabled control that takes focus by itself.
    private var isFocusableControl: Bool {
        renderer?.takesFocus(self) ?? false
    }

    /// Whether the node can take keyboard focus: an enabled control, or a `focusable()` view
    /// with no control inside (a control inside takes the focus itself).
    package var acceptsFocus: Bool {
        // Cheap checks first: focus order asks this of every node in the tree.
        guard isAttached, isFocusableControl || isFocusable else { return false }
        guard environment.isEnabled, environment.isFocusEnabled, !isHidden else { return false }
        return isFocusableControl || !subtree().dropFirst().contains { $0.isFocusableControl }
    }

    /// Whether the node is inside a `hidden()` view (or a tab or navigation level not shown).
    package var isHidden: Bool {
        sequence(first: self) { $0.parent }.contains { $0.renderer?.hitTesting == .hidden }
    }

    /// Whether the node, or a node inside it, has keyboard focus.
    package var isFocusedNode: Bool {
        var node = graph.focus.focusedNode
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// The node that takes focus when this one is asked to: itself, or the control inside it.
    package var focusTarget: ViewNode? {
        subtree().first { $0.acceptsFocus }
    }

    /// The nodes of this subtree, parents before children, in child order.
    package func subtree() -> [ViewNode] {
        var result: [ViewNode] = []
        appendSubtree(to: &result)
        return result
    }

    /// Appends the nodes of this subtree to `nodes`, in ``subtree()``'s order, into one array.
    private func appendSubtree(to nodes: inout [ViewNode]) {
        nodes.append(self)
        for child in children { child.appendSubtree(to: &nodes) }
    }
}
