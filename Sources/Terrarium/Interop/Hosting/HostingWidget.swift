public import TerrariumTerminal

/// A widget that shows a declarative view tree inside an imperative widget hierarchy.
///
/// ```swift
/// let detail = HostingWidget(rootView: PlantDetail(plant: plant))
/// window.addSubwidget(detail)
/// detail.rootView = PlantDetail(plant: other)   // sized and drawn anew at once
/// ```
///
/// Its size comes from the view: ``sizeThatFits(_:)`` is right as soon as ``rootView`` is set,
/// and ``minimumSize``, ``idealSize`` and ``maximumSize`` give the view's limits. Inside a widget
/// that a ``WidgetRepresentable`` hosts, at any depth, the tree inherits the environment of the
/// representable's place, custom keys and environment objects included, and an outer change of
/// it re-renders the views that read it, once. Keyboard focus moves through the tree's focusable
/// views as the widget's parts; input the tree does not handle goes back to the host.
@MainActor
public final class HostingWidget<Content: View>: Widget {
    /// The widget's host; the host owns the widget.
    public weak var host: (any WidgetHost)?

    /// The view shown; setting it updates the tree at once, keeping the state of what stays.
    public var rootView: Content {
        didSet {
            if isBuilt { graph.setRoot(rootView, environment: environment) }
            host?.widgetNeedsLayout(self)
        }
    }

    /// The environment given to the root view when no declarative host is above the widget.
    public var baseEnvironment: EnvironmentValues {
        didSet { applyEnvironment() }
    }

    package let graph = ViewGraph()
    private var environment: EnvironmentValues
    private weak var bridge: HostingBridge?
    /// Whether the tree was built.
    ///
    /// It is built on first use rather than when the widget is made, so that inside a declarative host it is built with that host's environment, never with
    /// the default one first.
    private var isBuilt = false

    /// Creates a widget showing `rootView`, with its tree built and ready to size.
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        var environment = environment
        if environment.undoManager == nil { environment.undoManager = UndoManager() }
        baseEnvironment = environment
        self.environment = environment
        graph.onNeedsUpdate = { [weak self] in self?.treeChanged() }
        graph.inbox.onPost { [weak self] in
            Task { @MainActor in self?.treeChanged() }
        }
    }

    isolated deinit {
        graph.tearDown()
    }

    /// Marks the root view for re-evaluation, for changes the declarative side cannot see.
    public func setNeedsBodyUpdate() {
        connect()
        graph.root?.setNeedsUpdate()
    }

    /// Re-evaluates what is marked now rather than at the next layout or draw.
    public func updateBodyIfNeeded() {
        connect()
        graph.update()
    }

    /// The clock the tree's animations run on: the outer declarative host's once the widget is
    /// inside one, otherwise its own, which an imperative host advances each frame.
    public var clock: FrameClock { graph.clock }

    /// Whether an animation in the tree is still running.
    public var isAnimating: Bool { graph.isAnimating }

    // MARK: - Sizing

    /// The size the view takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        connect()
        graph.update()
        guard let root = graph.root else { return .zero }
        graph.isLayingOut = true
        defer { graph.isLayingOut = false }
        return root.sizeThatFits(proposal)
    }

    /// The smallest size the view can take.
    public var minimumSize: Size { sizeThatFits(.zero) }
    /// The size the view takes when nothing is proposed.
    public var idealSize: Size { sizeThatFits(.unspecified) }
    /// The largest size the view takes when offered all the space there is.
    public var maximumSize: Size { sizeThatFits(.infinity) }

    // MARK: - Drawing

    /// Lays the tree out in the context's size and draws all of it.
    public func draw(in context: GraphicsContext) {
        connect()
        guard let root = graph.prepareFrame(in: context.size) else { return }
        graph.isLayingOut = true
        defer {
            graph.isLayingOut = false
            graph.applyDeferredWrites()
        }
        _ = graph.takeDirtyRegions()
        graph.needsFullRedraw = false
        root.draw(in: context)
    }

    // MARK: - Input and focus

    /// Gives the event to the tree: keys along its focus chain, mouse events to the view under
    /// the pointer, paste to its focused view.
    public func handle(_ event: InputEvent) -> Bool {
        connect()
        graph.update()
        switch event {
        case .key(let press): return graph.handle(press)
        case .mouse(let mouse): return graph.handle(mouse)
        case .paste(let text): return graph.handlePaste(text)
        case .focus, .reply: return false
        }
    }

    /// Whether the tree has a view that can take focus.
    public var acceptsFocus: Bool {
        connect()
        return !graph.focusOrder().isEmpty
    }

    /// Moves focus through the tree's focusable views in its own Tab order, without wrapping.
    public func moveFocus(_ move: FocusMove) -> Bool {
        connect()
        let order = graph.focusOrder()
        guard !order.isEmpty else { return false }
        let index = graph.focusedNode.flatMap { focused in order.firstIndex { $0 === focused } }
        let target: ViewNode?
        switch move {
        case .first: target = order.first
        case .last: target = order.last
        case .next: target = index.flatMap { $0 + 1 < order.count ? order[$0 + 1] : nil }
        case .previous: target = index.flatMap { $0 > 0 ? order[$0 - 1] : nil }
        }
        guard let target else { return false }
        graph.focus(target)
        if let widget = (target.renderer as? AnyRepresentableRenderer)?.hostedWidget {
            _ = widget.moveFocus(move == .previous || move == .last ? .last : .first)
        }
        host?.widgetNeedsDisplay(self)
        return true
    }

    /// Clears the tree's focus when the widget loses focus.
    public func focusDidChange(_ isFocused: Bool) {
        if !isFocused { graph.focus(nil) }
    }

    // MARK: - Environment

    /// Finds the declarative host above, if any, and follows its environment.
    private func connect() {
        guard let found = host?.hostingContext as? HostingBridge else {
            applyEnvironment()
            return
        }
        // Animations in the tree run on the outer host's frames, and keep them coming.
        if let clock = found.clock, clock !== graph.clock { graph.clock = clock }
        if found !== bridge {
            bridge = found
            found.observe(owner: self) { [weak self] in self?.outerEnvironmentChanged() }
        }
        applyEnvironment()
    }

    private func outerEnvironmentChanged() {
        applyEnvironment()
        host?.widgetNeedsLayout(self)
    }

    /// Gives the root the outer environment (or the base one) when it is a different one.
    private func applyEnvironment() {
        var next = bridge?.environment ?? baseEnvironment
        if next.undoManager == nil { next.undoManager = baseEnvironment.undoManager }
        next = next.stabilized(against: environment)
        guard !isBuilt || !next.isIdentical(to: environment) else { return }
        isBuilt = true
        environment = next
        graph.withTransaction(bridge?.transaction ?? Transaction()) {
            graph.setRoot(rootView, environment: environment)
        }
    }

    /// Something in the tree changed: its size may have too.
    private func treeChanged() {
        guard !graph.isLayingOut else { return }
        host?.widgetNeedsLayout(self)
    }
}
