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
/// A change made from outside the view (a binding or a model written by the test) shows after
/// the next step, ``render()`` or ``lines()``.
@MainActor
public final class TestHost<Content: View>: SnapshotHost {
    /// The host that owns the view graph.
    public let host: ViewHost<Content>
    /// The bytes the renderer emitted for the last step's frame, as a terminal would receive them.
    public private(set) var lastFrameBytes: [UInt8] = []
    /// What rendering the last step's frame cost.
    public private(set) var lastFrameStatistics = FrameStatistics()
    private var renderer: TerminalRenderer
    /// The inspector, closed unless a test opens it; F12 toggles it as in a running app.
    package let inspector = Inspector(options: InspectorOptions())
    /// The frame with the inspector drawn over it, while it is open.
    private var shownBuffer: CellBuffer?

    /// Renders `rootView` at `size` with `environment`; `capabilities` shape ``lastFrameBytes``.
    public init(
        _ rootView: Content, size: Size, environment: EnvironmentValues = EnvironmentValues(),
        capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor, hyperlinks: true)
    ) {
        host = ViewHost(rootView: rootView, size: size, environment: environment)
        renderer = TerminalRenderer(capabilities: capabilities)
        render()
    }

    /// How long a step waits at most for remote widgets (`ProcessWidget`, `PluginWidget`) to
    /// answer what it sent them; a widget's own response deadline usually ends the wait sooner.
    public var remoteWidgetTimeout: Duration = .seconds(5)

    /// Brings the view up to date, draws it and records the bytes of the frame.
    ///
    /// Remote widgets answer from other processes: the step waits until each has answered
    /// everything sent to it (or its deadline passed) and renders again, so a test sees what the
    /// widget drew for the step, never an earlier frame.
    @discardableResult
    public func render() -> CellBuffer {
        var buffer = host.render()
        for _ in 0..<50 {
            // Only this tree's widgets: another test's, running at the same time, is not waited for.
            let waiting = renderers(of: AnyRepresentableRenderer.self).compactMap {
                $0.hostedWidget as? any AwaitingReplies
            }
            guard !waiting.isEmpty else { break }
            let end = ContinuousClock.now + remoteWidgetTimeout
            var changed = false
            for widget in waiting where widget.waitForReplies(until: end) { changed = true }
            guard changed else { break }
            buffer = host.render()
        }
        // The inspector draws over a copy, with the figures of the frame before, as an app's does.
        let shown = inspector.present(
            buffer, graph: host.graph, figures: InspectorReport.FrameFigures(lastFrameStatistics))
        shownBuffer = shown === buffer ? nil : shown
        var bytes: [UInt8] = []
        lastFrameStatistics = renderer.render(shown, into: &bytes)
        lastFrameBytes = bytes
        return shown
    }

    // MARK: - What is hosted

    /// The view shown; setting it updates the tree, keeping the state of what stays, and renders.
    public var rootView: Content {
        get { host.rootView }
        set {
            host.rootView = newValue
            render()
        }
    }

    /// The environment given to the root view; setting it renders.
    public var environment: EnvironmentValues {
        get { host.environment }
        set {
            host.environment = newValue
            render()
        }
    }

    /// The size of the screen; ``resize(to:)`` changes it.
    public var size: Size { host.size }

    /// Resizes the screen, as a terminal window resize does.
    public func resize(to size: Size) {
        host.size = size
        render()
    }

    /// Removes the whole tree now, as the app's exit does: hosted widgets are dismantled and
    /// disappear actions run.
    public func tearDown() { host.tearDown() }

    // MARK: - Time

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

    /// Whether an animation is still moving, so more frames are needed.
    public var isAnimating: Bool { host.isAnimating }

    /// Whether changes are waiting to be rendered.
    public var hasPendingUpdates: Bool { host.hasPendingUpdates }

    // MARK: - The screen

    /// The cells of the last frame, with the inspector over them while it is open.
    public var buffer: CellBuffer { shownBuffer ?? host.buffer }

    /// The screen's text, one line per row, trailing spaces kept.
    public var text: String { buffer.lines.joined(separator: "\n") }

    /// Renders, then returns the screen's rows with trailing spaces removed.
    public func lines() -> [String] {
        render()
        return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen in the `.styled` snapshot format.
    public var styledText: String { buffer.styledText }

    /// The view graph, for the `.tree` strategy.
    public var treeDescription: String { host.treeDescription }

    /// The cell where `label` starts on screen, searching row by row.
    public func location(of label: String) -> Point? {
        for (y, line) in buffer.lines.enumerated() {
            guard let range = line.range(of: label) else { continue }
            return Point(x: line[line.startIndex..<range.lowerBound].displayWidth, y: y)
        }
        return nil
    }

    /// The columns of row `y` drawn with every one of `attributes`: `.reverse` finds the cells
    /// where a focused text field shows its cursor.
    public func columns(inRow y: Int, with attributes: TextAttributes) -> [Int] {
        (0..<host.size.width).filter { buffer[$0, y]?.style.attributes.isSuperset(of: attributes) == true }
    }
}
