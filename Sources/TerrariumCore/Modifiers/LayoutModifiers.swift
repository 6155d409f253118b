import TerrariumTerminal

/// A renderer with one layout child that it sizes and places through three rules: what the child
/// is proposed, the node's size around the child's, and where the child goes.
///
/// A modifier's renderer or a control adopts it and states only the rules that differ from
/// passing everything through.
@MainActor
package protocol SingleChildLayout: NodeRenderer {
    /// The proposal the child gets for the node's proposal.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize

    /// The node's size given its proposal and the child's size.
    func size(for proposal: ProposedViewSize, childSize: Size) -> Size

    /// The child's frame within the node's frame.
    func childFrame(in frame: Rect, childSize: Size) -> Rect
}

extension SingleChildLayout {
    package func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    package func size(for proposal: ProposedViewSize, childSize: Size) -> Size { childSize }

    package func childFrame(in frame: Rect, childSize: Size) -> Rect { Rect(origin: frame.origin, size: childSize) }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        sizeAroundChild(proposal, node: node)
    }

    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        placeChild(node, in: frame, proposal: proposal)
    }

    /// The node's size by the three rules, for a class that overrides `sizeThatFits`.
    package func sizeAroundChild(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let childSize = ImplicitStack.sizeThatFits(childProposal(proposal), node: node)
        return size(for: proposal, childSize: childSize)
    }

    /// Places the child by the three rules, for a class that overrides `place`.
    package func placeChild(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let inner = childProposal(proposal)
        let childSize = ImplicitStack.sizeThatFits(inner, node: node)
        let target = childFrame(in: frame, childSize: childSize)
        ImplicitStack.place(node, in: target, proposal: inner)
    }
}

/// The base of the layout modifiers' renderers; itself, the plain wrapper that handler and focus
/// modifiers put around their child.
///
/// It implements in its body what its subclasses override.
class SingleChildRenderer: SingleChildLayout {
    /// Layout modifiers only place their child; those that draw say so.
    var drawsContent: Bool { false }

    /// Only the plain wrapper that handler and focus modifiers use; every subclass lays out or draws.
    package var onlyWrapsChild: Bool { type(of: self) == SingleChildRenderer.self }

    /// The plain wrapper, and each subclass that says so: the others draw more, or nothing.
    package var drawsOnlyChildren: Bool { onlyWrapsChild }

    package func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    package func size(for proposal: ProposedViewSize, childSize: Size) -> Size { childSize }

    package func childFrame(in frame: Rect, childSize: Size) -> Rect { Rect(origin: frame.origin, size: childSize) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size { sizeAroundChild(proposal, node: node) }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        placeChild(node, in: frame, proposal: proposal)
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? { nil }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }

    package var hitTesting: HitTesting { .visible }
}

/// Insets its child.
final class PaddingRenderer: SingleChildRenderer {
    override package var drawsOnlyChildren: Bool { true }

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
    override package var drawsOnlyChildren: Bool { true }

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
    override package var drawsOnlyChildren: Bool { true }

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
    override package var drawsOnlyChildren: Bool { true }

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

/// A public modifier implemented by one of the renderers above: it names the renderer and sets
/// its values, and updates as ``RendererModifier`` does.
protocol RendererConfiguringModifier: PrimitiveModifier, ImplementedModifier {
    associatedtype Renderer: SingleChildRenderer
    /// A new renderer for the modifier's node.
    static func makeRenderer() -> Renderer
    /// Sets the modifier's values on `renderer`, the renderer of `node`.
    func configure(_ renderer: Renderer, node: ViewNode)
    /// The layout priority the modifier sets, if any.
    var priority: Double? { get }
}

extension RendererConfiguringModifier {
    package static var implementation: Any.Type { RendererModifier<Renderer>.self }

    var priority: Double? { nil }

    package func update(_ node: ViewNode, content: some View) {
        var modifier = RendererModifier(
            make: { Self.makeRenderer() }, configureWithNode: { renderer, node in configure(renderer, node: node) })
        modifier.priority = priority
        modifier.update(node, content: content)
    }
}

/// Adds space around its content: the modifier `padding(_:)` applies.
public struct _PaddingLayout: ViewModifier, RendererConfiguringModifier {
    let insets: EdgeInsets

    static func makeRenderer() -> PaddingRenderer { PaddingRenderer() }

    func configure(_ renderer: PaddingRenderer, node: ViewNode) {
        renderer.insets = insets
    }
}

/// Gives its content a fixed width and/or height: the modifier `frame(width:height:alignment:)`
/// applies.
public struct _FrameLayout: ViewModifier, RendererConfiguringModifier {
    let width: Int?
    let height: Int?
    let alignment: Alignment

    static func makeRenderer() -> FrameRenderer { FrameRenderer() }

    func configure(_ renderer: FrameRenderer, node: ViewNode) {
        renderer.width = width
        renderer.height = height
        renderer.alignment = alignment
    }
}

/// Bounds its content's size: the modifier `frame(minWidth:idealWidth:maxWidth:…)` applies.
public struct _FlexFrameLayout: ViewModifier, RendererConfiguringModifier {
    let minWidth: Int?
    let idealWidth: Int?
    let maxWidth: Int?
    let minHeight: Int?
    let idealHeight: Int?
    let maxHeight: Int?
    let alignment: Alignment

    static func makeRenderer() -> FrameRenderer { FrameRenderer() }

    func configure(_ renderer: FrameRenderer, node: ViewNode) {
        renderer.minWidth = minWidth
        renderer.idealWidth = idealWidth
        renderer.maxWidth = maxWidth
        renderer.minHeight = minHeight
        renderer.idealHeight = idealHeight
        renderer.maxHeight = maxHeight
        renderer.alignment = alignment
    }
}

/// Draws its content moved, without changing its layout: the modifier `offset(x:y:)` applies.
public struct _OffsetEffect: ViewModifier, RendererConfiguringModifier {
    let offset: Point

    static func makeRenderer() -> OffsetRenderer { OffsetRenderer() }

    func configure(_ renderer: OffsetRenderer, node: ViewNode) {
        renderer.offset.update(to: offset, node: node)
    }
}

/// Gives its content its ideal size: the modifier `fixedSize(horizontal:vertical:)` applies.
public struct _FixedSizeLayout: ViewModifier, RendererConfiguringModifier {
    let horizontal: Bool
    let vertical: Bool

    static func makeRenderer() -> FixedSizeRenderer { FixedSizeRenderer() }

    func configure(_ renderer: FixedSizeRenderer, node: ViewNode) {
        renderer.horizontal = horizontal
        renderer.vertical = vertical
    }
}

/// Sets its content's priority for space in stacks: the modifier `layoutPriority(_:)` applies.
public struct _LayoutPriorityModifier: ViewModifier, RendererConfiguringModifier {
    let priority: Double?

    static func makeRenderer() -> SingleChildRenderer { SingleChildRenderer() }

    func configure(_ renderer: SingleChildRenderer, node: ViewNode) {

    }
}

/// Keeps its content's space but draws nothing: the modifier `hidden()` applies.
public struct _HiddenModifier: ViewModifier, RendererConfiguringModifier {

    static func makeRenderer() -> HiddenRenderer { HiddenRenderer() }

    func configure(_ renderer: HiddenRenderer, node: ViewNode) {

    }
}

extension View {
    /// Adds `length` cells of space on the given edges (all by default).
    public func padding(_ edges: Edge.Set = .all, _ length: Int = 1) -> ModifiedContent<Self, _PaddingLayout> {
        padding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: Int) -> ModifiedContent<Self, _PaddingLayout> { padding(.all, length) }

    /// Adds the given space around the view.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Gives the view a fixed width and/or height, aligning it within.
    ///
    /// An unbounded dimension (`.infinity`) is ignored, as SwiftUI ignores an invalid one: a
    /// view as wide as that could never be drawn. `frame(maxWidth: .infinity)` fills instead.
    public func frame(
        width: Int? = nil, height: Int? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: bounded(width), height: bounded(height), alignment: alignment))
    }

    /// Bounds the view's size; a maximum of `.max` (or `ProposedViewSize.unbounded`) fills
    /// whatever is proposed.
    public func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        func clamp(_ value: Int?) -> Int? { value.map { min($0, ProposedViewSize.unbounded) } }
        // A minimum or ideal without bound is ignored: only a maximum may fill.
        return modifier(
            _FlexFrameLayout(
                minWidth: bounded(minWidth), idealWidth: bounded(idealWidth), maxWidth: clamp(maxWidth),
                minHeight: bounded(minHeight), idealHeight: bounded(idealHeight), maxHeight: clamp(maxHeight),
                alignment: alignment))
    }

    /// Draws the view moved by `x` columns and `y` rows, without changing its layout.
    public func offset(x: Int = 0, y: Int = 0) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: Point(x: x, y: y)))
    }

    /// Gives the view its ideal size in the chosen dimensions, whatever is proposed.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the view's priority for space in stacks: higher priorities are sized first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(priority: value))
    }

    /// Keeps the view's space in layout but draws nothing.
    public func hidden() -> ModifiedContent<Self, _HiddenModifier> {
        modifier(_HiddenModifier())
    }
}

/// `value`, or nil when it is no size a view can be drawn at: at or past the unbounded length.
private func bounded(_ value: Int?) -> Int? {
    value.flatMap { $0 >= ProposedViewSize.unbounded ? nil : $0 }
}
