import TerrariumCore
import TerrariumTerminal

/// Places a gauge's label and current value label on a row above its bar, with the bounds'
/// labels at the bar's ends, and draws the bar.
final class GaugeRenderer: NodeRenderer {
    var fraction = 0.0
    var valueDescription = ""
    var style = GaugeStyleKind.capacity
    var isEnabled = true
    /// The bar's frame, edges included, in root coordinates, as last placed.
    private var bar = Rect.zero

    /// The minimum value label, the bar, then the maximum value label.
    static let row = InputRow(leading: 1, idealWidth: 22, minimumWidth: 3, fills: true)

    private static let free = ProposedViewSize(width: nil, height: nil)

    var drawsContent: Bool { true }

    /// The children: the label, the current value label, the minimum and maximum value labels.
    private func parts(_ node: ViewNode) -> (label: ViewNode?, current: ViewNode?, bounds: [ViewNode]) {
        let children = node.children
        guard children.count == 4 else { return (nil, nil, []) }
        return (children[0], children[1], Array(children[2...]))
    }

    /// The heading row's height: none when neither label shows anything.
    private func headingHeight(_ node: ViewNode) -> Int {
        let (label, current, _) = parts(node)
        let sizes = [label, current].compactMap { $0?.sizeThatFits(Self.free) }.filter { $0.width > 0 }
        return sizes.map(\.height).max() ?? 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let (label, current, bounds) = parts(node)
        let labelWidth = label?.sizeThatFits(Self.free).width ?? 0
        let currentWidth = current?.sizeThatFits(Self.free).width ?? 0
        let heading = labelWidth + currentWidth + (labelWidth > 0 && currentWidth > 0 ? 1 : 0)
        let row = Self.row.placement(of: bounds, width: proposal.width).size
        return Size(width: max(heading, row.width), height: headingHeight(node) + row.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let (label, current, bounds) = parts(node)
        if let current {
            let size = current.sizeThatFits(Self.free)
            let width = min(size.width, frame.width)
            current.place(
                in: Rect(x: frame.maxX - width, y: frame.minY, width: width, height: size.height),
                proposal: ProposedViewSize(width: width, height: size.height))
        }
        if let label {
            let room = frame.width - (current.map { $0.frame.width > 0 ? $0.frame.width + 1 : 0 } ?? 0)
            let size = label.sizeThatFits(ProposedViewSize(width: max(0, room), height: nil))
            let width = min(size.width, max(0, room))
            label.place(
                in: Rect(x: frame.minX, y: frame.minY, width: width, height: size.height),
                proposal: ProposedViewSize(width: width, height: size.height))
        }
        let top = headingHeight(node)
        bar = Self.row.place(
            bounds, in: Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: frame.height - top))
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let (plain, filled) = node.inputStyles(isEnabled: isEnabled)
        guard bar.width >= 2 else { return }
        let area = context.subcontext(bar)
        let inside = min(bar.width - 2, SliderRenderer.widestTrack)
        area.draw("▕", at: .zero, style: plain)
        switch style {
        case .capacity:
            let (cells, empty) = ProgressBar.cells(fraction: fraction, width: inside)
            let end = area.draw(cells, at: Point(x: 1, y: 0), style: filled)
            area.draw(String(repeating: " ", count: empty), at: Point(x: end, y: 0), style: plain)
        case .marker:
            let track = SliderTrack(fraction: fraction, width: inside)
            let line = String(repeating: "─", count: track.before) + "●" + String(repeating: "─", count: track.after)
            area.draw(inside > 0 ? line : "", at: Point(x: 1, y: 0), style: plain)
            var mark = filled
            mark.attributes.insert(.bold)
            if inside > 0 { area.draw("●", at: Point(x: 1 + track.before, y: 0), style: mark) }
        }
        area.draw("▏", at: Point(x: bar.width - 1, y: 0), style: plain)
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(role: .gauge, value: valueDescription, traits: isEnabled ? [] : .isNotEnabled)
    }
}
