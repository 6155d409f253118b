import TerrariumTerminal

/// How a node sizes, places and draws itself; primitives install one on their node.
///
/// It is made of small capabilities, one file each under `Graph/Renderers/`: drawing, focus, keys,
/// controls, the pointer and semantics. The router asks each of every renderer and never checks a
/// renderer's type. Every requirement has a default in its capability's extension: a renderer
/// that implements none treats the node as a container of its layout children stacked
/// vertically, which is what a modifier around several views, or the root, does. A class that
/// others subclass implements in its body each requirement its subclasses override, since a
/// default from an extension cannot be overridden.
@MainActor
package protocol NodeRenderer: NodeDrawing, FocusResponder, KeyResponder, ControlResponder, PointerResponder,
    SemanticsResponder
{}

/// How hit testing and focus treat a node.
package enum HitTesting {
    /// The node and everything inside it can be hit where drawn.
    case visible
    /// Only points inside the node's own frame reach what is inside it (a scroll view's clip).
    case clipped
    /// Nothing inside is drawn, so nothing can be clicked or focused.
    case hidden
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

    package var drawsContent: Bool { false }

    package var drawsOnlyChildren: Bool { true }

    init(_ layout: L) { self.layout = layout }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let subviews = LayoutSubviews(node.layoutChildren.map { LayoutSubview($0) })
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(node.layoutChildren.map { LayoutSubview($0) })
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension ViewNode {
    /// The node's renderer as `R`, installing `make()` when it has none of that type.
    package func renderer<R: NodeRenderer>(_ make: () -> R) -> R {
        // A node keeps its renderer's type, so the exact-type check almost always answers; it
        // compares metadata, where a cast from the protocol's existential searches conformances.
        if let existing = renderer {
            let object = existing as AnyObject
            if type(of: object) == R.self { return unsafeDowncast(object, to: R.self) }
            if let existing = object as? R { return existing }
        }
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
