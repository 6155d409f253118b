import TerrariumCore
import TerrariumTerminal

/// Places a stack's title bar on its first row, a rule under it, and its top level below; the
/// levels under the top are not laid out.
final class NavigationStackRenderer: NodeRenderer {
    let model = NavigationStackModel()

    private func parts(_ node: ViewNode) -> (bar: ViewNode?, top: ViewNode?) {
        let children = node.layoutChildren
        let bar = children.last { $0.renderer is NavigationBarRenderer }
        let top = children.last { ($0.renderer as? NavigationLevelRenderer)?.isVisible == true }
        return (bar, top)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let (bar, top) = parts(node)
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let barSize = bar?.sizeThatFits(ProposedViewSize(width: proposal.width, height: 1)) ?? .zero
        let contentProposal = ProposedViewSize(
            width: proposal.width, height: proposal.height.map { $0 - TitleBarLayout.chromeHeight(for: $0) })
        let content = top?.sizeThatFits(contentProposal) ?? .zero
        let width = proposal.width ?? max(barSize.width, content.width)
        let height = proposal.height ?? (content.height + 2)
        return Size(width: max(0, width), height: max(0, height))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let (bar, top) = parts(node)
        TitleBarLayout.place(bar: bar, content: top, in: frame)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let (bar, top) = parts(node)
        TitleBarLayout.draw(bar: bar, content: top, of: node, in: context)
    }

    func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let (bar, top) = parts(node)
        return [bar, top].compactMap { $0 }
    }
}
