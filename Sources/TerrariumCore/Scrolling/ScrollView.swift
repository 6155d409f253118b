import TerrariumTerminal

/// How far a scroll view's content is scrolled, in cells from its top-left corner.
public struct ScrollPosition: Hashable, Sendable {
    /// Columns scrolled past on the left.
    public var x: Int
    /// Rows scrolled past at the top.
    public var y: Int

    /// Creates a position; the scroll view clamps it to its content.
    public init(x: Int = 0, y: Int = 0) {
        self.x = x
        self.y = y
    }

    /// Scrolls to show the content's row `y` at the top.
    public mutating func scrollTo(y: Int) { self.y = y }
}

/// A view whose content can be larger than itself and is shown through it, scrolled.
///
/// ```swift
/// @State private var position = ScrollPosition()
/// ScrollView {
///     LazyVStack { ForEach(items) { Text($0.name) } }
/// }
/// .scrollPosition($position)
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether a scroll indicator is drawn over the trailing column when content overflows.
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ScrollRenderer() }
        renderer.axes = axes
        renderer.showsIndicators = showsIndicators
        renderer.binding = node.environment.scrollPositionBinding
        ChildReconciler.reconcile(node, toChild: content)
    }
}

/// Lays content out at its ideal size along the scroll axes and shows the part under the offset.
final class ScrollRenderer: NodeRenderer {
    package func semantics(_ node: ViewNode) -> NodeSemantics? { NodeSemantics(role: .scrollView, children: .contain) }

    var axes = Axis.Set.vertical
    var showsIndicators = true
    var binding: Binding<ScrollPosition>?
    private var ownPosition = ScrollPosition()
    /// The scroll view's frame in root coordinates: what lazy content inside can see.
    private(set) var viewport = Rect.zero
    private var contentSize = Size.zero
    private var lastOffset = Point.zero
    private var isPlacedInEveryLayout = false

    /// The position, from the binding when there is one.
    var position: ScrollPosition {
        get { binding?.wrappedValue ?? ownPosition }
        set {
            if let binding { binding.wrappedValue = newValue } else { ownPosition = newValue }
        }
    }

    private struct Signature: Hashable {
        let axes: Axis.Set
        let showsIndicators: Bool
    }

    /// The indicator, the only thing drawn here, changes with the offset and the content's size,
    /// which `place` watches; the axes decide the layout.
    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(axes: axes, showsIndicators: showsIndicators)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let content = ImplicitStack.sizeThatFits(contentProposal(proposal), node: node)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        // The position may come from a binding written anywhere: look at it in every layout.
        if !isPlacedInEveryLayout {
            node.graph.damage.placeInEveryLayout(node)
            isPlacedInEveryLayout = true
        }
        viewport = frame
        let inner = contentProposal(ProposedViewSize(frame.size))
        let previous = (contentSize, lastOffset)
        contentSize = ImplicitStack.sizeThatFits(inner, node: node)
        let offset = clampedOffset(in: frame.size)
        lastOffset = offset
        // The indicator depends on both; redraw it when either moves.
        if showsIndicators, previous.0 != contentSize || previous.1 != offset { node.graph.damage.markDirty(frame) }
        let origin = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
        ImplicitStack.place(node, in: Rect(origin: origin, size: contentSize), proposal: inner)
    }

    // MARK: - Responding

    package var hitTesting: HitTesting { .clipped }

    package func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool {
        var position = self.position
        switch direction {
        case .up: position.y -= 3
        case .down: position.y += 3
        case .left: position.x -= 3
        case .right: position.x += 3
        }
        self.position = clamped(position, in: node.frame.size)
        node.setNeedsUpdate()
        return true
    }

    package func reveal(_ frame: Rect, node: ViewNode) {
        var position = self.position
        if frame.minY < viewport.minY { position.y -= viewport.minY - frame.minY }
        if frame.maxY > viewport.maxY { position.y += frame.maxY - viewport.maxY }
        if frame.minX < viewport.minX { position.x -= viewport.minX - frame.minX }
        if frame.maxX > viewport.maxX { position.x += frame.maxX - viewport.maxX }
        if position != self.position {
            self.position = clamped(position, in: viewport.size)
            node.setNeedsUpdate()
        }
    }

    /// `position` limited to the content, as a position to store.
    func clamped(_ position: ScrollPosition, in size: Size) -> ScrollPosition {
        ScrollPosition(
            x: min(max(0, position.x), max(0, contentSize.width - size.width)),
            y: min(max(0, position.y), max(0, contentSize.height - size.height)))
    }

    /// The position limited to the content: never past its end, never before its start.
    func clampedOffset(in size: Size) -> Point {
        let position = self.position
        let x = axes.contains(.horizontal) ? min(max(0, position.x), max(0, contentSize.width - size.width)) : 0
        let y = axes.contains(.vertical) ? min(max(0, position.y), max(0, contentSize.height - size.height)) : 0
        return Point(x: x, y: y)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let clipped = context.clipped(to: node.frame)
        node.drawChildren(in: clipped)
        guard showsIndicators, axes.contains(.vertical), contentSize.height > node.frame.height, node.frame.height > 0
        else { return }
        let frame = node.frame
        let thumb = max(1, frame.height * frame.height / contentSize.height)
        let offset = clampedOffset(in: frame.size).y
        let top = (frame.height - thumb) * offset / max(1, contentSize.height - frame.height)
        let style = Style(foreground: .brightBlack)
        for row in top..<(top + thumb) {
            clipped.draw("┃", at: Point(x: frame.maxX - 1, y: frame.minY + row), style: style)
        }
    }
}

extension ViewNode {
    /// The visible rectangle, in root coordinates, of the nearest scroll view around this node.
    package var enclosingViewport: Rect? {
        var ancestor = parent
        while let node = ancestor {
            if let scroll = node.renderer as? ScrollRenderer { return scroll.viewport }
            ancestor = node.parent
        }
        return nil
    }
}

private struct ScrollPositionKey: EnvironmentKey {
    static let defaultValue: Binding<ScrollPosition>? = nil
}

extension EnvironmentValues {
    /// The binding the nearest scroll view below reads its position from.
    var scrollPositionBinding: Binding<ScrollPosition>? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds the position of the scroll view this modifies (or the nearest one inside it).
    public func scrollPosition(_ position: Binding<ScrollPosition>) -> some View {
        environment(\.scrollPositionBinding, position)
    }
}
