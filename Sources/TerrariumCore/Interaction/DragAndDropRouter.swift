import TerrariumTerminal
import TerrariumTransfer

/// Drag and drop in one view graph: sources and destinations under the pointer or on the focus
/// chain, the session a press-and-move, a drag key or a drop from outside starts, the highlight
/// of the targeted destination and the preview that follows the pointer.
///
/// A graph hosted inside another host's widget does not own sessions: the outermost host runs
/// them and asks the trees nested in its widgets through ``TransferResponder`` (see
/// `HostingWidget`), which lands in the same ``dragItems(at:)``, ``retarget(at:offering:)`` and
/// ``drop(_:at:)`` here.
@MainActor
package final class DragAndDropRouter {
    unowned let graph: ViewGraph
    /// Whether this graph runs drags itself: false for a tree inside a widget that a declarative
    /// host shows, whose drags that host runs.
    package var ownsSessions = true
    /// How pasted text is read as dropped files; the file system decides what exists.
    package var fileParser = DroppedFileParser()
    /// Drops whose items could not be loaded, as sentences, oldest first.
    package private(set) var failures: [String] = []
    /// The drag in progress, if any.
    package private(set) var session: DragSession?
    /// The destination a drag is over now, in this graph.
    private(set) var target: WeakNodeReference?
    /// Where the left button went down, until the pointer moves or it comes up.
    private var pressLocation: Point?
    /// Drops still loading their items.
    private var loading: [Task<Void, Never>] = []
    /// Drops from outside through kitty's protocol, once the terminal answered for it.
    package private(set) lazy var kitty = KittyDropReceiver(router: self)
    /// Drags out of the app through kitty's protocol, enabled with ``kitty``.
    package private(set) lazy var kittyDrags = KittyDragSource(router: self)

    init(graph: ViewGraph) {
        self.graph = graph
    }

    // MARK: - Sources and destinations

    /// The nodes from the one at `point` (the focused one for nil) up to the root.
    private func chain(at point: Point?) -> [ViewNode] {
        let start = point.map { graph.router.hitTest($0) } ?? (graph.focus.focusedNode ?? graph.router.keyRoot)
        return start.map { Array(sequence(first: $0) { $0.parent }) } ?? []
    }

    private func responder(of node: ViewNode) -> (any TransferResponder)? {
        node.renderer?.transferResponder
    }

    private func local(_ point: Point?, in node: ViewNode) -> TransferLocation? {
        point.map { TransferLocation(column: $0.x - node.frame.minX, row: $0.y - node.frame.minY) }
    }

    /// The innermost source at `point` (or on the focus chain) and what it offers.
    func source(at point: Point?) -> (node: ViewNode, items: [TransferItem], preview: AnyView?)? {
        for node in chain(at: point) where node.environment.isEnabled {
            if let draggable = node.handlers?.draggable { return (node, draggable.items(), draggable.preview) }
            if let responder = responder(of: node) {
                let location = local(point, in: node)
                let items = graph.writes.callingWidget { responder.dragItems(at: location) }
                if !items.isEmpty { return (node, items, nil) }
            }
        }
        return nil
    }

    /// What a drag starting at `point` (the focused item for nil) would carry.
    package func dragItems(at point: Point?) -> [TransferItem] {
        source(at: point)?.items ?? []
    }

    /// The innermost destination at `point` (or on the focus chain) that takes one of
    /// `contentTypes`; a hosted responder asked here shows itself targeted when it takes them.
    private func destination(at point: Point?, offering contentTypes: [ContentType]) -> ViewNode? {
        for node in chain(at: point) where node.environment.isEnabled {
            if let destination = node.handlers?.dropDestination, destination.accepts(contentTypes) { return node }
            // A responder that declines leaves the current target as it is; one that takes the
            // drag becomes the target, and `retarget` tells the one before it.
            if let responder = responder(of: node) {
                let location = local(point, in: node)
                if graph.writes.callingWidget({ responder.dropSessionDidUpdate(at: location, offering: contentTypes) })
                {
                    return node
                }
            }
        }
        return nil
    }

    /// Makes the destination at `point` taking one of `contentTypes` the target, telling the one
    /// before it; returns whether there is one.
    @discardableResult
    package func retarget(at point: Point?, offering contentTypes: [ContentType]) -> Bool {
        let next = destination(at: point, offering: contentTypes)
        guard next !== target?.node else { return next != nil }
        exitTarget()
        guard let next else { return false }
        target = WeakNodeReference(node: next)
        if let destination = next.handlers?.dropDestination {
            graph.damage.markDirty(next.frame)
            destination.isTargeted(true)
            graph.onNeedsUpdate?()
        }
        return true
    }

    /// Whether the targeted destination takes one of `contentTypes`, a drag being at `point`.
    ///
    /// A hosted responder is asked again with only these types; ask it once more with what the
    /// drag offers afterwards (``retarget(at:offering:)``) to leave it targeted as it should be.
    func targetAccepts(_ contentTypes: [ContentType], at point: Point?) -> Bool {
        guard let node = target?.node else { return false }
        if let destination = node.handlers?.dropDestination { return destination.accepts(contentTypes) }
        guard let responder = responder(of: node) else { return false }
        let location = local(point, in: node)
        return graph.writes.callingWidget { responder.dropSessionDidUpdate(at: location, offering: contentTypes) }
    }

    /// Logs a drop that failed, for the host, and says so where the app shows what its
    /// clipboard did, so a failed drop is seen as a failed paste is.
    func reportFailure(_ message: String) {
        failures.append(message)
        graph.root?.environment.clipboard?.report(message)
    }

    /// No destination is targeted any more.
    package func exitTarget() {
        guard let node = target?.node else {
            target = nil
            return
        }
        target = nil
        if let destination = node.handlers?.dropDestination {
            graph.damage.markDirty(node.frame)
            destination.isTargeted(false)
            graph.onNeedsUpdate?()
        } else if let responder = responder(of: node) {
            graph.writes.callingWidget { responder.dropSessionDidExit() }
        }
    }

    /// Drops `items` on the destination at `point` (the focus chain's for nil) that takes them.
    ///
    /// Returns whether one took them; a view's destination loads them asynchronously.
    @discardableResult
    package func drop(_ items: [TransferItem], at point: Point?) -> Bool {
        let contentTypes = Self.contentTypes(of: items)
        guard let node = destination(at: point, offering: contentTypes) else {
            exitTarget()
            return false
        }
        if target?.node !== node { exitTarget() }
        // A targeted destination is told it no longer is once it has the items.
        defer { if target?.node === node { exitTarget() } }
        if let destination = node.handlers?.dropDestination {
            let location = point.map { Point(x: $0.x - node.frame.minX, y: $0.y - node.frame.minY) } ?? .zero
            loading.append(destination.load(items, location) { [weak self] in self?.reportFailure($0) })
            return true
        }
        guard let responder = responder(of: node) else { return false }
        let location = local(point, in: node)
        return graph.writes.callingWidget { responder.performDrop(items, at: location) }
    }

    /// Counts `task` among the transfers ``waitForDrops()`` waits for.
    func track(_ task: Task<Void, Never>) {
        loading.append(task)
    }

    /// Waits until every drop made so far has loaded its items and called its action, and every
    /// drag out of the app has its offer sent.
    package func waitForDrops() async {
        while !loading.isEmpty {
            let tasks = loading
            loading.removeAll()
            for task in tasks { await task.value }
        }
    }

    /// The types `items` offer, each once, in order.
    static func contentTypes(of items: [TransferItem]) -> [ContentType] {
        var seen: Set<ContentType> = []
        return items.flatMap(\.contentTypes).filter { seen.insert($0).inserted }
    }

    // MARK: - Sessions

    /// Starts a drag of what `source` offers; `location` is the pointer, nil from the keyboard.
    private func begin(_ source: (node: ViewNode, items: [TransferItem], preview: AnyView?), at location: Point?) {
        var preview = DragPreview.none
        if location != nil, let view = source.preview {
            preview = DragPreview(view, environment: source.node.environment, clock: graph.clock)
        } else if let location {
            preview = .pending(Self.snapshotArea(of: source.node, pressedAt: pressOrigin ?? location))
        }
        session = DragSession(
            items: source.items, contentTypes: Self.contentTypes(of: source.items), location: location,
            preview: preview)
        if let location { move(to: location) } else { retarget(at: nil, offering: session?.contentTypes ?? []) }
    }

    /// Where the press that started a drag was, while it is being turned into one.
    private var pressOrigin: Point?

    /// What the default preview shows: a draggable view whole, a hosted widget's row under the
    /// press, at most five rows of forty cells.
    private static func snapshotArea(of node: ViewNode, pressedAt press: Point) -> Rect {
        let frame = node.frame
        if node.handlers?.draggable != nil {
            return Rect(x: frame.minX, y: frame.minY, width: min(frame.width, 40), height: min(frame.height, 5))
        }
        return Rect(x: frame.minX, y: press.y, width: min(frame.width, 40), height: 1)
    }

    private func move(to location: Point) {
        guard var session else { return }
        if let old = session.previewFrame { graph.damage.markDirty(old) }
        session.location = location
        session.previewFrame = session.preview.frame(at: location)
        if let frame = session.previewFrame { graph.damage.markDirty(frame) }
        self.session = session
        retarget(at: location, offering: session.contentTypes)
        graph.onNeedsUpdate?()
    }

    /// Ends the session without dropping anything.
    package func cancel() {
        guard endSession() != nil else { return }
        exitTarget()
    }

    /// The terminal took the pointer for a drag of its own: a drag the pointer started here ends,
    /// and the press starts none.
    func pointerTakenByTerminal() {
        pressLocation = nil
        if session?.location != nil { cancel() }
    }

    /// Ends the session, taking its preview off the screen; returns it.
    private func endSession() -> DragSession? {
        guard let session else { return nil }
        self.session = nil
        if let frame = session.previewFrame { graph.damage.markDirty(frame) }
        graph.onNeedsUpdate?()
        return session
    }

    /// Drops the session's items at `location` (the focus chain's destination for nil); a
    /// release over nothing that takes them cancels.
    private func finish(at location: Point?) -> Bool {
        guard let session = endSession() else { return false }
        return drop(session.items, at: location)
    }

    // MARK: - Input

    /// Follows the left button and returns whether the event was used.
    ///
    /// A press remembers where, a move to another cell over a source starts a drag, moves carry
    /// it, the release drops it.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard ownsSessions else { return false }
        switch mouse.kind {
        case .press(.left):
            cancel()
            pressLocation = mouse.location
            return false
        case .drag(.left):
            if session?.location != nil {
                move(to: mouse.location)
                return true
            }
            guard let start = pressLocation, mouse.location != start else { return false }
            pressLocation = nil
            guard session == nil, let source = source(at: start) else { return false }
            pressOrigin = start
            defer { pressOrigin = nil }
            begin(source, at: mouse.location)
            return true
        case .release(.left):
            pressLocation = nil
            guard session?.location != nil else { return false }
            _ = finish(at: mouse.location)
            return true
        default:
            return false
        }
    }

    /// Escape cancels a drag; returns whether it did.
    func handleEscape(_ press: KeyPress) -> Bool {
        guard session != nil, press.key == .escape, press.phase != .up, press.modifiers.isEmpty else { return false }
        cancel()
        return true
    }

    /// Marks the focused item for a drag (``Command/drag``) or drops the marked one on the
    /// focused destination (``Command/drop``); returns whether it did.
    package func perform(_ command: Command) -> Bool {
        guard ownsSessions else { return false }
        switch command {
        case .drag:
            guard session == nil, let source = source(at: nil) else { return false }
            begin(source, at: nil)
            return true
        case .drop:
            guard let session, session.location == nil else { return false }
            guard destination(at: nil, offering: session.contentTypes) != nil else { return false }
            return finish(at: nil)
        default:
            return false
        }
    }

    /// Keeps the keyboard drag's target on the focus chain after focus moved.
    func focusMayHaveMoved() {
        guard let session, session.location == nil else { return }
        retarget(at: nil, offering: session.contentTypes)
    }

    /// Delivers pasted text that names existing files as a drop on the nearest destination on
    /// the focus chain that takes files; returns false, leaving it a paste, otherwise.
    func handlePastedFiles(_ text: String) -> Bool {
        guard ownsSessions else { return false }
        let chain = chain(at: nil)
        guard chain.contains(where: { $0.handlers?.dropDestination != nil || responder(of: $0) != nil }),
            let urls = fileParser.fileURLs(in: text)
        else { return false }
        return drop(urls.map { TransferItem(droppedFile: $0) }, at: nil)
    }

    /// The drag or drop command that would do something now: drop while a keyboard drag has a
    /// target, drag while the focus chain offers something to drag.
    var availableCommand: Command? {
        guard ownsSessions else { return nil }
        if let session { return session.location == nil && target?.node != nil ? .drop : nil }
        return source(at: nil) != nil ? .drag : nil
    }

    // MARK: - Drawing

    /// Whether ``drawOverlay(in:)`` draws anything: a destination is targeted or a preview is
    /// at the pointer.
    var drawsOverlay: Bool { target?.node != nil || session?.location != nil }

    /// Draws the targeted destination highlighted and the preview at the pointer, over the frame.
    func drawOverlay(in context: GraphicsContext) {
        if let node = target?.node, node.isAttached, node.handlers?.dropDestination != nil {
            context.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
        guard var session, let location = session.location else { return }
        session.preview.draw(in: context, at: location)
        self.session = session
    }
}

/// A drag in progress: what it carries and where the pointer is (nil for a drag marked from the
/// keyboard).
package struct DragSession {
    let items: [TransferItem]
    let contentTypes: [ContentType]
    var location: Point?
    var preview: DragPreview
    /// Where the preview was last placed, to draw that area again when it moves.
    var previewFrame: Rect?
}
