public import TerrariumTerminal

/// Renders a view into a grid of cells without a terminal: the base of running an app, of
/// snapshot tests, and of hosting declarative views inside other widgets.
///
/// ```swift
/// let host = ViewHost(rootView: Text("Hello").border(), size: Size(width: 10, height: 3))
/// host.render()
/// print(host.text)
/// // ┌─────┐
/// // │Hello│
/// // └─────┘
/// ```
///
/// The root view is proposed the host's size and placed at the top-left corner.
@MainActor
public final class ViewHost<Content: View> {
    /// The view shown; setting it updates the tree, keeping the state of what stays.
    public var rootView: Content {
        didSet { graph.setRoot(rootView, environment: environment) }
    }
    /// The size the view is rendered at.
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            buffer.resize(to: size)
            graph.needsFullRedraw = true
            environment.terminalSize = size
            graph.setRoot(rootView, environment: environment)
        }
    }
    /// The environment given to the root view.
    public var environment: EnvironmentValues {
        didSet { graph.setRoot(rootView, environment: environment) }
    }
    /// The cells of the last render.
    public let buffer: CellBuffer

    /// The view graph behind the host.
    package let graph = ViewGraph()

    /// Whether a view asked to quit through the environment's ``EnvironmentValues/quit`` action.
    public private(set) var isQuitRequested = false
    /// Runs when a view asks to quit: how a run loop hears it.
    package var onQuitRequest: (() -> Void)?

    /// Creates a host and builds the tree for `rootView`.
    public init(rootView: Content, size: Size, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.size = size
        var environment = environment
        environment.terminalSize = size
        if environment.undoManager == nil { environment.undoManager = UndoManager() }
        self.environment = environment
        buffer = CellBuffer(size: size)
        // Quitting asks whoever owns the host, which may be a run loop or a test.
        self.environment.quit = QuitAction { [weak self] in
            self?.isQuitRequested = true
            self?.onQuitRequest?()
        }
        graph.setRoot(rootView, environment: self.environment)
    }

    /// Brings the tree up to date, lays it out and draws what changed into ``buffer``.
    ///
    /// Only the regions of nodes that changed, moved, appeared or disappeared are drawn again;
    /// everything is repainted on the first render, after a resize, and while animations run.
    @discardableResult
    public func render() -> CellBuffer {
        guard let root = graph.prepareFrame(in: size) else { return buffer }
        graph.isLayingOut = true
        defer {
            graph.isLayingOut = false
            graph.applyDeferredWrites()
        }
        let animating = graph.isAnimating || wasAnimating
        wasAnimating = graph.isAnimating
        let bounds = Rect(origin: .zero, size: size)
        let dirty = graph.takeDirtyRegions()
        let regions = graph.needsFullRedraw || animating ? [bounds] : dirty
        graph.needsFullRedraw = false
        for region in regions {
            let area = region.intersection(bounds)
            guard !area.isEmpty else { continue }
            let context = GraphicsContext(buffer).clipped(to: area)
            context.fill(area)
            root.draw(in: context)
        }
        return buffer
    }

    private var wasAnimating = false

    isolated deinit {
        graph.tearDown()
    }

    /// The rendered text, one line per row, trailing spaces kept.
    public var text: String { buffer.lines.joined(separator: "\n") }

    /// Diagnostics from the view graph, such as state modified during a body evaluation.
    public var diagnostics: [String] { graph.diagnostics }

    /// The number of nodes in the view graph, which lazy containers keep small.
    public var nodeCount: Int { graph.nodeCount }

    /// Whether changes are waiting to be rendered.
    public var hasPendingUpdates: Bool { graph.hasPendingUpdates }

    /// The clock animations run on; a run loop advances it each frame, a test whenever it likes.
    public var clock: FrameClock { graph.clock }

    /// Whether an animation is still moving, so more frames are needed.
    public var isAnimating: Bool { graph.isAnimating }

    /// Moves the animation clock forward by `interval`.
    public func advance(by interval: Duration) { graph.clock.advance(by: interval) }
}
