public import TerrariumCore
import TerrariumTerminal

/// Related controls drawn as one: `[ Cut │ Copy │ Paste ]`.
///
/// ```swift
/// ControlGroup {
///     Button("Cut") { … }
///     Button("Copy") { … }
///     Button("Paste") { … }
/// }
/// ```
///
/// Each control keeps its own focus, keys and clicks; the buttons inside lose their own
/// brackets, which the group draws around them all, with a line between each two. In a menu the
/// group's controls are items of the menu, as SwiftUI shows them there.
public struct ControlGroup<Content: View>: View {
    let content: Content
    let title: String?

    /// Creates a group of `content`'s controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// Creates a group of `content`'s controls titled `title`, which assistive technology reads.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    @Environment(\.isMenuItem) private var isMenuItem

    /// The controls in a row between brackets.
    public var body: some View {
        if isMenuItem {
            content
        } else {
            ControlGroupRow(content: content.buttonStyle(.borderless))
                .accessibilityElement(children: .contain)
                .accessibilityLabel(title ?? "")
        }
    }
}

/// Lays the group's controls in a row, three columns apart, and draws the brackets and lines.
struct ControlGroupRow<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        _ = node.renderer { ControlGroupRenderer() }
        ChildReconciler.reconcile(node, toChild: content)
    }
}

final class ControlGroupRenderer: NodeRenderer {
    /// `[ ` before the first control and ` ]` after the last.
    static let edge = 2
    /// ` │ ` between two controls.
    static let gap = 3

    var drawsContent: Bool { true }

    private func sizes(_ node: ViewNode, proposal: ProposedViewSize) -> [Size] {
        let children = node.layoutChildren
        let spare = proposal.width.map { max(0, $0 - 2 * Self.edge - Self.gap * max(0, children.count - 1)) }
        // Each control is offered an equal share; most take less.
        let share = spare.map { children.isEmpty ? $0 : $0 / children.count }
        return children.map { $0.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let sizes = sizes(node, proposal: proposal)
        let width = sizes.reduce(0) { $0 + $1.width } + Self.gap * max(0, sizes.count - 1) + 2 * Self.edge
        return Size(width: width, height: max(1, sizes.map(\.height).max() ?? 1))
    }

    private var separators: [Int] = []

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let sizes = sizes(node, proposal: proposal)
        var x = frame.minX + Self.edge
        separators = []
        for (child, size) in zip(node.layoutChildren, sizes) {
            if x != frame.minX + Self.edge { separators.append(x - 2 - frame.minX) }
            child.place(
                in: Rect(x: x, y: frame.minY, width: size.width, height: size.height), proposal: ProposedViewSize(size))
            x += size.width + Self.gap
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let frame = node.frame
        guard frame.width >= 2 * Self.edge else { return }
        let area = context.subcontext(frame)
        let style = node.environment.resolvedTextStyle(.plain)
        for y in 0..<frame.height {
            area.draw("[", at: Point(x: 0, y: y), style: style)
            area.draw("]", at: Point(x: frame.width - 1, y: y), style: style)
            for x in separators { area.draw("│", at: Point(x: x, y: y), style: style) }
        }
    }
}
