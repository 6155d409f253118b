import TerrariumTerminal

/// Flexible space that pushes the views around it apart along its stack's axis.
///
/// ```swift
/// HStack { Text("left"); Spacer(); Text("right") }
/// ```
public struct Spacer: View, PrimitiveView {
    /// The least space the spacer takes; nil for none.
    public var minLength: Int?

    /// Creates a spacer.
    public init(minLength: Int? = nil) {
        self.minLength = minLength
    }

    /// A spacer has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        node.renderer { SpacerRenderer() }.minLength = minLength ?? 0
    }
}

/// Takes what its stack proposes along the stack's axis and nothing across it.
final class SpacerRenderer: NodeRenderer {
    var minLength = 0

    var drawsContent: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        switch node.enclosingStackAxis {
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: Size(width: max(minLength, proposal.width ?? 0), height: max(minLength, proposal.height ?? 0))
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {}
}

/// A line that separates views: horizontal in a vertical stack (or outside stacks), vertical in
/// a horizontal stack.
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    /// A divider has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        _ = node.renderer { DividerRenderer() }
    }
}

/// Draws a box-drawing line across the space its stack gives it.
final class DividerRenderer: NodeRenderer {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        if node.enclosingStackAxis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 1)
        }
        return Size(width: proposal.width ?? 1, height: 1)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        let style = node.environment.resolvedTextStyle(Style(foreground: .brightBlack))
        let area = context.subcontext(frame)
        if node.enclosingStackAxis == .horizontal {
            for y in 0..<frame.height { area.draw("│", at: Point(x: 0, y: y), style: style) }
        } else {
            area.draw(String(repeating: "─", count: frame.width), at: .zero, style: style)
        }
    }
}
