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
public final class HostingWidget<Content: View>: Widget, InspectableHost {
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
    /// What the declarative host above last pushed down, nil outside any.
    private var outerContext: DeclarativeContext?
    /// The clock the tree runs on outside any declarative host.
    private let ownClock: FrameClock
    /// Where the widget was last drawn, in the cells of the screen it was drawn into.
    package private(set) var lastDrawOrigin: Point?
    /// Whether the tree was built.
    ///
    /// It is built on first use rather than when the widget is made, so that inside a declarative host it is built with that host's environment, never with
    /// the default one first.
    private var isBuilt = false

    /// Creates a widget showing `rootView`; its tree is built when first sized, drawn or given
    /// input, with the environment its host pushed down by then.
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        var environment = environment
        if environment.undoManager == nil { environment.undoManager = UndoManager() }
        baseEnvironment = environment
        self.environment = environment
        ownClock = graph.clock
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
        buildIfNeeded()
        graph.root?.setNeedsUpdate()
    }

    /// Re-evaluates what is marked now rather than at the next layout or draw.
    public func updateBodyIfNeeded() {
        buildIfNeeded()
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
        buildIfNeeded()
        return graph.sizeThatFits(proposal)
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
        buildIfNeeded()
        lastDrawOrigin = context.origin
        graph.renderFrame(into: context, drawing: .everything)
    }

    // MARK: - Input and focus

    /// Gives the event to the tree: keys along its focus chain, mouse events to the view under
    /// the pointer, paste to its focused view.
    public func handle(_ event: InputEvent) -> Bool {
        buildIfNeeded()
        return graph.deliver(event)
    }

    /// Whether the tree has a view that can take focus.
    public var acceptsFocus: Bool {
        buildIfNeeded()
        return !graph.focus.order().isEmpty
    }

    /// Moves focus through the tree's focusable views in its own Tab order, without wrapping.
    public func moveFocus(_ move: FocusMove) -> Bool {
        buildIfNeeded()
        guard graph.focus.move(move) else { return false }
        host?.widgetNeedsDisplay(self)
        return true
    }

    /// Clears the tree's focus when the widget loses focus.
    public func focusDidChange(_ isFocused: Bool) {
        if !isFocused { graph.focus.move(to: nil) }
    }

    // MARK: - Environment

    /// Takes the environment, transaction and clock a declarative host above pushes down, and
    /// re-renders the views that read what changed; without them (the widget left that host), it
    /// goes back to ``baseEnvironment`` and its own clock.
    public func traitsDidChange(_ traits: WidgetTraits) {
        let context = traits[DeclarativeContextKey.self]
        outerContext = context
        (context?.node?.renderer as? AnyRepresentableRenderer)?.nestedHosts.adopt(self)
        // Inside a declarative host, that host runs drags and draws their preview.
        graph.dragAndDrop.ownsSessions = context == nil
        // Animations in the tree run on the outer host's frames, and keep them coming.
        let clock = context?.clock ?? ownClock
        if clock !== graph.clock { graph.clock = clock }
        guard isBuilt, applyEnvironment() else { return }
        host?.widgetNeedsLayout(self)
    }

    // MARK: - Inspection

    /// The representable node whose widget hierarchy holds this widget, nil outside any.
    package var outerNode: ViewNode? { outerContext?.node }

    /// The widget's type, such as `HostingWidget<PlantDetail>`.
    package var hostTypeName: String { "HostingWidget<\(TypeNames.short(String(describing: Content.self)))>" }

    /// Builds the tree on first use, with the environment pushed down by then.
    private func buildIfNeeded() {
        if !isBuilt { applyEnvironment() }
    }

    /// Gives the root the outer environment (or the base one) when it is a different one;
    /// returns whether it was.
    @discardableResult
    private func applyEnvironment() -> Bool {
        var next = outerContext?.environment ?? baseEnvironment
        if next.undoManager == nil { next.undoManager = baseEnvironment.undoManager }
        next = next.stabilized(against: environment)
        guard !isBuilt || !next.isIdentical(to: environment) else { return false }
        isBuilt = true
        environment = next
        graph.scheduler.withTransaction(outerContext?.transaction ?? Transaction()) {
            graph.setRoot(rootView, environment: environment)
        }
        return true
    }

    /// Something in the tree changed: its size may have too.
    ///
    /// The host above decides by its own phase what the request does; while this tree is laid
    /// out or drawn, the change is already part of the frame.
    private func treeChanged() {
        guard graph.phase == .idle || graph.phase == .updating else { return }
        host?.widgetNeedsLayout(self)
    }
}
