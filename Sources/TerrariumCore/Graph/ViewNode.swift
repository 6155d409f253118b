import Observation
import TerrariumTerminal

/// The persistent counterpart of a view value: it keeps the view's state, environment, children
/// and layout between evaluations, and is discarded exactly when the view leaves the tree.
@MainActor
package final class ViewNode {
    /// Strong: a node kept alive by a closure after its host is gone must still find its graph;
    /// the graph breaks the cycle by detaching its root when torn down.
    package let graph: ViewGraph
    /// The node this one is a child of, while it is in the tree; nil for the root and once
    /// detached.
    ///
    /// Unowned rather than weak: a parent holds its children and clears this link when it
    /// detaches them, and a weak reference would give every node a side table, sending each
    /// retain and release of a node down the runtime's slow path.
    ///
    /// Not isolated, so that a node's deinit can clear its children's links.
    @exclusivity(unchecked) nonisolated(unsafe) package private(set) unowned(safe) var parent: ViewNode?
    // The node's stored properties are unchecked for exclusivity: a node lives on the main actor
    // alone, no access to one overlaps another, and the runtime's check of each access cost a
    // fifth of a table's frame, then a tenth of the frame after a sort, which makes a screenful
    // of nodes.
    @exclusivity(unchecked) package var children: [ViewNode] = [] {
        didSet { forgetLayoutChildren() }
    }
    /// The layout children as last worked out.
    ///
    /// Nil once this node's children, or those of a grouping child, changed. Placing asks for
    /// them at every node of every layout.
    @exclusivity(unchecked) private var knownLayoutChildren: [ViewNode]?
    /// Whether no two children share an id, as the last reconciliation found.
    @exclusivity(unchecked) package var childKeysAreUnique = true
    package let viewType: Any.Type
    /// How values of ``viewType`` compare, looked up once for the node's life.
    private let typeInfo: ViewTypeInfo
    package let key: ChildKey
    /// ``key``'s hash, worked out once: a reconciliation looking for a new key among a
    /// screenful of rows compares hashes before ids, which are boxed.
    package private(set) lazy var keyHash = key.hashValue
    @exclusivity(unchecked) package private(set) var view: any View
    /// The environment this node was given by its parent.
    @exclusivity(unchecked) package private(set) var environment: EnvironmentValues
    /// How the node sizes, places and draws itself; nil for nodes that only group their children
    /// (custom views, tuples, conditionals), whose children take part in the parent's layout.
    @exclusivity(unchecked) package var renderer: (any NodeRenderer)? {
        didSet {
            // A child that starts or stops grouping changes its parent's layout children.
            if (oldValue == nil) != (renderer == nil) { parent?.forgetLayoutChildren() }
        }
    }
    /// Storage of dynamic properties, by key.
    @exclusivity(unchecked) package var storage: [String: AnyObject] = [:]
    @exclusivity(unchecked) package var needsUpdate = true
    package let depth: Int
    /// The node's frame in root coordinates, set by layout.
    @exclusivity(unchecked) package var frame = Rect.zero
    /// The frame joined with everything its subtree was placed at: offset and overflowing
    /// children draw outside their ancestors' frames.
    @exclusivity(unchecked) package private(set) var drawBounds = Rect.zero
    /// Priority for space in stacks, set by `layoutPriority(_:)`.
    @exclusivity(unchecked) package var layoutPriority: Double = 0
    /// The transaction of the change that last updated this node.
    @exclusivity(unchecked) package private(set) var transaction = Transaction()
    /// Environment keys read during the last evaluation, with the version read.
    ///
    /// Made when first asked for: only nodes whose views read the environment through a
    /// property wrapper track their reads, and most nodes are primitives that do not.
    package var environmentReads: EnvironmentReadTracker {
        if let readTracker { return readTracker }
        let tracker = EnvironmentReadTracker()
        readTracker = tracker
        return tracker
    }
    @exclusivity(unchecked) private var readTracker: EnvironmentReadTracker?
    /// Work to run when the node leaves the tree.
    @exclusivity(unchecked) package var disappearActions: [() -> Void] = []
    /// Whether an `@Observable` property read in the last evaluation changed since.
    @exclusivity(unchecked) package var hasObservedChange = false
    /// Whether `focusable()` or `focused(_:)` lets the node take focus.
    @exclusivity(unchecked) package var isFocusable = false
    /// Called with whether the node has focus, when that changes.
    @exclusivity(unchecked) package var focusChangeHandlers: [(Bool) -> Void] = []
    /// The handlers input modifiers installed here, if any.
    @exclusivity(unchecked) package var handlers: NodeHandlers?
    /// What accessibility modifiers set here, if any.
    @exclusivity(unchecked) package var accessibility: AccessibilityAttachment?
    /// The traits modifiers wrote here for a container to read (``ViewTraitKey``), by key.
    @exclusivity(unchecked) package var traits: [ObjectIdentifier: Any] = [:]
    /// Set when the node is presented above the tree (``PresentationLayers``).
    // Unchecked for exclusivity: every node drawn reads it, and no access overlaps another.
    @exclusivity(unchecked) package var layer: PresentationLayer?
    /// Whether the node is still in the tree.
    @exclusivity(unchecked) package private(set) var isAttached = true
    /// Cached sizes for the proposals asked since the last change.
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    /// Whether what the node draws may have changed since it was last placed.
    @exclusivity(unchecked) private var contentChanged = true

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: some View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.viewType = type(of: view)
        self.typeInfo = ViewTypeInfo.of(type(of: view))
        self.environment = environment
        self.depth = (parent?.depth ?? -1) + 1
    }

    deinit {
        // A tree dropped without being detached (a graph released without its teardown) may
        // leave a child alive elsewhere: its link to this node must not outlive the node. Not
        // an isolated deinit, which checks the executor at every node a sort replaces: a
        // detached node has no children left and touches no other node here, and a tree is
        // assumed released where it lives, on the main actor.
        for child in children { child.parent = nil }
    }

    /// A name for diagnostics and tree dumps.
    package var typeName: String {
        (viewType as? any DiagnosticNaming.Type)?.diagnosticName ?? String(describing: viewType)
    }

    // MARK: - Updates

    /// Marks the node for re-evaluation in the graph's next update, made with `transaction`.
    package func setNeedsUpdate(transaction: Transaction? = nil) {
        guard isAttached else { return }
        if !needsUpdate { needsUpdate = true }
        graph.scheduler.nodeNeedsUpdate(self, transaction: transaction)
    }

    /// Gives the node a new view value and environment from its parent, evaluating only what changed.
    func receive<V: View>(_ newView: V, environment newEnvironment: EnvironmentValues) {
        let environmentChanged = !environment.isIdentical(to: newEnvironment)
        environment = newEnvironment
        // By type, not by value: a cast would look through an Optional around a representable.
        // Parents give a node values of its own type only.
        if typeInfo.isRepresentable {
            // The representable compares what its widget depends on itself, and keeps the
            // newest value so its closures are the current ones.
            graph.replacedValues.retire(view)
            view = newView
            evaluate()
            return
        }
        var changed = needsUpdate
        if let old = view as? V, !typeInfo.isUnchanged(old, newView) {
            graph.replacedValues.retire(view)
            view = newView
            changed = true
        }
        if changed {
            evaluate()
        } else if environmentChanged {
            if !(view is any PrimitiveView) && readsChangedEnvironment() {
                evaluate()
            } else {
                refreshChildren()
            }
        }
    }

    /// Evaluates the node now: a primitive updates itself, a custom view evaluates its body.
    package func evaluate() {
        stateReadEvaluation &+= 1
        StateReading.reading(as: self, .evaluation) { evaluateNow() }
    }

    /// The number of the node's current evaluation, by which `@State` values tell a read in
    /// the last evaluation from one in an earlier evaluation that no longer counts.
    @exclusivity(unchecked) package private(set) var stateReadEvaluation = 0

    private func evaluateNow() {
        needsUpdate = false
        graph.inspection?.evaluated(self)
        if typeInfo.isRepresentable, let representable = view as? any WidgetRepresentable {
            takeTransaction()
            // It invalidates its layout and drawing itself, only when its widget was updated.
            graph.scheduler.withTransaction(transaction) { representable.updateRepresentable(self) }
            return
        }
        // A change made to this node itself keeps its own transaction even when its parent
        // updates it in the same pass, changed by the transaction modifiers above it.
        takeTransaction()
        updatingContent {
            graph.scheduler.withTransaction(transaction) {
                if let primitiveType = typeInfo.primitiveType {
                    // Reads tracked by an earlier update no longer count (see `readTracked`).
                    observationGeneration += 1
                    updatePrimitive(primitiveType)
                } else {
                    evaluateBody(view)
                }
            }
        }
    }

    /// Calls the update of the node's view, a primitive view of `type`.
    private func updatePrimitive(_ type: any PrimitiveView.Type) {
        func open<V: View>(_ view: V) {
            func update<P: PrimitiveView>(_: P.Type) {
                // `type` is the view's own type (the node's type information says so): the same
                // value, seen through the conformance found once for the type.
                unsafeBitCast(view, to: P.self).update(self)
            }
            precondition(ObjectIdentifier(V.self) == ObjectIdentifier(type), "a node's view keeps its type")
            _openExistential(type, do: update)
        }
        _openExistential(view, do: open)
    }

    /// Runs an update of the node, marking what it draws and its size as changed unless its
    /// renderer can tell that it draws and arranges the same as before: a node evaluated again
    /// because its content was (a border, a scroll view) or because an unrelated part of its
    /// environment changed is then neither redrawn nor measured and placed again.
    ///
    /// A node with no renderer (a custom view, a conditional, a `ForEach`) has no size or drawing
    /// of its own: its children invalidate themselves when they change, and a new set of children
    /// invalidates it, so evaluating it invalidates nothing. A screenful of list rows evaluated
    /// again because the list's data changed then lays out only the row that did.
    private func updatingContent(_ update: () -> Void) {
        guard let renderer else {
            update()
            return
        }
        let signature = renderer.drawingSignature(self)
        // Children that change invalidate on their own, and so does a new set of children.
        let keepsSizes = signature != nil
        if !keepsSizes { invalidateLayout() }
        let wasChanged = contentChanged
        contentChanged = true
        update()
        if let signature, signature == renderer.drawingSignature(self) {
            contentChanged = wasChanged
        } else if keepsSizes {
            invalidateLayout()
        }
    }

    /// Takes the transaction of this evaluation: the node's own when a change was made to it,
    /// changed by the transaction modifiers above it, else the parent's.
    private func takeTransaction() {
        if var own = graph.scheduler.takePendingTransaction(for: self) {
            for transform in environment.transactionTransforms { transform(&own) }
            transaction = own
        } else {
            transaction = graph.scheduler.currentTransaction
        }
    }

    /// Marks what the node draws and its size as changed, for the next layout and draw.
    package func contentDidChange() {
        contentChanged = true
        invalidateLayout()
    }

    /// Passes a changed environment on without evaluating a body that did not read it.
    private func refreshChildren() {
        StateReading.reading(as: self, .evaluation) { refreshChildrenNow() }
    }

    private func refreshChildrenNow() {
        transaction = graph.scheduler.currentTransaction
        if let primitive = view as? any PrimitiveView {
            // A primitive's update runs again and reads again; a body is not evaluated again,
            // so what it read still counts.
            stateReadEvaluation &+= 1
            updatingContent { primitive.update(self) }
        } else if let body = lastBody {
            contentChanged = true
            reconcile(body)
        }
    }

    @exclusivity(unchecked) private var lastBody: (any View)?

    private func evaluateBody<V: View>(_ view: V) {
        let info = ViewTypeInfo.of(V.self)
        info.link(view, to: self)
        var view = view
        info.updateDynamicProperties(of: &view)
        let body = evaluateTracked { view.body }
        lastBody = body
        reconcile(body)
    }

    /// The number of the current evaluation: observation callbacks registered by an earlier one
    /// are ignored, so a property read in many evaluations invalidates the node once.
    @exclusivity(unchecked) package private(set) var observationGeneration = 0

    /// Runs `body` as this node's evaluation: state writes in it are deferred, and the
    /// environment keys and `@Observable` properties it reads are tracked for this node.
    ///
    /// With `writer` `.widget`, as for a hosted widget's make and update, state written is
    /// deferred the same way but without a diagnostic: writing a binding from there is expected.
    package func evaluateTracked<Result>(by writer: StateWriter = .app, _ body: () -> Result) -> Result {
        readTracker?.reset()
        observationGeneration += 1
        let generation = observationGeneration
        let inbox = graph.inbox
        // Called within `evaluate()`, this is the same evaluation; called on its own, a new one.
        if StateReading.reader !== self || StateReading.kind != .evaluation { stateReadEvaluation &+= 1 }
        return graph.writes.evaluatingBody(of: self, by: writer) {
            StateReading.reading(as: self, .evaluation) {
                withObservationTracking(body) { [weak self] in inbox.post(self, generation: generation) }
            }
        }
    }

    /// Runs `read` so that a change to an `@Observable` property it reads updates this node
    /// again, as a body's reads do: for a primitive view or modifier that reads a binding in its
    /// update (a sheet's `isPresented` bound to a model's property), without tracking what its
    /// children read.
    package func readTracked<Result>(_ read: () -> Result) -> Result {
        let generation = observationGeneration
        let inbox = graph.inbox
        return withObservationTracking(read) { [weak self] in inbox.post(self, generation: generation) }
    }

    private func reconcile(_ body: some View) {
        var children = ChildReconciler(self)
        children.next(body)
        children.finish()
    }

    /// Whether an environment key read in the last evaluation has a different value now.
    package func readsChangedEnvironment() -> Bool {
        guard let readTracker else { return false }
        return readTracker.reads.contains { key, version in environment.version(of: key) != version }
    }

    /// Removes the node and its subtree: runs disappear actions and drops state.
    func detach() { detach(marked: false) }

    /// ``detach()``, `marked` saying whether where the subtree drew was marked already.
    ///
    /// A placed node's draw bounds hold every frame below it, so it marks them once for its
    /// whole subtree, where marking each node's frame costs a merge of the damage per node. A
    /// node without a renderer leaves its children to mark theirs: one that only groups others
    /// is never placed itself, and one whose renderer was taken away (a button given a style of
    /// its own) keeps the bounds of its last placement, not those of what its children drew.
    private func detach(marked: Bool) {
        let marks = !marked && renderer != nil && drawBounds != .zero
        if marks { graph.damage.markDirty(drawBounds) }
        for child in children { child.detach(marked: marked || marks) }
        isAttached = false
        for action in disappearActions { action() }
        disappearActions.removeAll()
        storage.removeAll()
        children.removeAll()
        if layer != nil { graph.layers.withdraw(self) }
        graph.nodeDetached(self)
        parent = nil
    }

    // MARK: - Layout

    /// Forgets cached sizes here and in every ancestor, whose sizes may depend on this node's.
    ///
    /// It stops at a measured node whose cache is already empty: its ancestors' were emptied
    /// with it. A node that only groups others (a tuple, a custom view) is not measured itself,
    /// its parent measuring its children directly, so its empty cache says nothing about the
    /// nodes above it and the walk goes on through it.
    package func invalidateLayout() {
        var node: ViewNode? = self
        while let current = node, !(current.sizeCache.isEmpty && current.renderer != nil) {
            current.sizeCache.removeAll()
            node = current.parent
        }
        invalidatePlacement()
    }

    /// Marks this node and its ancestors to be placed in the next layout; the others keep
    /// their frames, so a layout costs what changed rather than the size of the tree.
    package func invalidatePlacement() {
        // All the way up: grouping nodes (custom views) are never placed themselves, so a mark
        // already there says nothing about the nodes above.
        //
        // A node marked since the last placement anywhere has every ancestor marked too, so the
        // walk stops there: a screenful of rows invalidated together walks the shared path once.
        var node: ViewNode? = self
        while let current = node {
            current.needsPlacement = true
            if current.markedAtPlacement == graph.placements { return }
            current.markedAtPlacement = graph.placements
            node = current.parent
        }
    }

    /// Whether the node must be placed again: something in it changed since it was placed.
    @exclusivity(unchecked) private var needsPlacement = true
    /// The graph's ``ViewGraph/placements`` when the node was last marked by
    /// ``invalidatePlacement()``.
    @exclusivity(unchecked) private var markedAtPlacement = -1
    @exclusivity(unchecked) private var placedProposal: ProposedViewSize?

    /// The nodes that take part in this node's layout: children, with grouping nodes replaced by
    /// their own layout children.
    package var layoutChildren: [ViewNode] {
        if let knownLayoutChildren { return knownLayoutChildren }
        let found = findLayoutChildren()
        knownLayoutChildren = found
        return found
    }

    /// Works out ``layoutChildren``.
    private func findLayoutChildren() -> [ViewNode] {
        // Most nodes group nothing: their children are their layout children, without a copy.
        // A loop rather than `contains(where:)`: a closure here is checked to run on the main
        // actor at every call.
        var groups = false
        for child in children where child.renderer == nil {
            groups = true
            break
        }
        if !groups { return children }
        var result: [ViewNode] = []
        for child in children {
            if child.renderer == nil {
                result += child.layoutChildren
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Forgets the layout children known here and at every grouping ancestor whose own include
    /// them, up to the first node that lays out.
    private func forgetLayoutChildren() {
        var node: ViewNode? = self
        while let current = node {
            current.knownLayoutChildren = nil
            if current.renderer != nil { return }
            node = current.parent
        }
    }

    /// The size the node takes for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        graph.layoutComputations += 1
        let size = StateReading.reading(as: self, .frame) {
            renderer?.sizeThatFits(proposal, node: self) ?? ImplicitStack.sizeThatFits(proposal, node: self)
        }
        sizeCache.keep(size, for: proposal)
        return size
    }

    /// Gives the node its frame and places its children within it.
    package func place(in frame: Rect, proposal: ProposedViewSize) {
        if !needsPlacement, !graph.damage.placesEverything, proposal == placedProposal {
            // Same place, same offer, nothing inside changed: the subtree is where it was.
            if frame == self.frame { return }
            // Moved as a whole, as a scrolled list's rows are: the frames inside move with it.
            let drewIn = drawBounds
            if frame.size == self.frame.size, move(dx: frame.minX - self.frame.minX, dy: frame.minY - self.frame.minY) {
                // Where the subtree drew and where it draws now, as placing each node would mark,
                // unless a shift moves the cells.
                graph.damage.markMoved(from: drewIn, to: drawBounds)
                return
            }
        }
        if needsPlacement {
            needsPlacement = false
            graph.placements &+= 1
        }
        placedProposal = proposal
        if renderer?.drawsContent ?? false, contentChanged || frame != self.frame {
            graph.damage.markDirty(self.frame)
            graph.damage.markDirty(frame)
        }
        contentChanged = false
        self.frame = frame
        StateReading.reading(as: self, .frame) {
            if let renderer {
                renderer.place(self, in: frame, proposal: proposal)
            } else {
                ImplicitStack.place(self, in: frame, proposal: proposal)
            }
        }
        var bounds = frame
        for child in layoutChildren { bounds = Self.union(bounds, child.drawBounds) }
        drawBounds = bounds
    }

    /// Moves the subtree's frames by `dx` and `dy` when every node of it only moves when placed
    /// at another origin with the same size and offer (``NodeDrawing/placementMovesWithOrigin``);
    /// returns whether so, having moved nothing when not.
    ///
    /// One walk that moves as it asks, undoing what it moved when a node says no: a scrolled
    /// table moves every row on screen each frame, and the answer is nearly always yes.
    private func move(dx: Int, dy: Int) -> Bool {
        guard let renderer, renderer.placementMovesWithOrigin, layer == nil else { return false }
        for index in children.indices where !children[index].move(dx: dx, dy: dy) {
            for moved in children[..<index] { moved.moveBack(dx: dx, dy: dy) }
            return false
        }
        frame = frame.offsetBy(dx: dx, dy: dy)
        drawBounds = drawBounds.offsetBy(dx: dx, dy: dy)
        return true
    }

    /// Undoes ``move(dx:dy:)`` of a subtree that moved.
    private func moveBack(dx: Int, dy: Int) {
        frame = frame.offsetBy(dx: -dx, dy: -dy)
        drawBounds = drawBounds.offsetBy(dx: -dx, dy: -dy)
        for child in children { child.moveBack(dx: dx, dy: dy) }
    }

    /// Draws the node and its subtree into `context`, which covers the root.
    package func draw(in context: GraphicsContext) {
        if let renderer {
            // Nothing of a subtree outside the area being drawn needs visiting.
            // The clip is in buffer cells; a nested host's root does not start at the buffer's origin.
            let clip = context.clip.offsetBy(dx: -context.origin.x, dy: -context.origin.y)
            if drawBounds.intersection(clip).isEmpty { return }
            StateReading.reading(as: self, .frame) { renderer.draw(self, in: context) }
        } else {
            drawChildren(in: context)
        }
    }

    /// Draws the children, each clipped by the context it is given.
    package func drawChildren(in context: GraphicsContext) {
        // A presented layer is drawn by the graph, above everything.
        for child in children where child.layer == nil { child.draw(in: context) }
    }
}

extension ViewNode {
    fileprivate static func union(_ a: Rect, _ b: Rect) -> Rect {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        let x = min(a.minX, b.minX)
        let y = min(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

extension ViewNode: LayoutSubviewProxy {
    package func place(at origin: Point, proposal: ProposedViewSize) {
        place(in: Rect(origin: origin, size: sizeThatFits(proposal)), proposal: proposal)
    }

    package var priority: Double { layoutPriority }

    package var isSpacer: Bool { renderer is SpacerRenderer }
}
