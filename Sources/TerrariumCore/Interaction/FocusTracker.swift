import TerrariumTerminal

/// Which node has keyboard focus, and how focus moves: to a requested view, by Tab and Shift+Tab
/// through the focus order, by arrow keys within a focus section, and to a neighbour when the
/// focused view leaves.
@MainActor
package final class FocusTracker {
    private unowned let graph: ViewGraph
    /// The node with keyboard focus.
    // Unchecked for exclusivity: every node removed asks whether it had focus, and no access
    // overlaps another.
    @exclusivity(unchecked) package private(set) weak var focusedNode: ViewNode?
    /// Where the focused node stood in focus order, so a neighbour can take over when it leaves.
    private var lastFocusIndex: Int?
    /// Whether the focused node left the tree and a neighbour must take focus.
    private(set) var needsRepair = false
    /// Where focus was before it went into a popup that returns it (a menu, a prompt); focus
    /// goes back there when the popup leaves.
    private weak var returnTarget: ViewNode?
    /// The node focused before the focused one, for a popup opened from a view that only opens it.
    private weak var priorFocus: ViewNode?
    /// Whether nodes are being removed because a lazy container scrolled them away, which must
    /// not hand their focus to whatever row takes their place.
    package var isRecyclingLazyRows = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The focusable nodes in reading order: by row, then column, then tree order, with each
    /// focus section visited whole.
    package func order() -> [ViewNode] {
        guard let root = graph.layers.topModal ?? graph.root else { return [] }
        return order(in: root)
    }

    /// Moves focus to `node` or the control inside it (nil clears it), telling the nodes around
    /// the old and new focus so they redraw and update their bindings.
    package func move(to requested: ViewNode?) {
        // A request for something that cannot take focus leaves focus where it is.
        if let requested, requested.focusTarget == nil { return }
        let node = requested?.focusTarget
        guard focusedNode !== node else { return }
        let previous = focusedNode
        if let previous { previous.renderer?.focusDidChange(previous, isFocused: false) }
        if let node { node.renderer?.focusDidChange(node, isFocused: true) }
        let before = Set((previous.map { Array(sequence(first: $0) { $0.parent }) } ?? []).map(ObjectIdentifier.init))
        if let popup = node.flatMap(FocusTracker.returningPopup(around:)) {
            // Entering a popup from outside it remembers where focus came from.
            // Coming from another such popup (a menu item that opens a prompt), focus goes back
            // where it was before the first.
            if let previous, !before.contains(ObjectIdentifier(popup)),
                FocusTracker.returningPopup(around: previous) == nil
            {
                let opener = sequence(first: previous) { $0.parent }.contains { $0.handlers?.opensPopup == true }
                if opener, let prior = priorFocus, prior.acceptsFocus, FocusTracker.returningPopup(around: prior) == nil
                {
                    returnTarget = prior
                } else {
                    returnTarget = previous
                }
            }
        } else if node != nil {
            returnTarget = nil
        }
        if previous != nil { priorFocus = previous }
        focusedNode = node
        needsRepair = false
        if let node { lastFocusIndex = order().firstIndex { $0 === node } }
        if let node { scrollIntoView(node) }
        let after = node.map { Array(sequence(first: $0) { $0.parent }) } ?? []
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        var seen: Set<ObjectIdentifier> = []
        for changed in (previous.map { Array(sequence(first: $0) { $0.parent }) } ?? []) + after {
            guard seen.insert(ObjectIdentifier(changed)).inserted else { continue }
            let within = afterIDs.contains(ObjectIdentifier(changed))
            guard within != before.contains(ObjectIdentifier(changed)) || changed === node || changed === previous
            else {
                continue
            }
            changed.setNeedsUpdate()
            for handler in changed.focusChangeHandlers { handler(within) }
        }
    }

    /// Scrolls the scroll views around `node` so that its frame is visible.
    private func scrollIntoView(_ node: ViewNode) {
        var ancestor = node.parent
        while let current = ancestor {
            current.renderer?.reveal(node.frame, node: current)
            ancestor = current.parent
        }
    }

    /// Moves focus forward (Tab) or backward (Shift+Tab), wrapping around.
    @discardableResult
    package func step(forward: Bool) -> Bool {
        let order = order()
        guard !order.isEmpty else { return false }
        guard let current = focusedNode, let index = order.firstIndex(where: { $0 === current }) else {
            enter(forward ? order.first : order.last, forward: forward)
            return true
        }
        enter(order[(index + (forward ? 1 : order.count - 1)) % order.count], forward: forward)
        return true
    }

    /// Moves focus as a widget's parts move, without wrapping: to the first or last focusable
    /// view, or to the next or previous one; returns whether focus stays in the tree.
    package func move(_ move: FocusMove) -> Bool {
        let order = order()
        guard !order.isEmpty else { return false }
        let index = focusedNode.flatMap { focused in order.firstIndex { $0 === focused } }
        let target: ViewNode?
        switch move {
        case .first: target = order.first
        case .last: target = order.last
        case .next: target = index.flatMap { $0 + 1 < order.count ? order[$0 + 1] : nil }
        case .previous: target = index.flatMap { $0 > 0 ? order[$0 - 1] : nil }
        }
        guard let target else { return false }
        enter(target, forward: move == .first || move == .next)
        return true
    }

    /// Focuses `node` from Tab or Shift+Tab: a hosted widget is entered at its first or last part.
    private func enter(_ node: ViewNode?, forward: Bool) {
        move(to: node)
        if let node, node.renderer?.focusEntered(node, forward: forward) == true { graph.damage.markDirty(node.frame) }
    }

    /// Gives focus to a neighbour when the focused node has left the tree or can no longer take
    /// it; returns whether focus moved.
    @discardableResult
    func repair() -> Bool {
        // Focus goes back where it was before a layer that left, unless something (the
        // dismiss action, `onDismiss`) has put it somewhere that can take it.
        if let target = takeLayerReturnTarget(), !(focusedNode?.acceptsFocus ?? false) {
            needsRepair = false
            move(to: target)
            return true
        }
        if let focused = focusedNode, focused.acceptsFocus { return false }
        guard focusedNode != nil || needsRepair else { return false }
        needsRepair = false
        if let target = returnTarget, target.acceptsFocus {
            returnTarget = nil
            move(to: target)
            return true
        }
        let order = order()
        guard !order.isEmpty else {
            focusedNode = nil
            return false
        }
        // The neighbour that took the departed node's place in reading order, else the one before.
        move(to: order[min(lastFocusIndex ?? 0, order.count - 1)])
        return true
    }

    /// Remembers where focus is as `layer` is presented, so it goes back there when the layer
    /// leaves, even if the layer's content takes focus itself.
    func layerWillAppear(_ layer: ViewNode) {
        guard !layerReturnTargets.contains(where: { $0.layer.node === layer }) else { return }
        layerReturnTargets.append((WeakNodeReference(node: layer), focusedNode.map { WeakNodeReference(node: $0) }))
    }

    /// Whether the top modal layer has appeared and focus has not been moved into it yet.
    var hasLayerToEnter: Bool {
        guard let layer = graph.layers.topModal else { return false }
        if let focused = focusedNode, focused.isInside(layer) { return false }
        return !enteredLayers.contains { $0.node === layer }
    }

    /// Moves focus into the top modal layer when it is elsewhere, once for each layer; returns
    /// whether focus moved.
    func enterTopLayer() -> Bool {
        // A layer is entered once, not on every frame, whether or not it has a view to focus.
        guard hasLayerToEnter, let layer = graph.layers.topModal else { return false }
        enteredLayers.removeAll { $0.node?.isAttached != true }
        enteredLayers.append(WeakNodeReference(node: layer))
        let previous = focusedNode
        // With nothing to type to inside, keys go to the layer's own handlers, not behind it.
        move(to: order(in: layer).first)
        return previous !== focusedNode
    }

    /// Where focus was as each layer appeared.
    private var layerReturnTargets: [(layer: WeakNodeReference, previous: WeakNodeReference?)] = []
    /// The layers focus has been moved into.
    private var enteredLayers: [WeakNodeReference] = []

    /// Where focus goes when a layer has left: where it was before that layer appeared.
    private func takeLayerReturnTarget() -> ViewNode? {
        var target: ViewNode?
        while let last = layerReturnTargets.last, last.layer.node?.isAttached != true {
            layerReturnTargets.removeLast()
            if let node = last.previous?.node, node.isAttached, node.acceptsFocus { target = node }
        }
        return target
    }

    /// The nearest node around `node` whose focus goes back where it came from when it leaves.
    private static func returningPopup(around node: ViewNode) -> ViewNode? {
        sequence(first: node) { $0.parent }.first { $0.handlers?.returnsFocus == true }
    }

    /// Forgets `node` if it had focus, telling the focus states bound above it.
    func nodeDetached(_ node: ViewNode) {
        guard focusedNode === node else { return }
        focusedNode = nil
        needsRepair = !isRecyclingLazyRows
        var ancestor: ViewNode? = node
        while let current = ancestor {
            for handler in current.focusChangeHandlers { handler(false) }
            ancestor = current.parent
        }
    }
}
