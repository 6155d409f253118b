package import TerrariumTerminal

/// The persistent tree of nodes behind a root view, and the queue of work to bring it up to date.
///
/// Changes mark nodes; ``update()`` re-evaluates the marked nodes from the top down, so a node
/// evaluated because its parent changed is not evaluated again. State written while a body is
/// being evaluated is applied after the pass, with a diagnostic naming the view.
@MainActor
package final class ViewGraph {
    package private(set) var root: ViewNode?
    /// Called when something needs an update, so a host can schedule a frame.
    package var onNeedsUpdate: (() -> Void)?
    /// Problems found while updating, for the developer: state written during evaluation, updates
    /// that did not settle.
    package private(set) var diagnostics: [String] = []
    /// The node with keyboard focus.
    package internal(set) weak var focusedNode: ViewNode?
    /// Where the focused node stood in focus order, so a neighbour can take over when it leaves.
    var lastFocusIndex: Int?
    /// Whether the focused node left the tree and a neighbour must take focus.
    var focusNeedsRepair = false
    /// The last click: where, when, and how many in a row.
    var lastClick: (location: Point, time: Duration, count: Int)?
    /// Whether nodes are being removed because a lazy container scrolled them away, which must
    /// not hand their focus to whatever row takes their place.
    var isRecyclingLazyRows = false
    /// The drag in progress, if a press landed on a view with a drag gesture.
    var activeDrag: ActiveDrag?
    /// The views the pointer is over that follow hovering.
    var hovered: [WeakNodeReference] = []
    /// The hosted widget that took the last mouse press, which gets the drags and release after it.
    var widgetMouseCapture: WeakNodeReference?
    /// The help lines in the tree, which list the shortcuts active after each layout.
    var helpLines: [WeakNodeReference] = []
    /// Nodes currently in the tree.
    package private(set) var nodeCount = 0
    /// How many sizes have been computed rather than taken from a cache: a measure of layout work.
    package var layoutComputations = 0
    /// Areas of the root that must be drawn again, in root coordinates.
    package private(set) var dirtyRegions: [Rect] = []
    /// Whether the next draw must repaint everything (first frame, resize, animation).
    package var needsFullRedraw = true

    /// Adds a diagnostic once, however often the situation repeats.
    package func report(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
    }

    /// Records that `rect` must be drawn again.
    package func markDirty(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        dirtyRegions.append(rect)
    }

    /// The dirty regions merged into few non-overlapping rectangles, emptying the list.
    package func takeDirtyRegions() -> [Rect] {
        var merged: [Rect] = []
        for rect in dirtyRegions {
            var current = rect
            var index = 0
            while index < merged.count {
                if Self.touches(merged[index], current) {
                    current = Self.union(merged.remove(at: index), current)
                    index = 0
                } else {
                    index += 1
                }
            }
            merged.append(current)
        }
        dirtyRegions.removeAll()
        return merged
    }

    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.minX, b.minX)
        let y = min(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    /// The clock animations are measured against; a tree hosted inside a widget shares the
    /// clock of the declarative host above it, so its animations run on that host's frames.
    package var clock = FrameClock()
    /// When the last running animation ends, on ``clock``.
    package var animationsEnd: Duration {
        get { clock.animationsEnd }
        set { clock.animationsEnd = newValue }
    }
    /// The transaction of the update being made.
    package private(set) var currentTransaction = Transaction()
    private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// Invalidations from other threads and from Observation, taken in before each update.
    package let inbox = ChangeInbox()
    private var dirty: [ViewNode] = []
    private var evaluationStack: [ViewNode] = []
    private var deferredWrites: [() -> Void] = []
    /// Writes widget code made while the tree was laid out, applied before it is drawn.
    private var widgetWritesDuringLayout: [() -> Void] = []
    private var afterUpdateActions: [@MainActor () -> Void] = []

    package init() {}

    /// Whether work is waiting for the next ``update()``.
    package var hasPendingUpdates: Bool {
        !dirty.isEmpty || !deferredWrites.isEmpty || !afterUpdateActions.isEmpty || !inbox.isEmpty
    }

    /// Runs `action` once the current update has finished evaluating, as `onAppear` needs.
    package func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        afterUpdateActions.append(action)
    }

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
        dirty.removeAll()
        deferredWrites.removeAll()
        widgetWritesDuringLayout.removeAll()
        afterUpdateActions.removeAll()
    }

    /// Re-evaluates every marked node, shallowest first, until nothing is left to do.
    package func update() {
        var passes = 0
        while hasPendingUpdates {
            passes += 1
            if passes > 100 {
                report(
                    "the view graph did not settle after 100 passes: state keeps changing during updates")
                dirty.removeAll()
                deferredWrites.removeAll()
                afterUpdateActions.removeAll()
                return
            }
            for (node, transaction) in inbox.take() {
                node.hasObservedChange = true
                node.setNeedsUpdate(transaction: transaction)
            }
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in batch where node.isAttached && node.needsUpdate {
                withTransaction(Transaction()) { node.evaluate() }
            }
            pendingTransactions.removeAll()
            let writes = deferredWrites
            deferredWrites.removeAll()
            for write in writes { write() }
            let actions = afterUpdateActions
            afterUpdateActions.removeAll()
            for action in actions { action() }
        }
    }

    /// Proposes `size` to the root and places it at the top-left corner, within `size`.
    package func layOutRoot(in size: Size) {
        // Animated values are read while placing, and a frame after the last animation lands
        // them on their targets; meanwhile every node is placed.
        placesEverything = isAnimating || wasAnimatingAtLastLayout
        wasAnimatingAtLastLayout = isAnimating
        for (id, entry) in placedEveryLayout {
            if let node = entry.node, node.isAttached {
                node.invalidatePlacement()
            } else {
                placedEveryLayout[id] = nil
            }
        }
        // Widgets may write state while they are sized (a callback reporting the width they
        // were offered): those writes are applied and the tree laid out again, so they show in
        // this frame. A few rounds settle any sane widget; one that writes a new value on every
        // sizing keeps its last writes for the next frame, and is reported.
        let rounds = 4
        for round in 1...rounds {
            guard let root else { return }
            isLayingOut = true
            let proposal = ProposedViewSize(size)
            let rootSize = root.sizeThatFits(proposal)
            let rootFrame = Rect(
                origin: .zero,
                size: Size(width: min(rootSize.width, size.width), height: min(rootSize.height, size.height))
            )
            root.place(in: rootFrame, proposal: proposal)
            isLayingOut = false
            guard !widgetWritesDuringLayout.isEmpty else { return }
            guard round < rounds else {
                report(
                    "widgets kept writing state while being sized; the last writes apply in the next frame")
                return
            }
            let writes = widgetWritesDuringLayout
            widgetWritesDuringLayout.removeAll()
            for write in writes { write() }
            update()
        }
    }

    /// Runs `body` as the evaluation of `node`'s body, so writes during it can be caught.
    func evaluatingBody<Result>(of node: ViewNode, quietly: Bool = false, _ body: () -> Result) -> Result {
        evaluationStack.append(node)
        if quietly { quietDepth += 1 }
        defer {
            evaluationStack.removeLast()
            if quietly { quietDepth -= 1 }
        }
        return body()
    }

    /// How many calls into hosted widgets' code are under way, whose state writes are deferred
    /// without a diagnostic.
    private var quietDepth = 0

    /// Runs `body`, a call into a representable's code, deferring its state writes quietly.
    func quietly<Result>(_ body: () -> Result) -> Result {
        quietDepth += 1
        defer { quietDepth -= 1 }
        return body()
    }

    /// The lifecycle of hosted widgets, oldest first; the most recent 10,000 events are kept.
    package private(set) var widgetLifecycleLog: [WidgetLifecycleEvent] = []

    func logLifecycle(_ kind: WidgetLifecycleEvent.Kind, _ representable: String) {
        if widgetLifecycleLog.count >= 10_000 { widgetLifecycleLog.removeFirst(5_000) }
        widgetLifecycleLog.append(WidgetLifecycleEvent(kind, representable: representable))
    }

    /// Forgets the lifecycle events recorded so far.
    package func clearWidgetLifecycleLog() { widgetLifecycleLog.removeAll() }

    /// Applies a state write now, or after the current pass when a body is being evaluated or
    /// the tree is being laid out or drawn.
    package func performWrite(_ write: @escaping () -> Void) {
        if quietDepth > 0, !evaluationStack.isEmpty {
            deferredWrites.append(write)
            onNeedsUpdate?()
        } else if quietDepth > 0, isLayingOut {
            widgetWritesDuringLayout.append(write)
            onNeedsUpdate?()
        } else if quietDepth > 0 {
            // Outside an update (a representable's dismantle at exit), a write applies at once.
            write()
        } else if let evaluating = evaluationStack.last {
            report(
                "\(evaluating.typeName) modified state while its body was being evaluated; the change was applied after the update"
            )
            deferredWrites.append(write)
            onNeedsUpdate?()
        } else if isLayingOut {
            report("state was modified during layout or drawing; the change was applied after the frame")
            deferredWrites.append(write)
            onNeedsUpdate?()
        } else {
            write()
        }
    }

    /// Whether the tree is being laid out or drawn, when state must not change under it.
    package var isLayingOut = false

    /// Applies the writes deferred during layout; they take effect in the next update.
    package func applyDeferredWrites() {
        let writes = widgetWritesDuringLayout + deferredWrites
        widgetWritesDuringLayout.removeAll()
        deferredWrites.removeAll()
        for write in writes { write() }
    }

    func nodeNeedsUpdate(_ node: ViewNode, transaction: Transaction?) {
        dirty.append(node)
        if let transaction { pendingTransactions[ObjectIdentifier(node)] = transaction }
        onNeedsUpdate?()
    }

    /// Runs `body` as part of an update made with `transaction`.
    package func withTransaction<Result>(_ transaction: Transaction, _ body: () -> Result) -> Result {
        let previous = currentTransaction
        currentTransaction = transaction
        defer { currentTransaction = previous }
        return body()
    }

    /// The transaction recorded when `node` itself was marked, if any.
    func takePendingTransaction(for node: ViewNode) -> Transaction? {
        pendingTransactions.removeValue(forKey: ObjectIdentifier(node))
    }

    /// Whether every node is placed in this layout, not only those that changed.
    package private(set) var placesEverything = true
    private var wasAnimatingAtLastLayout = false
    /// Nodes whose placement reads what can change without invalidating them, such as a scroll
    /// position bound to a model: placed in every layout.
    private var placedEveryLayout: [ObjectIdentifier: WeakNodeReference] = [:]

    /// Places `node` in every layout from now on, for as long as it stays in the tree.
    package func placeInEveryLayout(_ node: ViewNode) {
        placedEveryLayout[ObjectIdentifier(node)] = WeakNodeReference(node: node)
    }

    /// The animators of hosted widgets with animations under way.
    private var widgetAnimators: [ObjectIdentifier: WidgetAnimator] = [:]

    func widgetAnimatorStarted(_ animator: WidgetAnimator) {
        widgetAnimators[ObjectIdentifier(animator)] = animator
    }

    /// Steps the widgets' animations to the clock's time before the frame is laid out, so the
    /// sizes they change are laid out in it.
    func stepWidgetAnimations() {
        for (id, animator) in widgetAnimators {
            animator.step()
            if !animator.isAnimating { widgetAnimators[id] = nil }
        }
    }

    /// Whether an animation is still running at the clock's current time.
    package var isAnimating: Bool { clock.now < animationsEnd }

    func nodeAttached(_ node: ViewNode) { nodeCount += 1 }

    func nodeDetached(_ node: ViewNode) {
        nodeCount -= 1
        if focusedNode === node {
            focusedNode = nil
            focusNeedsRepair = !isRecyclingLazyRows
            // The focus states bound above the departing view learn that it lost focus.
            var ancestor: ViewNode? = node
            while let current = ancestor {
                for handler in current.focusChangeHandlers { handler(false) }
                ancestor = current.parent
            }
        }
    }
}

/// A weak reference to a node, for remembering views without keeping them alive.
struct WeakNodeReference {
    weak var node: ViewNode?
}
