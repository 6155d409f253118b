package import TerrariumTerminal

/// Takes input events to the views: keys along the focus chain, paste to the focused view, mouse
/// events to the view under the pointer, and commands to the nearest view that handles them.
///
/// It asks each node's renderer (its responder) what it takes part in and never names a control.
/// The order a key press goes through is the table in `Docs/Architecture.md`.
@MainActor
package final class InputRouter {
    unowned let graph: ViewGraph
    /// The last click: where, when, and how many in a row.
    private var lastClick: (location: Point, time: Duration, count: Int)?
    /// The drag in progress, if a press landed on a view with a drag gesture.
    var activeDrag: ActiveDrag?
    /// The views the pointer is over that follow hovering.
    var hovered: [WeakNodeReference] = []
    /// The hosted widget that took the last mouse press, which gets the drags and release after it.
    private var widgetMouseCapture: WeakNodeReference?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    var focus: FocusTracker { graph.focus }
    var focusedNode: ViewNode? { graph.focus.focusedNode }

    /// Delivers a key press and returns whether anything handled it.
    ///
    /// The focused control goes first (a text field edits, a button or toggle activates), then
    /// `onKeyPress` handlers from the focused view up through its ancestors; then Tab and
    /// Shift+Tab move focus, and arrow keys move it within a focus section.
    func handle(_ press: KeyPress) -> Bool {
        if graph.dragAndDrop.handleEscape(press) { return true }
        // With nothing focused, the first Tab always enters the focus order.
        if focusedNode == nil, press.key == .tab, press.phase != .up, press.modifiers.subtracting(.shift).isEmpty,
            focus.step(forward: !press.modifiers.contains(.shift))
        {
            return true
        }
        let start = focusedNode ?? keyRoot
        // Shortcuts with modifiers win over a field's editing keys; plain ones must not steal typing.
        let chorded = !press.modifiers.subtracting(.shift).isEmpty
        // A focused terminal pane's program uses every chord: shortcuts wait until it declines.
        let captured = focusedNode?.renderer?.capturesKeyboard ?? false
        if chorded, !captured, handleShortcut(press) { return true }
        if let focused = focusedNode, focused.renderer?.keyPress(press, node: focused) == true { return true }
        if !chorded || captured, handleShortcut(press) { return true }
        if handleCommandKey(press) { return true }
        var node = start
        while let current = node {
            for handler in current.handlers?.keys ?? [] where handler.phases.contains(press.phase) {
                if let keys = handler.keys {
                    if !keys.contains(press.key) { continue }
                } else if isFocusNavigation(press) {
                    // A catch-all handler does not take Tab from focus navigation; one that
                    // names Tab among its keys does.
                    continue
                }
                if handler.action(press) == .handled { return true }
            }
            node = current.parent
        }
        if isFocusNavigation(press), press.phase != .up {
            return focus.step(forward: !press.modifiers.contains(.shift))
        }
        if press.phase != .up, press.modifiers.isEmpty,
            [.upArrow, .downArrow, .leftArrow, .rightArrow].contains(press.key), focus.moveInSection(press.key)
        {
            return true
        }
        if press.key == .escape, press.phase != .up, press.modifiers.isEmpty { return handleExitCommand() }
        return false
    }

    /// Whether the key is Tab or Shift+Tab, which move focus.
    private func isFocusNavigation(_ press: KeyPress) -> Bool {
        press.key == .tab && press.modifiers.subtracting(.shift).isEmpty
    }

    /// Where keys start when nothing has focus: the innermost modifier of the root view's
    /// chain of single children, so handlers on the root view's own modifiers are reached.
    var keyRoot: ViewNode? {
        var node = graph.root
        while let current = node, current.children.count == 1 {
            let child = current.children[0]
            guard child.renderer?.onlyWrapsChild ?? true else { break }
            node = child
        }
        return node
    }

    /// The frontmost node that draws or handles input at `point`, respecting scroll views' clips.
    package func hitTest(_ point: Point) -> ViewNode? {
        guard let root = graph.root else { return nil }
        return hitTest(point, in: root)
    }

    private func hitTest(_ point: Point, in node: ViewNode) -> ViewNode? {
        if let renderer = node.renderer {
            if !node.drawBounds.contains(point) { return nil }
            switch renderer.hitTesting {
            case .visible: break
            // What is not drawn cannot be clicked.
            case .hidden: return nil
            case .clipped: if !node.frame.contains(point) { return nil }
            }
        }
        // Later children are drawn over earlier ones (ZStack, overlay), so they are hit first.
        for child in node.renderer?.hitTestOrder(node) ?? node.children.reversed() {
            if let hit = hitTest(point, in: child) { return hit }
        }
        return node.renderer != nil && node.frame.contains(point) ? node : nil
    }

    /// Delivers a mouse event: a press focuses the nearest focusable view and runs the nearest
    /// tap handler or control under the pointer; the wheel scrolls the scroll view under it.
    func handle(_ mouse: MouseEvent) -> Bool {
        let clickCount = countClick(mouse)
        let target = hitTest(mouse.location)
        if graph.dragAndDrop.handle(mouse) { return true }
        if handleWidgetMouse(mouse, clickCount: clickCount, hit: target) { return true }
        if case .move = mouse.kind { return handleHover(at: mouse.location, hit: target) }
        let dragging = handleDrag(mouse, hit: target)
        if case .drag = mouse.kind { return dragging }
        if case .release = mouse.kind { return dragging }
        guard let hit = target else { return false }
        let chain = sequence(first: hit) { $0.parent }
        switch mouse.kind {
        case .press(.left):
            if let focusable = chain.first(where: { $0.acceptsFocus }) { focus.move(to: focusable) }
            for node in chain where node.environment.isEnabled {
                // The handler for the most clicks that the count makes up: a third quick click
                // is a single click again beside a double-click handler, never swallowed.
                if let handler = (node.handlers?.taps ?? []).filter({ clickCount % max(1, $0.count) == 0 }).max(by: {
                    $0.count < $1.count
                }) {
                    handler.action()
                    return true
                }
                if node.renderer?.isControl == true {
                    _ = node.renderer?.activate()
                    return true
                }
            }
            return focusedNode != nil
        case .scroll(let direction):
            return chain.contains { $0.renderer?.scrollWheel(direction, node: $0) == true }
        default:
            return false
        }
    }
}

extension InputRouter {
    /// How many presses in a row landed on this cell within half a second, on the host's clock,
    /// so that a headless test decides what a double click is by advancing it.
    fileprivate func countClick(_ mouse: MouseEvent) -> Int {
        guard case .press(.left) = mouse.kind else { return 1 }
        let now = graph.clock.now
        if let last = lastClick, last.location == mouse.location, now - last.time < .milliseconds(500) {
            lastClick = (mouse.location, now, last.count + 1)
        } else {
            lastClick = (mouse.location, now, 1)
        }
        return lastClick?.count ?? 1
    }

    /// Gives a mouse event to the hosted widget under the pointer, in its own coordinates.
    ///
    /// The widget that took a press also gets the drags and the release that follow. A press
    /// focuses the widget first when it can take focus.
    fileprivate func handleWidgetMouse(_ mouse: MouseEvent, clickCount: Int, hit: ViewNode?) -> Bool {
        let node: ViewNode?
        switch mouse.kind {
        case .drag, .release:
            node = widgetMouseCapture?.node
            if case .release = mouse.kind { widgetMouseCapture = nil }
        default:
            node = hit.flatMap { sequence(first: $0) { $0.parent }.first { $0.renderer?.receivesPointer == true } }
        }
        guard let node, node.isAttached, node.environment.isEnabled, let renderer = node.renderer else { return false }
        if case .press = mouse.kind {
            widgetMouseCapture = WeakNodeReference(node: node)
            if node.acceptsFocus, focusedNode !== node { focus.move(to: node) }
        }
        var local = mouse
        local.location = Point(x: mouse.location.x - node.frame.minX, y: mouse.location.y - node.frame.minY)
        return renderer.pointer(local, clickCount: clickCount, node: node)
    }
}
