import TerrariumCore
import TerrariumTerminal

/// Presents a view above the whole tree while `isPresented` is true, keeping its content where
/// it is: what `sheet`, `alert`, `confirmationDialog`, `popover` and `fullScreenCover` apply.
struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let style: PresentationStyle
    let onDismiss: (@MainActor () -> Void)?
    /// What the presented view is about (an item's id): another item is a new presentation.
    var identity: AnyHashable? = nil
    /// Where on the screen the presentation is anchored, when not to the content's frame.
    var anchor: Rect? = nil
    let presented: @MainActor () -> Presented

    func update(_ node: ViewNode, content: some View) {
        let renderer = node.renderer { PresentationHostRenderer() }
        renderer.style = style
        renderer.anchor = anchor
        // The binding may be a model's property (`$model.isAdding`) that no body read.
        let isShown = node.readTracked { isPresented.wrappedValue }
        var children = ChildReconciler(node)
        children.next(content)
        if isShown {
            let binding = isPresented
            let dismiss = DismissAction { binding.wrappedValue = false }
            children.next(
                PresentedContainer(style: style, dismiss: dismiss, content: presented()),
                id: identity.map { AnyHashable(["presented", $0] as [AnyHashable]) } ?? AnyHashable("presented"))
        }
        children.finish()
        if renderer.wasShown, !isShown, let onDismiss { node.graph.scheduler.afterUpdate(onDismiss) }
        renderer.wasShown = isShown
    }
}

/// Sizes and places the content as its own, and the presented view where its style puts it on
/// the screen.
final class PresentationHostRenderer: NodeRenderer {
    var style = PresentationStyle.sheet
    var wasShown = false
    /// Where the presented view is anchored, when not to the content's frame.
    var anchor: Rect?
    private var isPlacedInEveryLayout = false

    var drawsContent: Bool { false }
    /// The content draws itself, and the presented view is drawn as a layer.
    var drawsOnlyChildren: Bool { true }
    /// Keys with nothing focused go on to the content's own handlers.
    package var onlyWrapsChild: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        node.children.first?.place(in: frame, proposal: proposal)
        guard node.children.count > 1, let presented = node.children.last else { return }
        // The screen may change size while the content's frame does not: place it every time.
        if !isPlacedInEveryLayout {
            node.graph.damage.placeInEveryLayout(node)
            isPlacedInEveryLayout = true
        }
        let detents = presented.trait(PresentationDetentsTraitKey.self)
        let rect = style.frame(screen: node.environment.terminalSize, anchor: anchor ?? frame, detents: detents) {
            width in
            presented.sizeThatFits(ProposedViewSize(width: width, height: nil))
        }
        presented.place(in: rect, proposal: ProposedViewSize(rect.size))
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.children.first?.draw(in: context)
    }

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] { Array(node.children.prefix(1)) }
}
