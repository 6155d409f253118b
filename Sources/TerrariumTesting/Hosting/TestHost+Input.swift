public import Terrarium
public import TerrariumTerminal

extension TestHost {
    /// Delivers `event` as the terminal would and renders; returns whether a view handled it.
    ///
    /// The other input methods are made of this one; use it for what they do not say, such as a
    /// press without its release.
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        let handled = deliver(event)
        render()
        return handled
    }

    /// Delivers `events` one after another with no frame drawn between them, as a burst of
    /// input a terminal hands over at once, then renders; returns whether a view handled each.
    @discardableResult
    public func sendTogether(_ events: [InputEvent]) -> [Bool] {
        let handled = events.map { deliver($0) }
        render()
        return handled
    }

    /// Gives focus as an app's launch does and renders: to the view a `defaultFocus(_:_:)`
    /// names, or else the first focusable view in reading order.
    ///
    /// A test host starts with nothing focused, as a view hosted inside another hierarchy does;
    /// call this to see a view as an app shows it at launch.
    public func focusAtLaunch() {
        host.focusAtLaunch()
        render()
    }

    /// Presses `key` with `modifiers` and renders; returns whether a view handled it.
    ///
    /// Tab moves focus forward and `press(.tab, modifiers: .shift)` moves it back.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        send(.key(KeyPress(key, modifiers: modifiers)))
    }

    /// Types `text` one character at a time, as a keyboard would.
    public func type(_ text: String) {
        for character in text {
            deliver(.key(KeyPress(.character(character))))
        }
        render()
    }

    /// Pastes `text` as a terminal's bracketed paste delivers it.
    @discardableResult
    public func paste(_ text: String) -> Bool { send(.paste(text)) }

    /// Sends `command` along the focus chain, as its key would, and renders; returns whether a
    /// view handled it.
    @discardableResult
    public func perform(_ command: Command) -> Bool {
        let handled = host.perform(command)
        render()
        return handled
    }

    /// Clicks the cell at column `x`, row `y`: a press and a release; returns whether a view
    /// handled the press.
    @discardableResult
    public func click(x: Int, y: Int, count: Int = 1) -> Bool {
        let point = Point(x: x, y: y)
        var handled = false
        for _ in 0..<max(1, count) {
            handled = deliver(.mouse(MouseEvent(.press(.left), at: point))) || handled
            deliver(.mouse(MouseEvent(.release(.left), at: point)))
        }
        render()
        return handled
    }

    /// Clicks the first cell showing `label` on screen; false when no such text is shown.
    @discardableResult
    public func click(on label: String) -> Bool {
        guard let point = location(of: label) else { return false }
        return click(x: point.x, y: point.y)
    }

    /// Drags with the left button from `start` to `end`, through the cells between them;
    /// returns whether a view followed the drag.
    @discardableResult
    public func drag(from start: Point, to end: Point) -> Bool {
        var followed = pressAndMove(from: start, to: end)
        followed = deliver(.mouse(MouseEvent(.release(.left), at: end))) || followed
        render()
        return followed
    }

    /// Presses the left button at `start` and moves it to `end` through the cells between,
    /// without releasing it, so a test can look at a drag in the middle; returns whether a view
    /// followed the moves.
    @discardableResult
    public func beginDrag(from start: Point, to end: Point) -> Bool {
        let followed = pressAndMove(from: start, to: end)
        render()
        return followed
    }

    /// Presses at `start` and moves through the cells to `end`, without rendering; returns
    /// whether a view followed a move.
    private func pressAndMove(from start: Point, to end: Point) -> Bool {
        deliver(.mouse(MouseEvent(.press(.left), at: start)))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
        var followed = false
        for step in 1...steps {
            let point = Point(
                x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps)
            followed = deliver(.mouse(MouseEvent(.drag(.left), at: point))) || followed
        }
        return followed
    }

    /// Releases the left button at `point`, ending a drag there; returns whether a view took it.
    @discardableResult
    public func endDrag(at point: Point) -> Bool {
        send(.mouse(MouseEvent(.release(.left), at: point)))
    }

    /// Waits until every drop so far has loaded its items and called its destination's action,
    /// then renders.
    public func waitForDrops() async {
        await host.waitForDrops()
        render()
    }

    /// Moves the pointer over the cell at `point` with no button held.
    @discardableResult
    public func hover(at point: Point) -> Bool { send(.mouse(MouseEvent(.move, at: point))) }

    /// Turns the wheel once in `direction` over the cell at `point`.
    @discardableResult
    public func scroll(_ direction: MouseEvent.ScrollDirection, at point: Point) -> Bool {
        send(.mouse(MouseEvent(.scroll(direction), at: point)))
    }

    /// Gives `event` to the inspector first, as a running app does (its keys, the pointer over
    /// its panel), then to the view; returns whether either took it.
    @discardableResult
    private func deliver(_ event: InputEvent) -> Bool {
        if inspector.handle(event, graph: host.graph) != nil { return true }
        return host.send(event)
    }
}
