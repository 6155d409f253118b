public import TerrariumTerminal

/// A view that draws whatever its closure draws, each time the view is drawn.
///
/// ```swift
/// Canvas { context, size in
///     for x in 0..<size.width {
///         context.draw("▁▂▃▄▅▆▇█".randomElement()!, at: Point(x: x, y: size.height - 1))
///     }
/// }
/// .frame(height: 4)
/// ```
///
/// Like a colour or a shape, a canvas takes all the space it is offered (10 × 10 cells when
/// asked for its ideal size). The closure gets a context in the canvas's own coordinates, (0, 0)
/// being its top-left corner, clipped to its frame, and the canvas's size.
public struct Canvas: View, PrimitiveView {
    let renderer: (inout GraphicsContext, Size) -> Void

    /// Creates a canvas that draws with `renderer`.
    public init(renderer: @escaping (inout GraphicsContext, Size) -> Void) {
        self.renderer = renderer
    }

    /// A canvas has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        node.renderer { CanvasRenderer() }.renderer = renderer
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// Takes the proposed size and runs the canvas's closure when drawn.
final class CanvasRenderer: NodeRenderer {
    var renderer: (inout GraphicsContext, Size) -> Void = { _, _ in }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        var local = context.subcontext(node.frame)
        renderer(&local, node.frame.size)
    }
}
