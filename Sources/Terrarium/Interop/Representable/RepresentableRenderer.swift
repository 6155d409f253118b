public import TerrariumTerminal

/// The renderer of a node that hosts a widget: the node's side of the widget contract, and the
/// non-generic face the graph routes focus and input through.
@MainActor
package class AnyRepresentableRenderer: NodeRenderer, WidgetHost {
    weak var node: ViewNode?
    /// The environment and transaction passed to declarative hosts nested inside the widget.
    let bridge = HostingBridge()
    /// What the last update saw of the representable's properties and bindings.
    var fingerprint: RepresentableFingerprint?

    init(node: ViewNode) {
        self.node = node
        super.init()
    }

    /// The hosted widget, once made.
    package var hostedWidget: (any Widget)? { nil }

    /// Steps the animations the representable started with `Context.animate`.
    func stepAnimations() {}

    override package var drawsContent: Bool { true }

    override package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    override package func draw(_ node: ViewNode, in context: GraphicsContext) {
        guard let widget = hostedWidget, !node.frame.isEmpty else { return }
        stepAnimations()
        widget.draw(in: context.subcontext(node.frame))
    }

    // MARK: - WidgetHost

    package func widgetNeedsDisplay(_ widget: any Widget) {
        // A widget asking again while it draws would ask for frames forever.
        guard let node, node.isAttached, !node.graph.isLayingOut else { return }
        node.graph.markDirty(node.frame)
        node.graph.onNeedsUpdate?()
    }

    package func widgetNeedsLayout(_ widget: any Widget) {
        guard let node, node.isAttached, !node.graph.isLayingOut else { return }
        node.invalidateLayout()
        node.graph.markDirty(node.frame)
        node.graph.onNeedsUpdate?()
    }

    package var hostingContext: AnyObject? { bridge }
}

/// The renderer for one representable type, holding its widget and coordinator.
final class RepresentableRenderer<Representable: WidgetRepresentable>: AnyRepresentableRenderer {
    var widget: Representable.WidgetType?
    var coordinator: Representable.Coordinator?
    /// The newest representable value, whose closures are the ones to call.
    var representable: Representable?
    private(set) lazy var animator = WidgetAnimator(graph: node!.graph)

    override package var hostedWidget: (any Widget)? { widget }

    override func stepAnimations() {
        if widget != nil { animator.step() }
    }

    func context(_ node: ViewNode, reasons: WidgetUpdateReasons) -> Representable.Context {
        var environment = node.environment
        environment.tracker = node.environmentReads
        return WidgetRepresentableContext(
            coordinator: coordinator!, environment: environment, transaction: node.transaction,
            updateReasons: reasons, animator: animator)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        guard let widget, let representable else { return .zero }
        let context = context(node, reasons: [])
        let answer = node.graph.quietly {
            representable.sizeThatFits(proposal, widget: widget, context: context) ?? widget.sizeThatFits(proposal)
        }
        return Size(width: max(0, answer.width), height: max(0, answer.height))
    }
}

extension WidgetRepresentable {
    /// Makes the widget on first use, then updates it only for the reasons that apply.
    func updateRepresentable(_ node: ViewNode) {
        let renderer = node.renderer { RepresentableRenderer<Self>(node: node) }
        ViewTypeInfo.of(Self.self).link(self, to: node)
        renderer.representable = self
        renderer.bridge.update(environment: node.environment, transaction: node.transaction, clock: node.graph.clock)
        let graph = node.graph
        let name = String(describing: Self.self)
        let fingerprint = RepresentableFingerprint(of: self)
        guard let widget = renderer.widget else {
            graph.logLifecycle(.makeCoordinator, name)
            renderer.coordinator = graph.quietly { makeCoordinator() }
            node.evaluateTracked(quietly: true) {
                let context = renderer.context(node, reasons: .initial)
                let widget = makeWidget(context: context)
                graph.logLifecycle(.make, name)
                widget.host = renderer
                renderer.widget = widget
                graph.logLifecycle(.update(.initial), name)
                updateWidget(widget, context: context)
            }
            renderer.fingerprint = fingerprint
            node.hasObservedChange = false
            node.disappearActions.append { [weak graph] in
                guard let widget = renderer.widget, let coordinator = renderer.coordinator else { return }
                graph?.logLifecycle(.dismantle, name)
                graph?.quietly { Self.dismantleWidget(widget, coordinator: coordinator) }
                widget.host = nil
                renderer.widget = nil
                renderer.coordinator = nil
            }
            node.contentDidChange()
            return
        }
        var reasons: WidgetUpdateReasons = []
        if let previous = renderer.fingerprint, !previous.matches(fingerprint) { reasons.insert(.properties) }
        if node.readsChangedEnvironment() { reasons.insert(.environment) }
        if node.hasObservedChange { reasons.insert(.observation) }
        node.hasObservedChange = false
        guard !reasons.isEmpty else { return }
        graph.logLifecycle(.update(reasons), name)
        node.evaluateTracked(quietly: true) {
            updateWidget(widget, context: renderer.context(node, reasons: reasons))
        }
        // What the update wrote to the bindings is what the widget now shows.
        renderer.fingerprint = RepresentableFingerprint(of: self)
        node.contentDidChange()
    }
}
