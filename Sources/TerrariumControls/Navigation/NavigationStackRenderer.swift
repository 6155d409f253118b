import TerrariumCore
import TerrariumTerminal

/// Places a stack's title bar on its first row, a rule under it, and its top level below; the
/// levels under the top are not laid out.
final class NavigationStackRenderer: NodeRenderer {
    let model = NavigationStackModel()

    /// The rows the bar and its rule take in a frame `height` rows high: a stack too short for
    /// its content under both drops the rule.
    static func chromeHeight(for height: Int) -> Int {
        height >= 3 ? 2 : min(max(height, 0), 1)
    }

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
            width: proposal.width, height: proposal.height.map { $0 - Self.chromeHeight(for: $0) })
        let content = top?.sizeThatFits(contentProposal) ?? .zero
        let width = proposal.width ?? max(barSize.width, content.width)
        let height = proposal.height ?? (content.height + 2)
        return Size(width: max(0, width), height: max(0, height))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let (bar, top) = parts(node)
        let chrome = Self.chromeHeight(for: frame.height)
        if let bar {
            let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(chrome, 1))
            bar.place(in: barFrame, proposal: ProposedViewSize(barFrame.size))
        }
        if let top {
            let area = Rect(
                x: frame.minX, y: frame.minY + chrome, width: frame.width, height: max(0, frame.height - chrome))
            // The level takes the whole area and places its content at the top leading corner.
            top.place(in: area, proposal: ProposedViewSize(area.size))
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let (bar, top) = parts(node)
        bar?.draw(in: context)
        let frame = node.frame
        if Self.chromeHeight(for: frame.height) == 2, frame.width > 0 {
            let style = node.environment.resolvedTextStyle(.plain)
            context.subcontext(Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: 1))
                .draw(String(repeating: "─", count: frame.width), at: .zero, style: style)
        }
        top?.draw(in: context)
    }

    func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let (bar, top) = parts(node)
        return [bar, top].compactMap { $0 }
    }
}
