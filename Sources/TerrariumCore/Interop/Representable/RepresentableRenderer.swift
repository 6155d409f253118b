@_spi(SwiftUI) import Observation
import Synchronization
import TerrariumTerminal
package import TerrariumTransfer

/// The renderer of a node that hosts a widget: the node's side of the widget contract, and the
/// non-generic face the graph routes focus and input through.
@MainActor
package class AnyRepresentableRenderer: NodeRenderer, WidgetHost {
    weak var node: ViewNode?
    /// The environment last pushed down to the widget.
    private var pushedEnvironment: EnvironmentValues?
    /// The clock last pushed down to the widget.
    private weak var pushedClock: FrameClock?
    /// The declarative hosts inside the widget's hierarchy, for the inspector.
    var nestedHosts = NestedHostList()
    /// What the last update saw of the representable's properties and bindings.
    var fingerprint: RepresentableFingerprint?

    init(node: ViewNode) {
        self.node = node
    }

    /// The hosted widget, once made.
    package var hostedWidget: (any Widget)? { nil }

    package func semantics(_ node: ViewNode) -> NodeSemantics? { NodeSemantics(role: .widget, children: .contain) }

    /// The widget's size; a renderer that holds a widget asks it.
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size { .zero }

    /// How many times `updateWidget(_:context:)` ran.
    package private(set) var updateCount = 0
    /// Why `updateWidget(_:context:)` last ran; empty before it first did.
    package private(set) var lastUpdateReasons: WidgetUpdateReasons = []

    /// Counts an update made for `reasons`, for the inspector.
    func recordUpdate(_ reasons: WidgetUpdateReasons) {
        updateCount += 1
        lastUpdateReasons = reasons
    }

    /// The environment keys read while the widget was made, with the version last given to it.
    private var makeReads: [ObjectIdentifier: Int] = [:]
    /// Stops following the `@Observable` properties read while the widget was made.
    private let makeObservation = ObservationCancellation()

    /// Runs `make` with its environment reads and `@Observable` reads followed until
    /// ``stopTracking()``, rather than only until the next update.
    func trackingForLife<Result>(_ node: ViewNode, _ make: () -> Result) -> Result {
        let reads = EnvironmentReadTracker()
        makeTracker = reads
        defer { makeTracker = nil }
        let cancellation = makeObservation
        let inbox = node.graph.inbox
        let result = node.graph.writes.evaluatingBody(of: node, by: .widget) {
            withObservationTracking(
                make,
                willSet: { [weak node] tracking in
                    if cancellation.isCancelled {
                        tracking.cancel()
                    } else {
                        inbox.post(node)
                    }
                })
        }
        makeReads = reads.reads
        return result
    }

    /// Where the context records environment reads while the widget is made.
    private(set) var makeTracker: EnvironmentReadTracker?

    /// Whether a key read while the widget was made has changed since the widget last saw it.
    func makeReadsChanged(in environment: EnvironmentValues) -> Bool {
        makeReads.contains { key, version in environment.version(of: key) != version }
    }

    /// Records that the widget has now seen the current values of the keys read when made.
    func refreshMakeReads(in environment: EnvironmentValues) {
        for key in makeReads.keys { makeReads[key] = environment.version(of: key) }
    }

    /// Stops following what make read, when the widget leaves.
    func stopTracking() { makeObservation.cancel() }

    package var drawsContent: Bool { true }

    package func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    package func draw(_ node: ViewNode, in context: GraphicsContext) {
        guard let widget = hostedWidget, !node.frame.isEmpty else { return }
        widget.draw(in: context.subcontext(node.frame))
    }

    // MARK: - Responding

    package func takesFocus(_ node: ViewNode) -> Bool { hostedWidget?.acceptsFocus == true }

    package func focusDidChange(_ node: ViewNode, isFocused: Bool) {
        hostedWidget?.focusDidChange(isFocused)
    }

    package func focusEntered(_ node: ViewNode, forward: Bool) -> Bool {
        guard let widget = hostedWidget else { return false }
        _ = widget.moveFocus(forward ? .first : .last)
        return true
    }

    /// Tab moves among the widget's own parts until it has none left in that direction; other
    /// keys go to the widget.
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, let widget = hostedWidget else { return false }
        if press.key == .tab, press.modifiers.subtracting(.shift).isEmpty {
            let moved = widget.moveFocus(press.modifiers.contains(.shift) ? .previous : .next)
            if moved { node.graph.damage.markDirty(node.frame) }
            return moved
        }
        return node.graph.writes.callingWidget { widget.handle(.key(press)) }
    }

    package func paste(_ text: String, node: ViewNode) -> Bool {
        guard let widget = hostedWidget else { return false }
        return node.graph.writes.callingWidget { widget.handle(.paste(text)) }
    }

    package var receivesPointer: Bool { true }

    package var capturesKeyboard: Bool { hostedWidget?.capturesKeyboard ?? false }

    /// The hosted widget when it conforms to `TransferResponder`, for pastes and drops.
    package var transferResponder: (any TransferResponder)? { hostedWidget as? any TransferResponder }

    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard let widget = hostedWidget else { return false }
        return node.graph.writes.callingWidget { widget.handle(.mouse(mouse)) }
    }

    // MARK: - WidgetHost

    package func widgetNeedsDisplay(_ widget: any Widget) {
        invalidate { node in node.graph.damage.markDirty(node.frame) }
    }

    package func widgetNeedsLayout(_ widget: any Widget) {
        invalidate { node in
            node.invalidateLayout()
            node.graph.damage.markDirty(node.frame)
        }
    }

    /// Applies a widget's invalidation as ``WriteRules`` says: now, after the update pass that
    /// may be updating this very node, or not at all while the frame is laid out or drawn.
    private func invalidate(_ apply: @escaping @MainActor (ViewNode) -> Void) {
        guard let node, node.isAttached else { return }
        let graph = node.graph
        let run: @MainActor () -> Void = { [weak node] in
            guard let node, node.isAttached else { return }
            apply(node)
            graph.onNeedsUpdate?()
        }
        switch WriteRules.effect(ofInvalidationIn: graph.writes.situation) {
        case .now: run()
        case .afterPass: graph.scheduler.afterUpdate(run)
        case .dropped: break
        }
    }

    /// Moves focus on from the focused widget as Tab would, wrapping; the only focusable view
    /// gives focus up to nobody.
    package func widgetRequestsFocusMove(_ widget: any Widget, _ move: FocusMove) -> Bool {
        guard let node, node.isAttached, node.graph.focus.focusedNode === node else { return false }
        let focus = node.graph.focus
        switch move {
        case .next, .previous: focus.step(forward: move == .next)
        case .first, .last: _ = focus.move(move)
        }
        // The only focusable view hands focus to nobody, so keys reach the app's own handlers.
        if focus.focusedNode === node { focus.move(to: nil) }
        node.graph.damage.markDirty(node.frame)
        node.graph.onNeedsUpdate?()
        return focus.focusedNode !== node
    }

    /// Pushes the node's environment, transaction and clock down to the widget, for declarative
    /// trees nested in it, when the environment is a different one than last pushed.
    func pushContext(_ node: ViewNode, to widget: any Widget) {
        if let pushedEnvironment, pushedEnvironment.isIdentical(to: node.environment), pushedClock === node.graph.clock
        {
            return
        }
        pushedEnvironment = node.environment
        pushedClock = node.graph.clock
        var traits = WidgetTraits()
        traits[DeclarativeContextKey.self] = DeclarativeContext(
            environment: node.environment, transaction: node.transaction, clock: node.graph.clock, node: node)
        node.graph.writes.callingWidget { widget.traitsDidChange(traits) }
    }
}

/// The renderer for one representable type, holding its widget and coordinator.
final class RepresentableRenderer<Representable: WidgetRepresentable>: AnyRepresentableRenderer {
    var widget: Representable.WidgetType?
    var coordinator: Representable.Coordinator?
    /// The newest representable value, whose closures are the ones to call.
    var representable: Representable?
    private(set) lazy var animator = WidgetAnimator(graph: node!.graph)

    override package var hostedWidget: (any Widget)? { widget }

    func context(_ node: ViewNode, reasons: WidgetUpdateReasons) -> Representable.Context {
        var environment = node.environment
        environment.tracker = makeTracker ?? node.environmentReads
        return WidgetRepresentableContext(
            coordinator: coordinator!, environment: environment, transaction: node.transaction,
            updateReasons: reasons, animator: animator)
    }

    override package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        guard let widget, let representable else { return .zero }
        let context = context(node, reasons: [])
        let answer = node.graph.writes.callingWidget {
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
        let fingerprint = RepresentableFingerprint(of: self)
        guard let widget = renderer.widget else {
            make(node, renderer: renderer)
            renderer.fingerprint = fingerprint
            return
        }
        renderer.pushContext(node, to: widget)
        var reasons: WidgetUpdateReasons = []
        if let previous = renderer.fingerprint, !previous.matches(fingerprint) { reasons.insert(.properties) }
        if node.readsChangedEnvironment() || renderer.makeReadsChanged(in: node.environment) {
            reasons.insert(.environment)
        }
        if node.hasObservedChange { reasons.insert(.observation) }
        node.hasObservedChange = false
        // A widget may call the representable's closures at any time, from input but also from a
        // timer, a process or I/O, so new closures reach it now rather than at its next input.
        if let previous = renderer.fingerprint, !previous.hasSameClosures(as: fingerprint) { reasons.insert(.actions) }
        guard !reasons.isEmpty else { return }
        update(widget, node: node, renderer: renderer, reasons: reasons)
    }

    private func make(_ node: ViewNode, renderer: RepresentableRenderer<Self>) {
        let graph = node.graph
        let name = String(describing: Self.self)
        graph.widgets.log(.makeCoordinator, name)
        renderer.coordinator = graph.writes.callingWidget { makeCoordinator() }
        // What make reads is followed for as long as the widget lives: it is read only once.
        let widget = renderer.trackingForLife(node) {
            let widget = makeWidget(context: renderer.context(node, reasons: .initial))
            graph.widgets.log(.make, name)
            return widget
        }
        widget.host = renderer
        renderer.widget = widget
        renderer.pushContext(node, to: widget)
        node.disappearActions.append { [weak graph] in
            renderer.stopTracking()
            guard let widget = renderer.widget, let coordinator = renderer.coordinator else { return }
            graph?.widgets.log(.dismantle, name)
            graph?.writes.callingWidget { Self.dismantleWidget(widget, coordinator: coordinator) }
            widget.host = nil
            renderer.widget = nil
            renderer.coordinator = nil
        }
        update(widget, node: node, renderer: renderer, reasons: .initial)
        node.hasObservedChange = false
    }

    private func update(
        _ widget: WidgetType, node: ViewNode, renderer: RepresentableRenderer<Self>, reasons: WidgetUpdateReasons
    ) {
        renderer.recordUpdate(reasons)
        node.graph.widgets.log(.update(reasons), String(describing: Self.self))
        let representable = renderer.representable ?? self
        node.evaluateTracked(by: .widget) {
            representable.updateWidget(widget, context: renderer.context(node, reasons: reasons))
        }
        renderer.refreshMakeReads(in: node.environment)
        // What the update wrote to the bindings is what the widget now shows.
        renderer.fingerprint = RepresentableFingerprint(of: representable)
        node.contentDidChange()
    }
}

/// A flag, set once from the main actor and read from wherever Observation reports a change.
final class ObservationCancellation: Sendable {
    private let cancelled = Atomic(false)

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Stops the observation at its next report.
    func cancel() { cancelled.store(true, ordering: .releasing) }
}
