import TerrariumCore
import TerrariumTerminal

/// The presented view as a layer above the tree: it clears its box, draws a border, takes
/// Escape and gives its content `dismiss`.
struct PresentedContainer<Content: View>: View, PrimitiveView {
    let style: PresentationStyle
    let dismiss: DismissAction
    let content: Content

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { PresentedRenderer() }
        renderer.hasBorder = style.hasBorder
        if node.layer == nil {
            let dismiss = self.dismiss
            var outsidePress: (@MainActor () -> Void)?
            if style.closesOnOutsidePress { outsidePress = { dismiss() } }
            node.layer = PresentationLayer(
                isModal: true, dimsBackground: style.dimsBackground, outsidePress: outsidePress)
            node.graph.layers.present(node)
        }
        var environment = node.environment
        environment.dismiss = dismiss
        environment.isPresented = true
        if style.closesOnAnyButton {
            // A menu inside a menu closes the ones it is in too.
            let outer = node.environment.presentationActionDismiss
            let inner = self.dismiss
            environment.presentationActionDismiss = DismissAction {
                inner()
                outer?()
            }
        } else {
            environment.presentationActionDismiss = nil
        }
        let dismiss = self.dismiss
        let closesOnAnyButton = style.closesOnAnyButton
        let escapable = content.onKeyPress(.escape) { [weak node] _ in
            guard let node, !node.trait(InteractiveDismissDisabledTraitKey.self) else { return .handled }
            // An alert's Escape is its cancel button, whose action runs too.
            if closesOnAnyButton, let cancel = node.firstRenderer(ButtonRenderer.self, where: { $0.role == .cancel }) {
                _ = cancel.activate()
            } else {
                dismiss()
            }
            return .handled
        }
        var children = ChildReconciler(node, environment: environment)
        children.next(escapable)
        children.finish()
    }
}

/// Clears the presented view's box and draws its border; the content goes inside it.
final class PresentedRenderer: NodeRenderer {
    var hasBorder = true

    var drawsContent: Bool { true }
    package var onlyWrapsChild: Bool { true }

    /// The border's rows above and below the content.
    private var rowInset: Int { hasBorder ? 1 : 0 }
    /// The border and a blank column on each side of the content.
    private var columnInset: Int { hasBorder ? 2 : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - 2 * columnInset) },
            height: proposal.height.map { max(0, $0 - 2 * rowInset) })
        let size = node.children.first?.sizeThatFits(inner) ?? .zero
        return Size(width: size.width + 2 * columnInset, height: size.height + 2 * rowInset)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let inner = Rect(
            x: frame.minX + columnInset, y: frame.minY + rowInset, width: max(0, frame.width - 2 * columnInset),
            height: max(0, frame.height - 2 * rowInset))
        node.children.first?.place(in: inner, proposal: ProposedViewSize(inner.size))
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        context.fill(frame)
        if hasBorder, frame.width >= 2, frame.height >= 2 {
            let horizontal = String(repeating: "─", count: frame.width - 2)
            _ = context.draw("┌" + horizontal + "┐", at: Point(x: frame.minX, y: frame.minY))
            _ = context.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1))
            for y in (frame.minY + 1)..<(frame.maxY - 1) {
                _ = context.draw("│", at: Point(x: frame.minX, y: y))
                _ = context.draw("│", at: Point(x: frame.maxX - 1, y: y))
            }
        }
        node.drawChildren(in: context.clipped(to: frame))
    }

    package var hitTesting: HitTesting { .clipped }

    func semantics(_ node: ViewNode) -> NodeSemantics? { NodeSemantics(role: .group, children: .contain) }
}

extension ViewNode {
    /// The first renderer of type `type` in the subtree, in tree order, that `predicate` accepts.
    func firstRenderer<R>(_ type: R.Type, where predicate: (R) -> Bool) -> R? {
        if let renderer = renderer as? R, predicate(renderer) { return renderer }
        for child in children {
            if let found = child.firstRenderer(type, where: predicate) { return found }
        }
        return nil
    }
}
