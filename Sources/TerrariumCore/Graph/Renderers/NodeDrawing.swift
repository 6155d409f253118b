package import TerrariumTerminal

/// How a node sizes, places and draws itself and what is inside it.
///
/// One of the capabilities a ``NodeRenderer`` is made of; every requirement has a default,
/// which a class that others subclass implements in its body when they override it.
@MainActor
package protocol NodeDrawing: AnyObject {
    /// Whether the node draws anything itself, rather than only placing children that draw: a
    /// change to a node that draws marks its frame for redrawing; a container's children mark
    /// their own frames.
    var drawsContent: Bool { get }

    /// Whether ``draw(_:in:)`` draws the children and nothing else, clipped or not.
    ///
    /// The default says no: a renderer says so itself. Cells of a subtree inside such nodes
    /// alone may be moved in the buffer when it scrolls
    /// (``DamageTracker/shifting(_:dy:owner:place:)``).
    var drawsOnlyChildren: Bool { get }

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

    /// How hit testing and focus treat the node and what is inside it.
    var hitTesting: HitTesting { get }

    /// The children in the order a point is tested against them, frontmost first.
    func hitTestOrder(_ node: ViewNode) -> [ViewNode]

    /// Whether the node only wraps its one child to carry modifiers' handlers or focus, neither
    /// laying it out differently nor drawing, so keys starting at the root pass through it.
    var onlyWrapsChild: Bool { get }

    /// Whether placing the node at another origin, with the same size and offer, only moves it
    /// and everything inside it by as much: the renderer keeps nothing of where it was placed.
    ///
    /// A subtree of such nodes that moves (a list's row when the list scrolls) has its frames
    /// moved rather than placed again. False, the default, places it again.
    var placementMovesWithOrigin: Bool { get }

    /// The child holding the content that keys go to when nothing has focus, for a node that
    /// lays out more than its content (a menu bar above it); nil, the default, for none.
    func keyContent(_ node: ViewNode) -> ViewNode?

    /// Each layout of a node registered with `ViewGraph.observeLayout(_:)` has settled, with
    /// frames and focus final for the frame, before it is drawn.
    func layoutDidSettle(_ node: ViewNode)

    /// A `@State` value the renderer read in a ``StateReading/reading(as:_:_:)`` scope of kind
    /// `.display` changed: by default the node is measured, placed and drawn again.
    func displayedStateChanged(_ node: ViewNode)
}

extension NodeDrawing {
    package var drawsContent: Bool { true }
    package var drawsOnlyChildren: Bool { false }
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
    package var hitTesting: HitTesting { .visible }
    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] { node.children.reversed() }
    package var onlyWrapsChild: Bool { false }
    package var placementMovesWithOrigin: Bool { false }
    package func keyContent(_ node: ViewNode) -> ViewNode? { nil }
    package func layoutDidSettle(_ node: ViewNode) {}
    package func displayedStateChanged(_ node: ViewNode) {
        node.contentDidChange()
        node.graph.damage.markDirty(node.frame)
    }
}
