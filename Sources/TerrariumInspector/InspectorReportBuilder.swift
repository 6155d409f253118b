package import TerrariumCore
import TerrariumTerminal

/// Makes an ``InspectorReport`` of a view graph and the trees nested in its foreign widgets.
@MainActor
package struct InspectorReportBuilder {
    private var report = InspectorReport()
    private let recording: Bool

    /// The report of `graph` with `frame` as the last frame's figures; with `recording`, every
    /// graph met (nested ones included) gets a recorder, so the next frames' evaluations and
    /// redraws show.
    package static func report(
        of graph: ViewGraph, frame: InspectorReport.FrameFigures = .init(), recording: Bool = true
    ) -> InspectorReport {
        var builder = InspectorReportBuilder(recording: recording)
        builder.report.frame = frame
        builder.report.redrawRegions = graph.inspection?.redrawRegions ?? []
        builder.visitTree(of: graph, depth: 0, host: nil, offset: .zero)
        builder.report.focusChain = focusChain(in: graph)
        return builder.report
    }

    /// Stops recording in `graph` and in the trees nested in its widgets.
    package static func stopRecording(in graph: ViewGraph) {
        graph.inspection = nil
        forEachNode(in: graph) { node in
            for host in node.nestedHosts { stopRecording(in: host.graph) }
        }
    }

    private init(recording: Bool) {
        self.recording = recording
    }

    private mutating func visitTree(of graph: ViewGraph, depth: Int, host: Int?, offset: Point) {
        if recording, graph.inspection == nil { graph.inspection = InspectionRecorder() }
        guard let root = graph.root else { return }
        var elements: [ObjectIdentifier: AccessibilityElement] = [:]
        for (element, node) in AccessibilityTree(graph).all {
            var own = element
            own.children = []
            own.frame = own.frame.offsetBy(dx: offset.x, dy: offset.y)
            elements[ObjectIdentifier(node)] = own
        }
        visit(root, depth: depth, host: host, offset: offset, elements: elements)
    }

    private mutating func visit(
        _ node: ViewNode, depth: Int, host: Int?, offset: Point, elements: [ObjectIdentifier: AccessibilityElement]
    ) {
        let id = ObjectIdentifier(node)
        let recorder = node.graph.inspection
        let frame = node.renderer == nil ? nil : node.frame.offsetBy(dx: offset.x, dy: offset.y)
        report.views.append(
            InspectorReport.ViewEntry(
                typeName: TypeNames.inspected(node.typeName), frame: frame, depth: depth, host: host,
                isFocused: node === node.graph.focus.focusedNode,
                wasInvalidated: recorder?.lastFrameEvaluations.contains(id) == true,
                evaluations: recorder?.evaluationCounts[id] ?? 0, accessibility: elements[id]))
        if let renderer = node.renderer as? AnyRepresentableRenderer, let widget = renderer.hostedWidget {
            let representable = TypeNames.short(node.typeName)
            let entry = report.hostedWidgets.count
            report.hostedWidgets.append(
                InspectorReport.HostedWidgetEntry(
                    representable: representable, widget: TypeNames.short(String(describing: type(of: widget))),
                    frame: frame ?? node.frame, updates: renderer.updateCount,
                    lastUpdateReasons: renderer.lastUpdateReasons, host: host, notes: widget.inspectorNotes))
            for nested in node.nestedHosts {
                let index = report.hosts.count
                report.hostedWidgets[entry].nestedHosts.append(index)
                report.hosts.append(
                    InspectorReport.HostEntry(
                        typeName: nested.hostTypeName, representable: representable, origin: nested.lastDrawOrigin,
                        viewCount: nested.graph.nodeCount))
                visitTree(
                    of: nested.graph, depth: depth + 1, host: index,
                    offset: nested.lastDrawOrigin ?? (frame ?? node.frame).origin)
            }
        }
        for child in node.children { visit(child, depth: depth + 1, host: host, offset: offset, elements: elements) }
    }

    /// The type names from the root to the focused view, continued into the nested tree that
    /// holds focus inside a focused foreign widget.
    private static func focusChain(in graph: ViewGraph) -> [String] {
        guard let focused = graph.focus.focusedNode else { return [] }
        // Tuples and modifiers say little about where focus is; the focused view itself is
        // always named, whatever it is.
        var chain = sequence(first: focused) { $0.parent }.reversed()
            .filter { $0 === focused || !TypeNames.isStructural($0.typeName) }
            .map { TypeNames.inspected($0.typeName) }
        if let nested = focused.nestedHosts.first(where: { $0.graph.focus.focusedNode != nil }) {
            chain += focusChain(in: nested.graph)
        }
        return chain
    }

    private static func forEachNode(in graph: ViewGraph, _ body: (ViewNode) -> Void) {
        func visit(_ node: ViewNode) {
            body(node)
            for child in node.children { visit(child) }
        }
        if let root = graph.root { visit(root) }
    }
}
