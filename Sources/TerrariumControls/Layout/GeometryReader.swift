public import TerrariumCore
public import TerrariumTerminal

/// A view whose content is made from the size it is given: it takes all the space offered and
/// passes its size and place to `content`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 60 ? "Water every three days" : "Water: 3d")
/// }
/// ```
///
/// The content is made again in the same frame whenever the size changes, so it never shows a
/// size it was not given.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: @MainActor (GeometryProxy) -> Content

    /// Creates a reader whose content is made from its size.
    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A reader has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { GeometryReaderRenderer() }
        ChildReconciler.reconcile(node, toChild: content(GeometryProxy(frame: renderer.laidOutFrame)))
    }
}

/// The size and place of a `GeometryReader`, for its content.
public struct GeometryProxy: Sendable {
    let frame: Rect

    /// The reader's size, in cells.
    public var size: Size { frame.size }

    /// The reader's frame: at the origin in `.local`, on the screen in `.global`.
    public func frame(in coordinateSpace: CoordinateSpace) -> Rect {
        switch coordinateSpace {
        case .local: Rect(origin: .zero, size: frame.size)
        case .global: frame
        }
    }

    /// The insets of the safe area: none in a terminal, where every cell can be drawn.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Takes the space offered, places the content at its top-left corner and makes it again when
/// its frame changes.
final class GeometryReaderRenderer: NodeRenderer {
    /// The frame the content was last made for.
    private(set) var laidOutFrame = Rect.zero

    var drawsContent: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        // Without an offer along an axis, the content's own size there.
        let content = ImplicitStack.sizeThatFits(proposal, node: node)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        if frame != laidOutFrame {
            laidOutFrame = frame
            node.setNeedsUpdateAfterLayout()
        }
        let offer = ProposedViewSize(frame.size)
        for child in node.layoutChildren {
            child.place(in: Rect(origin: frame.origin, size: child.sizeThatFits(offer)), proposal: offer)
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }
}
