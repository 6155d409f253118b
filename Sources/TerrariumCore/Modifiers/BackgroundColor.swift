public import TerrariumTerminal

/// Fills its frame with a colour, which animates, and draws its child over it.
final class BackgroundColorRenderer: SingleChildRenderer {
    override var drawsContent: Bool { true }

    var color = AnimatedValue(Color.default)

    /// The colour it heads to; while it animates, every frame is drawn anyway.
    override func drawingSignature(_ node: ViewNode) -> AnyHashable? { AnyHashable(color.target) }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        context.fill(node.frame, style: Style(background: color.value(at: node.graph.clock.now)))
        node.drawChildren(in: context)
    }
}

/// `background(_:)` with a colour: fills the frame; text drawn inside keeps the fill behind it.
struct BackgroundColorModifier: ViewModifier, PrimitiveModifier {
    let color: Color

    func update(_ node: ViewNode, content: some View) {
        node.renderer { BackgroundColorRenderer() }.color.update(to: color, node: node)
        reconcile(node, content: content)
    }
}

/// Fills its content's frame with a colour, text drawn inside keeping the fill behind it: the
/// modifier `background(_:)` with a colour applies.
public struct _BackgroundStyleModifier: ViewModifier, WrappingModifier {
    let base: BackgroundColorModifier
}

extension View {
    /// Fills the view's frame with `color` behind its content.
    public func background(_ color: Color) -> ModifiedContent<Self, _BackgroundStyleModifier> {
        modifier(_BackgroundStyleModifier(base: BackgroundColorModifier(color: color)))
    }

    /// Fills the view's frame with `color` behind its content; SwiftUI spells it `background(_:)`.
    @available(*, deprecated, renamed: "background(_:)", message: "SwiftUI has no backgroundColor(_:)")
    public func backgroundColor(_ color: Color) -> ModifiedContent<Self, _BackgroundStyleModifier> {
        background(color)
    }
}
