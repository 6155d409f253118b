public import Terrarium

extension TestHost {
    /// Whether the inspector is drawn over the frames the host shows; setting it renders.
    ///
    /// Pressing F12 through ``press(_:modifiers:)`` toggles it too, as in a running app.
    public var isInspectorOpen: Bool {
        get { inspector.isOpen }
        set {
            inspector.setOpen(newValue, graph: host.graph)
            render()
        }
    }

    /// What the inspector reports of the current frame: views and frames, the focus chain,
    /// hosted widgets and nested trees, redrawn regions and the last frame's bytes and cells.
    ///
    /// ```swift
    /// host.press(.tab)
    /// #expect(host.inspection.focusChain.last == "RatingView")
    /// #expect(host.inspection.hostedWidgets.first?.lastUpdateReasons == .initial)
    /// ```
    ///
    /// Evaluations and redraws are recorded from the first report or the inspector's opening on;
    /// frames are not timed, so `InspectorReport.FrameFigures.duration` is nil.
    public var inspection: InspectorReport {
        InspectorReportBuilder.report(of: host.graph, frame: InspectorReport.FrameFigures(lastFrameStatistics))
    }

    /// The inspector's text dump of the current frame, as a running app writes it for a bug
    /// report with Shift+F12.
    public var inspectionDump: String { inspection.description }
}
