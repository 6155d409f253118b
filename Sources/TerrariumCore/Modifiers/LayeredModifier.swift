/// Sizes itself by its first child and lays the second over or under it, in the same frame.
final class LayeredRenderer: NodeRenderer {
    var secondaryInFront = false

    var drawsContent: Bool { false }
    /// The content and what is laid over or under it draw themselves.
    var drawsOnlyChildren: Bool { true }
    var alignment = Alignment.center

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        guard let content = node.children.first else { return }
        content.place(in: frame, proposal: proposal)
        for secondary in node.children.dropFirst() {
            let size = secondary.sizeThatFits(ProposedViewSize(frame.size))
            let origin = Point(
                x: frame.minX + alignment.horizontal.offset(of: size.width, in: frame.width),
                y: frame.minY + alignment.vertical.offset(of: size.height, in: frame.height))
            secondary.place(in: Rect(origin: origin, size: size), proposal: ProposedViewSize(frame.size))
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let ordered = secondaryInFront ? node.children : node.children.reversed()
        for child in ordered { child.draw(in: context) }
    }

    /// A background is drawn first although it is the second child.
    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        secondaryInFront ? node.children.reversed() : node.children
    }
}

/// What `_BackgroundModifier` and `_OverlayModifier` share: a second view in the content's frame.
struct LayeredModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let secondary: Secondary
    let inFront: Bool
    let alignment: Alignment

    func update(_ node: ViewNode, content: some View) {
        let renderer = node.renderer { LayeredRenderer() }
        renderer.secondaryInFront = inFront
        renderer.alignment = alignment
        var children = ChildReconciler(node)
        children.next(content)
        children.next(secondary)
        children.finish()
    }
}

/// Draws a view behind its content, in the content's frame: the modifier
/// `background(alignment:_:)` applies.
public struct _BackgroundModifier<Background: View>: ViewModifier, WrappingModifier {
    let base: LayeredModifier<Background>
}

/// Draws a view in front of its content, in the content's frame: the modifier
/// `overlay(alignment:_:)` applies.
public struct _OverlayModifier<Overlay: View>: ViewModifier, WrappingModifier {
    let base: LayeredModifier<Overlay>
}

extension View {
    /// Draws `content` behind the view, sized to the view's frame.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder _ content: () -> Background
    ) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        modifier(_BackgroundModifier(base: LayeredModifier(secondary: content(), inFront: false, alignment: alignment)))
    }

    /// Draws `content` in front of the view, sized to the view's frame.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay
    ) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        modifier(_OverlayModifier(base: LayeredModifier(secondary: content(), inFront: true, alignment: alignment)))
    }
}
