import Foundation
public import Terrarium
public import TerrariumTerminal

/// Runs a view headlessly the way a person would use it: keys, text, paste, clicks, the wheel,
/// resizes and time, with every step rendered and ready to inspect or snapshot.
///
/// ```swift
/// let host = TestHost(Form(), size: Size(width: 30, height: 6))
/// host.press(.tab)
/// host.type("Fern")
/// host.click(on: "Save")
/// assertSnapshot(of: host, as: .styled)
/// ```
///
/// The clock only moves when the test moves it (``advance(by:)``, ``settle()``); nothing sleeps.
@MainActor
public final class TestHost<Content: View>: SnapshotHost {
    /// The host that owns the view graph.
    public let host: ViewHost<Content>
    /// The bytes the renderer emitted for the last step's frame, as a terminal would receive them.
    public private(set) var lastFrameBytes: [UInt8] = []
    /// What rendering the last step's frame cost.
    public private(set) var lastFrameStatistics = FrameStatistics()
    private var renderer: TerminalRenderer

    /// Renders `rootView` at `size`; `capabilities` shape ``lastFrameBytes``.
    public init(
        _ rootView: Content, size: Size,
        capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor, hyperlinks: true)
    ) {
        host = ViewHost(rootView: rootView, size: size)
        renderer = TerminalRenderer(capabilities: capabilities)
        render()
    }

    /// Brings the view up to date, draws it and records the bytes of the frame.
    @discardableResult
    public func render() -> CellBuffer {
        let buffer = host.render()
        var bytes: [UInt8] = []
        lastFrameStatistics = renderer.render(buffer, into: &bytes)
        lastFrameBytes = bytes
        return buffer
    }

    /// What happened to the hosted widgets so far, oldest first: coordinators and widgets made,
    /// updates with their reasons, dismantles.
    public var widgetLifecycleLog: [WidgetLifecycleEvent] { host.widgetLifecycleLog }

    /// Forgets the lifecycle events so far, so the next steps' can be read alone.
    public func clearWidgetLifecycleLog() { host.clearWidgetLifecycleLog() }

    /// The view graph, for the `.tree` strategy.
    public var treeDescription: String { host.treeDescription }

    /// The screen's text, one line per row, trailing spaces kept.
    public var text: String { host.text }

    /// The screen in the `.styled` snapshot format.
    public var styledText: String { host.styledText }

    /// Whether a view called the environment's `quit` action.
    public var isQuitRequested: Bool { host.isQuitRequested }

    /// The view with keyboard focus, by type, or nil.
    public var focusedView: String? { host.focusedViewDescription }

    /// Presses `key` with `modifiers` and renders; returns whether a view handled it.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        step(.key(KeyPress(key, modifiers: modifiers)))
    }

    /// Types `text` one character at a time, as a keyboard would.
    public func type(_ text: String) {
        for character in text {
            host.send(.key(KeyPress(.character(character))))
        }
        render()
    }

    /// Pastes `text` as a terminal's bracketed paste delivers it.
    @discardableResult
    public func paste(_ text: String) -> Bool { step(.paste(text)) }

    /// Clicks the cell at column `x`, row `y`: a press and a release; returns whether a view
    /// handled the press.
    @discardableResult
    public func click(x: Int, y: Int, count: Int = 1) -> Bool {
        let point = Point(x: x, y: y)
        var handled = false
        for _ in 0..<max(1, count) {
            handled = host.send(.mouse(MouseEvent(.press(.left), at: point))) || handled
            host.send(.mouse(MouseEvent(.release(.left), at: point)))
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
        host.send(.mouse(MouseEvent(.press(.left), at: start)))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
        var followed = false
        for step in 1...steps {
            let point = Point(
                x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps)
            followed = host.send(.mouse(MouseEvent(.drag(.left), at: point))) || followed
        }
        followed = host.send(.mouse(MouseEvent(.release(.left), at: end))) || followed
        render()
        return followed
    }

    /// Moves the pointer over the cell at `point` with no button held.
    @discardableResult
    public func hover(at point: Point) -> Bool { step(.mouse(MouseEvent(.move, at: point))) }

    /// Turns the wheel once in `direction` over the cell at `point`.
    @discardableResult
    public func scroll(_ direction: MouseEvent.ScrollDirection, at point: Point) -> Bool {
        step(.mouse(MouseEvent(.scroll(direction), at: point)))
    }

    /// Resizes the screen, as a terminal window resize does.
    public func resize(to size: Size) {
        host.size = size
        render()
    }

    /// Moves the animation clock forward and renders.
    public func advance(by interval: Duration) {
        host.advance(by: interval)
        render()
    }

    /// Renders until no update is pending and no animation runs, moving the clock to the end of
    /// running animations instead of waiting for them.
    public func settle() {
        for _ in 0..<100 {
            render()
            if host.isAnimating {
                host.advance(by: host.graph.clock.animationsEnd - host.clock.now)
                continue
            }
            if !host.hasPendingUpdates { return }
        }
    }

    /// The cell where `label` starts on screen, searching row by row.
    public func location(of label: String) -> Point? {
        for (y, line) in host.buffer.lines.enumerated() {
            guard let range = line.range(of: label) else { continue }
            return Point(x: line[line.startIndex..<range.lowerBound].displayWidth, y: y)
        }
        return nil
    }

    private func step(_ event: InputEvent) -> Bool {
        let handled = host.send(event)
        render()
        return handled
    }
}
