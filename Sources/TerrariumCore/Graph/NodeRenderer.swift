import TerrariumTerminal
package import TerrariumTransfer

/// How a node sizes, places and draws itself; primitives install one on their node.
///
/// Every requirement has a default, in the extension below: a renderer that implements none treats
/// the node as a container of its layout children stacked vertically, which is what a modifier
/// around several views, or the root, does. A class that others subclass implements in its body
/// each requirement its subclasses override, since a default from an extension cannot be
/// overridden.
@MainActor
package protocol NodeRenderer: AnyObject {
    /// Whether the node draws anything itself, rather than only placing children that draw: a
    /// change to a node that draws marks its frame for redrawing; a container's children mark
    /// their own frames.
    var drawsContent: Bool { get }

    /// What the node draws itself and how it sizes and arranges its children, as a value.
    ///
    /// When an update leaves it the same, the node's frame is neither drawn nor laid out again
    /// (its children mark their own changes). `nil`, the default, means unknown, and every
    /// update redraws and re-lays out the node.
    func drawingSignature(_ node: ViewNode) -> AnyHashable?

    /// The node's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size

    /// Places the node's children within `frame`, the node's own frame.
    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize)

    /// Draws the node into `context`, which covers the root; children draw themselves.
    func draw(_ node: ViewNode, in context: GraphicsContext)

    // MARK: - Responding
    //
    // What the node takes part in beyond drawing. The router asks these of every renderer and
    // never checks a renderer's type, so a new control brings its own keys, paste and clicks.

    /// Whether the node takes keyboard focus by itself, as a control does.
    func takesFocus(_ node: ViewNode) -> Bool

    /// Told when the node gains or loses keyboard focus.
    func focusDidChange(_ node: ViewNode, isFocused: Bool)

    /// Focus arrived by Tab (`forward`) or Shift+Tab; returns whether the node's look changed.
    func focusEntered(_ node: ViewNode, forward: Bool) -> Bool

    /// A key while the node has focus, before `onKeyPress` handlers; returns whether it was used.
    func keyPress(_ press: KeyPress, node: ViewNode) -> Bool

    /// Whether, while focused, the node gets chorded keys before the app's keyboard shortcuts.
    var capturesKeyboard: Bool { get }

    /// Text pasted while the node has focus; returns whether it was taken.
    func paste(_ text: String, node: ViewNode) -> Bool

    /// Runs the control's action for a click, a shortcut or Return; false when the node is no
    /// control or a disabled one.
    func activate() -> Bool

    /// Whether the node is a control the user activates, enabled or not.
    var isControl: Bool { get }

    /// Whether ``activate()`` would run an action now: the node is an enabled control.
    var canActivate: Bool { get }

    /// Whether mouse events over the node go to ``pointer(_:clickCount:node:)`` rather than to the views
    /// inside it, as for a hosted widget.
    var receivesPointer: Bool { get }

    /// Whether ``paste(_:node:)`` takes text while the node has focus, as a text field does.
    var acceptsPaste: Bool { get }

    /// A mouse event in the node's own coordinates; returns whether it was used.
    ///
    /// For a press, `clickCount` is how many presses in a row the input router counted on that
    /// cell (2 for a double click), as it counts them for tap handlers; 1 for other events.
    func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool

    /// The wheel turned over the node; returns whether the node scrolled.
    func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool

    /// Scrolls so that `frame`, in root coordinates, is visible, for a node focused inside.
    func reveal(_ frame: Rect, node: ViewNode)

    /// How hit testing and focus treat the node and what is inside it.
    var hitTesting: HitTesting { get }

    /// The children in the order a point is tested against them, frontmost first.
    func hitTestOrder(_ node: ViewNode) -> [ViewNode]

    /// What the node's hosted object offers to copy, paste, drag and drop, if it takes part.
    var transferResponder: (any TransferResponder)? { get }

    /// The text the node shows, which names a button in a help line.
    var label: String? { get }

    /// Whether the node only wraps its one child to carry modifiers' handlers or focus, neither
    /// laying it out differently nor drawing, so keys starting at the root pass through it.
    var onlyWrapsChild: Bool { get }

    /// Each layout of a node registered with `ViewGraph.observeLayout(_:)` has settled, with
    /// frames and focus final for the frame, before it is drawn.
    func layoutDidSettle(_ node: ViewNode)

    /// What the node is to assistive technology and UI tests: the element it makes, if any.
    func semantics(_ node: ViewNode) -> NodeSemantics?
}

// What a renderer that implements nothing does: it stacks its children vertically and takes
// part in nothing else.
extension NodeRenderer {
    package var drawsContent: Bool { true }
    package func drawingSignature(_ node: ViewNode) -> AnyHashable? { nil }
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        ImplicitStack.sizeThatFits(proposal, node: node)
    }
    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        ImplicitStack.place(node, in: frame, proposal: proposal)
    }
    package func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
    }
    package func takesFocus(_ node: ViewNode) -> Bool { false }
    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {}
    package func focusEntered(_ node: ViewNode, forward: Bool) -> Bool { false }
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool { false }
    package var capturesKeyboard: Bool { false }
    package func paste(_ text: String, node: ViewNode) -> Bool { false }
    package func activate() -> Bool { false }
    package var isControl: Bool { false }
    package var canActivate: Bool { false }
    package var receivesPointer: Bool { false }
    package var acceptsPaste: Bool { false }
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool { false }
    package func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool { false }
    package func reveal(_ frame: Rect, node: ViewNode) {}
    package var hitTesting: HitTesting { .visible }
    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] { node.children.reversed() }
    package var transferResponder: (any TransferResponder)? { nil }
    package var label: String? { nil }
    package var onlyWrapsChild: Bool { false }
    package func layoutDidSettle(_ node: ViewNode) {}
    package func semantics(_ node: ViewNode) -> NodeSemantics? { nil }
}

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
