import TerrariumTerminal

/// How a node sizes, places and draws itself; primitives install a subclass on their node.
///
/// The base class treats the node as a container of its layout children stacked vertically,
/// which is what a modifier around several views, or the root, does.
@MainActor
package class NodeRenderer {
    package init() {}

    /// Whether the node draws anything itself, rather than only placing children that draw: a
    /// change to a node that draws marks its frame for redrawing; a container's children mark
    /// their own frames.
    package var drawsContent: Bool { true }

    /// What the node draws itself and how it sizes and arranges its children, as a value.
    ///
    /// When an update leaves it the same, the node's frame is neither drawn nor laid out again
    /// (its children mark their own changes). `nil`, the default, means unknown, and every
    /// update redraws and re-lays out the node.
    package func drawingSignature(_ node: ViewNode) -> AnyHashable? { nil }

    /// The node's size for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        ImplicitStack.sizeThatFits(proposal, node: node)
    }

    /// Places the node's children within `frame`, the node's own frame.
    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        ImplicitStack.place(node, in: frame, proposal: proposal)
    }

    /// Draws the node into `context`, which covers the root; children draw themselves.
    package func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
    }
}

/// The layout of several views where no container says otherwise: a vertical stack, leading
/// aligned, without spacing; a single view gets the whole proposal and frame.
@MainActor
package enum ImplicitStack {
    package static func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let children = node.layoutChildren
        if children.count == 1 { return children[0].sizeThatFits(proposal) }
        let subviews = subviews(children)
        var cache: VStackLayout.Cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package static func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let children = node.layoutChildren
        if children.count == 1 {
            children[0].place(
                in: Rect(origin: frame.origin, size: children[0].sizeThatFits(proposal)), proposal: proposal)
            return
        }
        let subviews = subviews(children)
        var cache: VStackLayout.Cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static let layout = VStackLayout(alignment: .leading, spacing: 0)

    private static func subviews(_ nodes: [ViewNode]) -> LayoutSubviews {
        LayoutSubviews(nodes.map { LayoutSubview($0) })
    }
}

// `package` like `NodeRenderer.init()`: an internal subclass gets a self-calling vtable thunk (swiftlang/swift#92023).
/// A renderer that delegates to a ``Layout``.
package final class LayoutRenderer<L: Layout>: NodeRenderer, StackAxisProviding {
    var layout: L

    package var axis: Axis? {
        switch layout {
        case is HStackLayout: .horizontal
        case is VStackLayout: .vertical
        default: nil
        }
    }

    override package var drawsContent: Bool { false }

    init(_ layout: L) { self.layout = layout }

    override package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let subviews = LayoutSubviews(node.layoutChildren.map { LayoutSubview($0) })
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(node.layoutChildren.map { LayoutSubview($0) })
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension ViewNode {
    /// The node's renderer as `R`, installing `make()` when it has none of that type.
    package func renderer<R: NodeRenderer>(_ make: () -> R) -> R {
        if let existing = renderer as? R { return existing }
        let created = make()
        renderer = created
        invalidateLayout()
        return created
    }

    /// The axis of the nearest stack this node is laid out in, if any.
    package var enclosingStackAxis: Axis? {
        var ancestor = parent
        while let node = ancestor {
            if let renderer = node.renderer {
                return (renderer as? any StackAxisProviding)?.axis
            }
            ancestor = node.parent
        }
        return nil
    }
}

/// A horizontal or vertical direction.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, such as the directions a scroll view scrolls in.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8

        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A renderer that lays out along one axis, which spacers and dividers orient themselves by.
@MainActor
package protocol StackAxisProviding {
    var axis: Axis? { get }
}
