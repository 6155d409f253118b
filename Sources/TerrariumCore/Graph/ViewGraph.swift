package import TerrariumTerminal

/// The persistent tree of nodes behind a root view, and the coordinator of the parts that keep it
/// up to date: the ``UpdateScheduler``, the ``DeferredWrites``, the ``DamageTracker``, the
/// ``FocusTracker``, the ``InputRouter``, the ``DragAndDropRouter`` and ``HostedWidgets``.
///
/// Every host makes frames with ``renderFrame(into:drawing:)`` and gives it input with
/// ``deliver(_:)``; the graph moves through its ``FramePhase``s itself, so no host sets its phase,
/// damage or focus.
@MainActor
package final class ViewGraph {
    package private(set) var root: ViewNode?
    /// Called when something needs an update, so a host can schedule a frame.
    package var onNeedsUpdate: (() -> Void)?
    /// Problems found while updating, for the developer: state written during evaluation, updates
    /// that did not settle.
    package private(set) var diagnostics: [String] = []
    /// Nodes currently in the tree.
    // Unchecked for exclusivity: every node made and removed counts here, and no access overlaps
    // another.
    @exclusivity(unchecked) package private(set) var nodeCount = 0
    /// A count of the placements that cleared a node's mark: a mark made since the last of them
    /// still has its whole path to the root marked.
    // Unchecked for exclusivity: every node placed counts here, and no access overlaps another.
    @exclusivity(unchecked) var placements = 0
    /// How many times a modifier has written a trait: a container that keeps what it read from
    /// its elements' traits reads them again once this changes.
    package internal(set) var traitWrites = 0
    /// The trait keys any modifier in the graph has written: a container need not look for a
    /// trait no element can have.
    package internal(set) var traitKeysWritten: Set<ObjectIdentifier> = []
    /// How many sizes have been computed rather than taken from a cache: a measure of layout work.
    package var layoutComputations = 0
    /// Where the graph is in making a frame.
    package private(set) var phase = FramePhase.idle

    /// Runs `body` in `phase`, then returns to the phase the graph was in.
    func inPhase<Result>(_ phase: FramePhase, _ body: () -> Result) -> Result {
        let previous = self.phase
        self.phase = phase
        defer { self.phase = previous }
        return body()
    }
    /// The clock animations are measured against; a tree hosted inside a widget shares the
    /// clock of the declarative host above it, so its animations run on that host's frames.
    package var clock = FrameClock()
    /// Invalidations from other threads and from Observation, taken in before each update.
    package let inbox = ChangeInbox()
    /// Which nodes are evaluated next, with what transaction.
    package private(set) lazy var scheduler = UpdateScheduler(graph: self)
    /// State writes held until they can apply.
    package private(set) lazy var writes = DeferredWrites(graph: self)
    /// What the next frame must place and draw.
    package let damage = DamageTracker()
    /// Keyboard focus.
    package private(set) lazy var focus = FocusTracker(graph: self)
    /// Where input goes.
    package private(set) lazy var router = InputRouter(graph: self)
    /// Drags and drops: sources, destinations, the session, its highlight and preview.
    package private(set) lazy var dragAndDrop = DragAndDropRouter(graph: self)
    /// The keyboard shortcuts declared in the tree.
    package let shortcuts = ShortcutTable()
    /// The views presented above the tree: sheets, alerts, menus.
    package private(set) lazy var layers = PresentationLayers(graph: self)
    /// The foreign widgets hosted in the tree.
    package let widgets = HostedWidgets()
    /// What an open inspector records of this graph's frames; nil while none looks.
    package var inspection: InspectionRecorder?
    /// The view values updates replaced, released once the frame showing their replacements
    /// is out.
    package var replacedValues = ReplacedValues()
    /// Nodes whose renderers hear when each layout has settled.
    private var layoutObservers: [WeakNodeReference] = []
    /// The size of the last layout, where focus is repaired before input when it must be.
    private var lastLayoutSize: Size?

    package init() {}

    /// Adds a diagnostic once, however often the situation repeats.
    package func report(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
    }

    /// Whether work is waiting for the next ``update()``.
    package var hasPendingUpdates: Bool {
        scheduler.hasPendingWork || writes.hasWritesForNextPass || !inbox.isEmpty
    }

    /// Whether an animation is still running at the clock's current time.
    package var isAnimating: Bool { clock.now < clock.animationsEnd }

    // MARK: - The tree

    /// Sets or replaces the root view, then brings the tree up to date.
    package func setRoot<V: View>(_ view: V, environment: EnvironmentValues) {
        if let root, root.viewType == V.self {
            root.receive(view, environment: environment)
        } else {
            root?.detach()
            let node = ViewNode(graph: self, parent: nil, key: .position(0), view: view, environment: environment)
            root = node
            nodeAttached(node)
            node.evaluate()
        }
        update()
    }

    /// Removes the whole tree: disappear actions run, state and subscriptions are released.
    package func tearDown() {
        root?.detach()
        root = nil
        scheduler.reset()
        writes.reset()
        replacedValues.releaseAll()
    }

    /// Re-evaluates every marked node, shallowest first, until nothing is left to do.
    package func update() {
        var passes = 0
        while hasPendingUpdates || scheduler.hasSettledActions {
            passes += 1
            if passes > 100 {
                report("the view graph did not settle after 100 passes: state keeps changing during updates")
                scheduler.reset()
                writes.reset()
                return
            }
            if hasPendingUpdates {
                scheduler.runPass()
            } else {
                scheduler.runSettledActions()
            }
        }
    }

    func nodeAttached(_ node: ViewNode) { nodeCount += 1 }

    func nodeDetached(_ node: ViewNode) {
        nodeCount -= 1
        focus.nodeDetached(node)
        if node.handlers != nil { shortcuts.nodeDetached(node) }
    }

    /// Tells `node`'s renderer each time a layout has settled, while the node is in the tree.
    package func observeLayout(_ node: ViewNode) {
        guard !layoutObservers.contains(where: { $0.node === node }) else { return }
        layoutObservers.append(WeakNodeReference(node: node))
    }

    // MARK: - Frames

    /// Makes a frame in `context`'s size: brings the tree up to date, lays it out, moves focus
    /// that left with a removed view to a neighbour, and draws.
    ///
    /// State written meanwhile applies after the frame and schedules the next one.
    package func renderFrame(into context: GraphicsContext, drawing: FrameDrawing) {
        replacedValues.frameBegan()
        defer { replacedValues.frameEnded() }
        guard let root = prepareFrame(in: context.size) else { return }
        phase = .drawing
        defer {
            phase = .idle
            writes.applyAll()
        }
        let bounds = Rect(origin: .zero, size: context.size)
        let regions = damage.takeRegionsToDraw(
            in: bounds, isAnimating: isAnimating, everything: drawing == .everything
        ) { shift in apply(shift, to: context) }
        inspection?.drew(regions)
        switch drawing {
        case .everything:
            // The terminal's cursor is shown only while the view that showed it draws it again.
            context.buffer.cursor = nil
            root.draw(in: context)
            layers.draw(in: context)
        case .changedRegions:
            for region in regions {
                if let cursor = context.buffer.cursor, region.contains(cursor.position) { context.buffer.cursor = nil }
                let clipped = context.clipped(to: region)
                clipped.fill(region)
                root.draw(in: clipped)
                layers.draw(in: clipped)
            }
        }
        dragAndDrop.drawOverlay(in: context)
    }

    /// Moves the cells of `shift` in `context`'s buffer when they depend on nothing but the last
    /// frame drawn there; returns whether it moved them.
    ///
    /// The frame must cover the whole buffer, and nothing but the node that asked may draw in the
    /// area: no layer, drag preview, cursor or picture, no other node, and ancestors that draw
    /// only their children.
    private func apply(_ shift: DamageTracker.Shift, to context: GraphicsContext) -> Bool {
        let buffer = context.buffer
        guard context.origin == .zero, context.size == buffer.size,
            context.clip == Rect(origin: .zero, size: buffer.size), let owner = shift.owner.node, owner.isAttached,
            layers.nodes.isEmpty, !dragAndDrop.drawsOverlay,
            buffer.cursor.map({ !shift.rect.contains($0.position) }) ?? true,
            buffer.pictures.allSatisfy({ $0.frame.intersection(shift.rect).isEmpty }),
            ShiftOcclusion.drawsAlone(owner, in: shift.rect)
        else { return false }
        buffer.shiftRows(in: shift.rect, by: shift.dy)
        return true
    }

    /// The root's size for `proposal`, with the tree brought up to date first.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        update()
        guard let root else { return .zero }
        return inPhase(.layingOut) { root.sizeThatFits(proposal) }
    }

    /// The cells the tree is drawn into were resized, losing what was drawn: the next frame is
    /// drawn whole at `size`, even when the size went back to the last frame's before it.
    package func targetDidResize(to size: Size) {
        lastLayoutSize = size
        damage.redrawEverything()
    }

    /// Brings the tree up to date and lays it out in `size`, with focus that left with a removed
    /// view moved to a neighbour chosen with fresh frames; returns the root, nil when there is none.
    private func prepareFrame(in size: Size) -> ViewNode? {
        update()
        widgets.stepAnimations()
        update()
        layOutRoot(in: size)
        // Both run: focus repaired onto a view behind a layer that has just opened must still
        // go into the layer.
        let repaired = focus.repair()
        if focus.enterTopLayer() || repaired {
            update()
            layOutRoot(in: size)
        }
        guard let root else { return nil }
        layoutObservers.removeAll { $0.node?.isAttached != true }
        for observer in layoutObservers {
            if let node = observer.node { node.renderer?.layoutDidSettle(node) }
        }
        return root
    }

    /// Proposes `size` to the root and places it at the top-left corner, within `size`.
    private func layOutRoot(in size: Size) {
        lastLayoutSize = size
        damage.beginLayout(isAnimating: isAnimating)
        // Widgets may write state while they are sized (a callback reporting the width they
        // were offered): those writes are applied and the tree laid out again, so they show in
        // this frame. A few rounds settle any sane widget; one that writes a new value on every
        // sizing keeps its last writes for the next frame, and is reported.
        let rounds = 4
        for round in 1...rounds {
            guard let root else { return }
            phase = .layingOut
            let proposal = ProposedViewSize(size)
            let rootSize = root.sizeThatFits(proposal)
            let rootFrame = Rect(
                origin: .zero,
                size: Size(width: min(rootSize.width, size.width), height: min(rootSize.height, size.height))
            )
            root.place(in: rootFrame, proposal: proposal)
            phase = .idle
            guard writes.hasWritesFromWidgetLayout else { return }
            guard round < rounds else {
                report("widgets kept writing state while being sized; the last writes apply in the next frame")
                return
            }
            writes.applyWritesFromWidgetLayout()
            update()
        }
    }

    // MARK: - Input

    /// Delivers an input event and returns whether a view handled it: keys along the focus
    /// chain, mouse events to the view under the pointer, paste to the focused view.
    package func deliver(_ event: InputEvent) -> Bool {
        update()
        // A focused view that left in the previous event hands focus on before this one arrives,
        // and a menu or sheet the previous key opened takes focus before the next key: keys
        // typed quickly go where they would have gone one at a time.
        if focus.needsRepair || focus.hasLayerToEnter, let size = lastLayoutSize {
            _ = prepareFrame(in: size)
        }
        switch event {
        case .key(let press):
            defer { dragAndDrop.focusMayHaveMoved() }
            return router.handle(press)
        case .mouse(let mouse): return router.handle(mouse)
        case .paste(let text): return router.handlePaste(text)
        case .reply(.dragAndDrop(let message)): return dragAndDrop.kitty.handle(message)
        case .focus, .reply: return false
        }
    }

    /// Sends `command` along the focus chain, as its key would; returns whether a view handled it.
    package func perform(_ command: Command) -> Bool {
        update()
        return router.perform(command)
    }
}

/// How a frame is drawn into its context.
package enum FrameDrawing: Hashable, Sendable {
    /// Only the regions that changed, each cleared first: for a host that keeps its cells
    /// between frames.
    case changedRegions
    /// The whole tree, over what the context holds: for a widget whose host draws it whole.
    case everything
}

/// A weak reference to a node, for remembering views without keeping them alive.
struct WeakNodeReference {
    weak var node: ViewNode?
}
