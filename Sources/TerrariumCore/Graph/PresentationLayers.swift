import TerrariumTerminal

/// What a node presented above the rest of the tree asks of the graph: a sheet, an alert, a
/// menu or a popover.
///
/// The layer's node stays where its presenter put it in the tree, so it sees the presenter's
/// environment and keeps its state, but it is drawn after the whole tree, hit first, and, when
/// modal, keeps keys, clicks and focus to itself.
@MainActor
package final class PresentationLayer {
    /// Whether keys, clicks and Tab stay inside the layer while it is the top one.
    package let isModal: Bool
    /// Whether the rest of the screen is dimmed under the layer.
    package let dimsBackground: Bool
    /// Run when a press lands outside the layer (a popover or a menu closes); nil ignores it.
    package var outsidePress: (@MainActor () -> Void)?

    package init(isModal: Bool, dimsBackground: Bool, outsidePress: (@MainActor () -> Void)? = nil) {
        self.isModal = isModal
        self.dimsBackground = dimsBackground
        self.outsidePress = outsidePress
    }
}

/// The layers presented in a graph, the last on top.
@MainActor
package final class PresentationLayers {
    private var references: [WeakNodeReference] = []
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    /// The layers' nodes in the order they were presented.
    package var nodes: [ViewNode] { references.compactMap(\.node).filter(\.isAttached) }

    /// The top layer that keeps input to itself, if any.
    package var topModal: ViewNode? { nodes.last { $0.layer?.isModal == true } }

    /// Puts `node`, whose ``ViewNode/layer`` is set, above the others.
    package func present(_ node: ViewNode) {
        guard !references.contains(where: { $0.node === node }) else { return }
        graph.focus.layerWillAppear(node)
        references.append(WeakNodeReference(node: node))
        // The backdrop changes every cell.
        graph.damage.redrawEverything()
    }

    /// Takes `node` out of the layers.
    func withdraw(_ node: ViewNode) {
        let count = references.count
        references.removeAll { $0.node === node || $0.node == nil }
        if references.count != count { graph.damage.redrawEverything() }
    }

    /// Draws each layer over what is drawn, dimming what is under a layer that asks for it.
    func draw(in context: GraphicsContext) {
        for node in nodes {
            if node.layer?.dimsBackground == true {
                context.restyle { style in
                    style.attributes.insert(.dim)
                    style.attributes.remove(.bold)
                }
            }
            node.draw(in: context)
        }
    }
}

extension ViewNode {
    /// Whether the node is inside `ancestor`'s subtree (or is it).
    package func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// The next node up that input goes on to: the parent, except above a modal layer, whose
    /// keys and clicks do not reach the view that presented it.
    package var inputParent: ViewNode? { layer?.isModal == true ? nil : parent }
}
