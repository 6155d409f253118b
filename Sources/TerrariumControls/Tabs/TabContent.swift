import TerrariumCore
import TerrariumTerminal

/// The tabs of a tab view, of which only the selected one is placed, drawn and hit.
struct TabContent<Content: View>: View, PrimitiveView {
    let owner: TabViewRenderer
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { TabContentRenderer() }
        owner.contentNode = node
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Lays out and draws the selected tab in the whole area; the others keep their nodes, and so
/// their state, without being placed.
final class TabContentRenderer: NodeRenderer {
    /// The element of the selected tab.
    weak var selected: ViewNode?

    /// It draws so that a change of tab redraws the whole area.
    var drawsContent: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let inner = selected?.sizeThatFits(proposal) ?? .zero
        return Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard let selected else { return }
        let size = selected.sizeThatFits(proposal)
        selected.place(
            in: Rect(
                origin: frame.origin,
                size: Size(width: min(size.width, frame.width), height: min(size.height, frame.height))),
            proposal: proposal)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        selected?.draw(in: context.clipped(to: node.frame))
    }

    func hitTestOrder(_ node: ViewNode) -> [ViewNode] { selected.map { [$0] } ?? [] }
}
