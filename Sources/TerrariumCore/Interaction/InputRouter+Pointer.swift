import TerrariumTerminal

extension InputRouter {
    /// The frontmost node that draws or handles input at `point`, respecting scroll views' clips.
    package func hitTest(_ point: Point) -> ViewNode? {
        for layer in graph.layers.nodes.reversed() {
            if let hit = hitTest(point, in: layer) { return hit }
            // A layer that closes on a press outside it (a menu, a popover) lets the point
            // through to what is under it, which `closeLayers(outside:)` sorts out; any other
            // modal layer hides everything behind it.
            if layer.layer?.isModal == true, layer.layer?.outsidePress == nil { return nil }
        }
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
        for child in node.renderer?.hitTestOrder(node) ?? node.children.reversed() where child.layer == nil {
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
        if case .release = mouse.kind {
            guard pressedControl?.node != nil else { return dragging }
            releasePressedControl()
            return true
        }
        if case .press = mouse.kind, closeLayers(outside: target) {
            // A press that closed menus or popovers and landed on none of them is theirs alone.
            guard let target, graph.layers.nodes.contains(where: target.isInside) else { return true }
        }
        guard let hit = target else { return false }
        let chain = sequence(first: hit) { $0.inputParent }
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
                    if node.renderer?.canActivate == true {
                        releasePressedControl()
                        pressedControl = WeakNodeReference(node: node)
                        node.renderer?.pressChanged(true, node: node)
                    }
                    _ = node.renderer?.activate()
                    return true
                }
                // A container that picks by position (a list's row) hears a press nothing nearer
                // the pointer took; a hosted widget heard it already.
                if let renderer = node.renderer, !renderer.receivesPointer,
                    renderer.pointer(mouse.translated(to: node.frame.origin), clickCount: clickCount, node: node)
                {
                    return true
                }
            }
            return focusedNode != nil
        case .press(.right):
            // A secondary click opens what the nearest view that asks for it offers (a context
            // menu), focusing it first as a click would.
            if let focusable = chain.first(where: { $0.acceptsFocus }) { focus.move(to: focusable) }
            for node in chain where node.environment.isEnabled {
                if let renderer = node.renderer, !renderer.receivesPointer,
                    renderer.pointer(mouse.translated(to: node.frame.origin), clickCount: clickCount, node: node)
                {
                    return true
                }
            }
            return false
        case .scroll(let direction):
            return chain.contains { $0.renderer?.scrollWheel(direction, node: $0) == true }
        default:
            return false
        }
    }

    /// Tells the control the button went down on that it is up again, when one is still held.
    func releasePressedControl() {
        guard let pressed = pressedControl?.node else { return }
        pressedControl = nil
        pressed.renderer?.pressChanged(false, node: pressed)
    }

    /// Starts, continues or ends a drag on the view under the press; returns whether one is active.
    func handleDrag(_ mouse: MouseEvent, hit: ViewNode?) -> Bool {
        switch mouse.kind {
        case .press(.left):
            let chain = hit.map { Array(sequence(first: $0) { $0.parent }) } ?? []
            guard let node = chain.first(where: { $0.handlers?.drag != nil }), node.environment.isEnabled else {
                activeDrag = nil
                return false
            }
            activeDrag = ActiveDrag(node: node, start: mouse.location)
            return false
        case .drag(.left):
            guard var drag = activeDrag, let node = drag.node, let gesture = node.handlers?.drag else { return false }
            guard drag.moved || mouse.location != drag.start else { return true }
            drag.moved = true
            activeDrag = drag
            gesture.changed?(gesture.value(from: drag.start, to: mouse.location, in: node.frame))
            return true
        case .release(.left):
            guard let drag = activeDrag else { return false }
            activeDrag = nil
            guard drag.moved, let node = drag.node, let gesture = node.handlers?.drag else { return false }
            gesture.ended?(gesture.value(from: drag.start, to: mouse.location, in: node.frame))
            return true
        default:
            return false
        }
    }

    /// Tells the views the pointer entered and left; returns whether any view follows hovering.
    func handleHover(at location: Point, hit: ViewNode?) -> Bool {
        let chain = hit.map { Array(sequence(first: $0) { $0.parent }) } ?? []
        let now = chain.filter { $0.handlers?.hover != nil }
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        let before = hovered.compactMap(\.node)
        for node in before where !nowIDs.contains(ObjectIdentifier(node)) { node.handlers?.hover?(false) }
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        for node in now where !beforeIDs.contains(ObjectIdentifier(node)) { node.handlers?.hover?(true) }
        hovered = now.map { WeakNodeReference(node: $0) }
        return !now.isEmpty || !before.isEmpty
    }
}

extension InputRouter {
    /// Closes, from the top down, each layer that closes on a press outside it and does not
    /// hold `hit`, stopping at the first that holds it or that does not close so; returns
    /// whether any closed.
    fileprivate func closeLayers(outside hit: ViewNode?) -> Bool {
        var closed = false
        for layer in graph.layers.nodes.reversed() {
            if let hit, hit.isInside(layer) { break }
            guard let close = layer.layer?.outsidePress else { break }
            close()
            closed = true
        }
        return closed
    }
}

extension MouseEvent {
    /// The event with its location measured from `origin`.
    package func translated(to origin: Point) -> MouseEvent {
        var event = self
        event.location = Point(x: location.x - origin.x, y: location.y - origin.y)
        return event
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
        return renderer.pointer(mouse.translated(to: node.frame.origin), clickCount: clickCount, node: node)
    }
}

/// A drag in progress: the node whose gesture follows it, where it started, and whether the
/// pointer has moved yet.
struct ActiveDrag {
    weak var node: ViewNode?
    let start: Point
    var moved = false
}
