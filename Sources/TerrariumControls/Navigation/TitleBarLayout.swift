import TerrariumCore
import TerrariumTerminal

/// How a title bar sits over what it titles, in a stack and in a split view's column: the bar on
/// the first row, a rule under it, and the content below both.
@MainActor
enum TitleBarLayout {
    /// The rows the bar and its rule take in a frame `height` rows high: a frame too short for
    /// content under both drops the rule.
    static func chromeHeight(for height: Int) -> Int {
        height >= 3 ? 2 : min(max(height, 0), 1)
    }

    /// Places `bar` over `content` in `frame`; without a bar the content takes the whole frame.
    static func place(bar: ViewNode?, content: ViewNode?, in frame: Rect) {
        let chrome = bar == nil ? 0 : chromeHeight(for: frame.height)
        if let bar {
            let barFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(chrome, 1))
            bar.place(in: barFrame, proposal: ProposedViewSize(barFrame.size))
        }
        if let content {
            let area = Rect(
                x: frame.minX, y: frame.minY + chrome, width: frame.width, height: max(0, frame.height - chrome))
            // The content takes the whole area and places its own at the top leading corner.
            content.place(in: area, proposal: ProposedViewSize(area.size))
        }
    }

    /// Draws `bar`, the rule under it and `content`, placed in `node`'s frame.
    static func draw(bar: ViewNode?, content: ViewNode?, of node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        if let bar {
            bar.draw(in: context)
            if chromeHeight(for: frame.height) == 2, frame.width > 0 {
                let style = node.environment.resolvedTextStyle(.plain)
                context.subcontext(Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: 1))
                    .draw(
                        String(repeating: "─", count: max(0, min(frame.width, context.clip.maxX - frame.minX))),
                        at: .zero, style: style)
            }
        }
        content?.draw(in: context)
    }
}
