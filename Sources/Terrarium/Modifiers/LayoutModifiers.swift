import TerrariumTerminal

/// A renderer with one layout child that it sizes and places through two overridable rules.
class SingleChildRenderer: NodeRenderer {
    /// Layout modifiers only place their child; those that draw say so.
    override var drawsContent: Bool { false }

    /// Only the plain wrapper that handler and focus modifiers use; every subclass lays out or draws.
    override package var onlyWrapsChild: Bool { type(of: self) == SingleChildRenderer.self }

    /// The proposal the child gets for the node's proposal.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    /// The node's size given its proposal and the child's size.
    func size(for proposal: ProposedViewSize, childSize: Size) -> Size { childSize }

    /// The child's frame within the node's frame.
    func childFrame(in frame: Rect, childSize: Size) -> Rect { Rect(origin: frame.origin, size: childSize) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let childSize = ImplicitStack.sizeThatFits(childProposal(proposal), node: node)
        return size(for: proposal, childSize: childSize)
    }

    override func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let inner = childProposal(proposal)
        let childSize = ImplicitStack.sizeThatFits(inner, node: node)
        let target = childFrame(in: frame, childSize: childSize)
        ImplicitStack.place(node, in: target, proposal: inner)
    }
}

/// Insets its child.
final class PaddingRenderer: SingleChildRenderer {
    var insets = EdgeInsets()

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0 - insets.horizontal }, height: proposal.height.map { $0 - insets.vertical })
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top, width: childSize.width, height: childSize.height
        )
    }
}

/// Implements both kinds of `frame`: fixed dimensions, and minimum/ideal/maximum bounds.
final class FrameRenderer: SingleChildRenderer {
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
    var alignment = Alignment.center

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.childProposal(proposal.width, fixed: width, min: minWidth, ideal: idealWidth, max: maxWidth),
            height: Self.childProposal(
                proposal.height, fixed: height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    override func size(for proposal: ProposedViewSize, childSize: Size) -> Size {
        Size(
            width: Self.size(
                proposal.width, child: childSize.width, fixed: width, min: minWidth, ideal: idealWidth, max: maxWidth),
            height: Self.size(
                proposal.height, child: childSize.height, fixed: height, min: minHeight, ideal: idealHeight,
                max: maxHeight))
    }

    override func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let inner = childProposal(ProposedViewSize(frame.size))
        let childSize = ImplicitStack.sizeThatFits(inner, node: node)
        let origin = Point(
            x: frame.minX + alignment.horizontal.offset(of: childSize.width, in: frame.width),
            y: frame.minY + alignment.vertical.offset(of: childSize.height, in: frame.height))
        ImplicitStack.place(node, in: Rect(origin: origin, size: childSize), proposal: inner)
    }

    private static func childProposal(_ proposed: Int?, fixed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int? {
        if let fixed { return fixed }
        guard let value = proposed ?? ideal else { return nil }
        return Swift.min(Swift.max(value, min ?? 0), max ?? ProposedViewSize.unbounded)
    }

    /// A flexible frame is at least `min`, at most `max`, and between them fills the proposal
    /// where a bound asks for it, else fits the child.
    private static func size(_ proposed: Int?, child: Int, fixed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int {
        if let fixed { return fixed }
        let proposed = proposed ?? ideal ?? child
        var result = child
        if let min { result = Swift.max(min, Swift.min(result, proposed)) }
        if let max { result = Swift.min(max, Swift.max(result, proposed)) }
        return result
    }
}

/// Moves its child when drawn without changing its size in layout; the move animates.
final class OffsetRenderer: SingleChildRenderer {
    var offset = AnimatedValue(Point.zero)
    private var placedOffset = Point.zero

    override func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        placedOffset = offset.value(at: node.graph.clock.now)
        super.place(node, in: frame, proposal: proposal)
    }

    override func childFrame(in frame: Rect, childSize: Size) -> Rect {
        Rect(origin: Point(x: frame.minX + placedOffset.x, y: frame.minY + placedOffset.y), size: childSize)
    }
}

/// Proposes nothing (the ideal size) to its child in the chosen dimensions.
final class FixedSizeRenderer: SingleChildRenderer {
    var horizontal = true
    var vertical = true

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// Lays out its child but draws nothing.
final class HiddenRenderer: SingleChildRenderer {
    override func draw(_ node: ViewNode, in context: GraphicsContext) {}

    override package var hitTesting: HitTesting { .hidden }
}

/// A modifier implemented by one of the renderers above, configured by a closure.
struct RendererModifier<R: SingleChildRenderer>: ViewModifier, PrimitiveModifier {
    let make: () -> R
    let configure: (R, ViewNode) -> Void
    var priority: Double?

    init(make: @escaping () -> R, configure: @escaping (R) -> Void, priority: Double? = nil) {
        self.make = make
        self.configure = { renderer, _ in configure(renderer) }
        self.priority = priority
    }

    init(make: @escaping () -> R, configureWithNode: @escaping (R, ViewNode) -> Void) {
        self.make = make
        self.configure = configureWithNode
    }

    func update(_ node: ViewNode, content: some View) {
        let renderer = node.renderer(make)
        configure(renderer, node)
        if let priority { node.layoutPriority = priority }
        node.invalidateLayout()
        reconcile(node, content: content)
    }
}

extension View {
    /// Adds `length` cells of space on the given edges (all by default).
    public func padding(_ edges: Edge = .all, _ length: Int = 1) -> some View {
        padding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> some View { padding(.all, length) }

    /// Adds the given space around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(RendererModifier(make: PaddingRenderer.init, configure: { $0.insets = insets }))
    }

    /// Gives the view a fixed width and/or height, aligning it within.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            RendererModifier(
                make: FrameRenderer.init,
                configure: {
                    $0.width = width
                    $0.height = height
                    $0.alignment = alignment
                }))
    }

    /// Bounds the view's size; a maximum of `.max` (or ``ProposedViewSize/unbounded``) fills
    /// whatever is proposed.
    public func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func clamp(_ value: Int?) -> Int? { value.map { min($0, ProposedViewSize.unbounded) } }
        return modifier(
            RendererModifier(
                make: FrameRenderer.init,
                configure: {
                    $0.minWidth = minWidth
                    $0.idealWidth = idealWidth
                    $0.maxWidth = clamp(maxWidth)
                    $0.minHeight = minHeight
                    $0.idealHeight = idealHeight
                    $0.maxHeight = clamp(maxHeight)
                    $0.alignment = alignment
                }))
    }

    /// Draws the view moved by `x` columns and `y` rows, without changing its layout.
    public func offset(x: Int = 0, y: Int = 0) -> some View {
        modifier(
            RendererModifier(
                make: OffsetRenderer.init,
                configureWithNode: { renderer, node in renderer.offset.update(to: Point(x: x, y: y), node: node) }))
    }

    /// Gives the view its ideal size in the chosen dimensions, whatever is proposed.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(
            RendererModifier(
                make: FixedSizeRenderer.init,
                configure: {
                    $0.horizontal = horizontal
                    $0.vertical = vertical
                }))
    }

    /// Sets the view's priority for space in stacks: higher priorities are sized first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(RendererModifier(make: SingleChildRenderer.init, configure: { _ in }, priority: value))
    }

    /// Keeps the view's space in layout but draws nothing.
    public func hidden() -> some View {
        modifier(RendererModifier(make: HiddenRenderer.init, configure: { _ in }))
    }
}
