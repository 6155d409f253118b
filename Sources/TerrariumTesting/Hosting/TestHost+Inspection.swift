public import Terrarium
public import TerrariumTerminal

extension TestHost {
    /// The view with keyboard focus, by type, or nil.
    public var focusedView: String? { host.focusedViewDescription }

    /// Whether a view called the environment's `quit` action.
    public var isQuitRequested: Bool { host.isQuitRequested }

    /// The keys that do something right now, as a help line shows them.
    public var activeShortcuts: [ActiveShortcut] { host.activeShortcuts }

    /// Diagnostics from the view graph, such as state modified during a body evaluation.
    public var diagnostics: [String] { host.diagnostics }

    /// Drops whose items could not be loaded, as sentences, oldest first.
    public var dropFailures: [String] { host.dropFailures }

    /// Whether a drag is in progress.
    public var isDragging: Bool { host.isDragging }

    /// The number of nodes in the view graph.
    public var nodeCount: Int { host.nodeCount }

    /// The foreign widgets of type `type` hosted by representables, in drawing order.
    ///
    /// ```swift
    /// let gauge = try #require(host.widgets(of: GaugeWidget.self).first)
    /// ```
    public func widgets<W: Widget>(of type: W.Type) -> [W] {
        renderers(of: AnyRepresentableRenderer.self).compactMap { $0.hostedWidget as? W }
    }

    /// The renderers of type `type` in the view graph, depth first, in drawing order.
    package func renderers<R>(of type: R.Type) -> [R] {
        var found: [R] = []
        func visit(_ node: ViewNode) {
            if let renderer = node.renderer as? R { found.append(renderer) }
            for child in node.children { visit(child) }
        }
        if let root = host.graph.root { visit(root) }
        return found
    }

    /// What happened to the hosted widgets so far, oldest first: coordinators and widgets made,
    /// updates with their reasons, dismantles.
    public var widgetLifecycleLog: [WidgetLifecycleEvent] { host.widgetLifecycleLog }

    /// Forgets the lifecycle events so far, so the next steps' can be read alone.
    public func clearWidgetLifecycleLog() { host.clearWidgetLifecycleLog() }
}
