public import TerrariumTerminal

// This file is the host's whole public surface: nothing public is added to it elsewhere.

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
            graph.targetDidResize(to: size)
            environment.terminalSize = size
        }
    }
    /// The environment given to the root view.
    ///
    /// The host keeps what it provides in it whatever is set: the terminal size, the quit action,
    /// and an undo manager when there is none.
    public var environment: EnvironmentValues {
        get { hostedEnvironment }
        set {
            hostedEnvironment = hosting(newValue)
            graph.setRoot(rootView, environment: hostedEnvironment)
        }
    }
    private var hostedEnvironment: EnvironmentValues
    /// The cells of the last render.
    ///
    /// Each render draws only what changed over the cells left by the last one, and moves the
    /// cells of a scrolled list: draw over a frame in a buffer of your own, not here.
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
        hostedEnvironment = environment
        buffer = CellBuffer(size: size)
        hostedEnvironment = hosting(environment)
        graph.setRoot(rootView, environment: hostedEnvironment)
    }

    /// `environment` with what the host provides: its size, the quit action, an undo manager and
    /// a clipboard.
    private func hosting(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.terminalSize = size
        if environment.undoManager == nil { environment.undoManager = hostedEnvironment.undoManager ?? UndoManager() }
        if environment.clipboard == nil { environment.clipboard = hostedEnvironment.clipboard ?? Clipboard() }
        environment.quit = quitAction
        return environment
    }

    /// Quitting asks whoever owns the host, which may be a run loop or a test; one action for the
    /// host's life, so setting the environment again does not change what views read.
    private lazy var quitAction = QuitAction { [weak self] in
        self?.isQuitRequested = true
        self?.onQuitRequest?()
    }

    isolated deinit {
        graph.tearDown()
    }

    // MARK: - Frames

    /// Brings the tree up to date, lays it out and draws what changed into ``buffer``.
    ///
    /// Only the regions of nodes that changed, moved, appeared or disappeared are drawn again;
    /// everything is repainted on the first render, after a resize, and while animations run.
    @discardableResult
    public func render() -> CellBuffer {
        graph.renderFrame(into: GraphicsContext(buffer), drawing: .changedRegions)
        return buffer
    }

    /// Releases the view values the last frames' updates replaced.
    ///
    /// Call it once a frame's bytes are written: freeing a replaced value (a million rows a
    /// sort replaced) then costs idle time, not the frame's. Values not released this way are
    /// released as the next frame begins.
    public func releaseReplacedValues() {
        graph.replacedValues.releaseAll()
    }

    /// The rendered text, one line per row, trailing spaces kept.
    public var text: String { buffer.lines.joined(separator: "\n") }

    /// Whether changes are waiting to be rendered.
    public var hasPendingUpdates: Bool { graph.hasPendingUpdates }

    /// The clock animations run on; a run loop advances it each frame, a test whenever it likes.
    public var clock: FrameClock { graph.clock }

    /// Whether an animation is still moving, so more frames are needed.
    public var isAnimating: Bool { graph.isAnimating }

    /// Moves the animation clock forward by `interval`.
    public func advance(by interval: Duration) { graph.clock.advance(by: interval) }

    // MARK: - Input

    /// Has the text editors write the edits they hold back (a long text's, until typing pauses)
    /// to their bindings: before the app suspends or ends, so no key is lost with it.
    package func commitEditing() {
        hostedEnvironment.undoManager?.commitEditing()
    }

    /// Gives focus as an app's launch does, when nothing has it yet: to the view a
    /// `defaultFocus(_:_:)` names, or else to the first focusable view in reading order.
    package func focusAtLaunch() {
        graph.focusAtLaunch()
    }

    /// Delivers an input event to the views and returns whether one handled it.
    ///
    /// Keys go along the focus chain, mouse events to the view under the pointer, and paste to
    /// the focused view.
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        graph.deliver(event)
    }

    /// Sends `command` along the focus chain, as its key would; returns whether a view handled it.
    @discardableResult
    public func perform(_ command: Command) -> Bool {
        graph.perform(command)
    }

    /// The keys that do something right now: enabled buttons' shortcuts and the commands that the
    /// focused view or its ancestors handle, for a help line or a command palette.
    public var activeShortcuts: [ActiveShortcut] { graph.router.activeShortcuts }

    /// Drops whose items could not be loaded into the destination's type, as sentences, oldest
    /// first: the destination's action was not called for them, and the app went on.
    package var dropFailures: [String] { graph.dragAndDrop.failures }

    /// Whether a drag is in progress, started with the mouse or marked from the keyboard.
    package var isDragging: Bool { graph.dragAndDrop.session != nil }

    /// Waits until every drop so far has loaded its items and called its destination's action.
    package func waitForDrops() async { await graph.dragAndDrop.waitForDrops() }

    /// The view that has keyboard focus, by its type name, for tests and diagnostics.
    package var focusedViewDescription: String? { graph.focus.focusedNode?.typeName }

    // MARK: - Inspection

    // What follows, but for `diagnostics`, is for `TestHost` and the inspector, which are in this
    // package: an app reads these through them.

    /// Diagnostics from the view graph, such as state modified during a body evaluation.
    public var diagnostics: [String] { graph.diagnostics }

    /// The number of nodes in the view graph, which lazy containers keep small.
    package var nodeCount: Int { graph.nodeCount }

    /// The lifecycle of the hosted widgets so far, oldest first: coordinators and widgets made,
    /// updates with their reasons, dismantles.
    package var widgetLifecycleLog: [WidgetLifecycleEvent] { graph.widgets.lifecycleLog }

    /// Forgets the lifecycle events recorded so far, to look at what the next steps do.
    package func clearWidgetLifecycleLog() { graph.widgets.clearLifecycleLog() }

    /// Removes the whole tree now, as the app's exit does: hosted widgets are dismantled and
    /// disappear actions run.
    public func tearDown() { graph.tearDown() }
}
