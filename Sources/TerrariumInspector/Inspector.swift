package import TerrariumCore
import TerrariumTerminal

/// The inspector of one running tree: whether it is open, what the user pointed at in it, and
/// the frame it shows, drawn over the app's own.
///
/// Closed, it does nothing but compare keys with its toggle: no graph records for it and the
/// app's frame goes to the terminal as it is. Open, each frame is copied and drawn over, so the
/// app's layout and its own frame never change.
@MainActor
package final class Inspector {
    /// What input to the inspector did.
    package enum Action: Equatable {
        /// The inspector opened or closed.
        case toggled
        /// The user asked for the text dump.
        case dump
        /// The inspector used the event itself (scrolling or picking in its panel).
        case consumed
    }

    /// The keys and launch state.
    package let options: InspectorOptions
    /// Whether the overlay shows.
    package private(set) var isOpen = false
    /// A line shown at the panel's foot, such as where the last dump went.
    package var message: String?
    /// The report of the last frame presented.
    package private(set) var lastReport = InspectorReport()

    private var selected: Int?
    private var scroll: Int?
    private var layout: InspectorOverlay.Layout?

    /// Creates an inspector, open at once when `options` or `TERRARIUM_INSPECT=1` in
    /// `environment` say so.
    package init(options: InspectorOptions, environment: [String: String] = [:]) {
        self.options = options
        isOpen = options.opensAtLaunch || environment["TERRARIUM_INSPECT"] == "1"
    }

    /// Opens or closes the overlay; closing stops every recording in `graph`.
    package func setOpen(_ open: Bool, graph: ViewGraph) {
        guard open != isOpen else { return }
        isOpen = open
        selected = nil
        scroll = nil
        layout = nil
        message = nil
        if !open { InspectorReportBuilder.stopRecording(in: graph) }
    }

    /// Takes `event` before the app does; returns what it did, or nil to deliver it to the app.
    package func handle(_ event: InputEvent, graph: ViewGraph) -> Action? {
        switch event {
        case .key(let press) where InspectorOptions.matches(press, options.toggleKey):
            setOpen(!isOpen, graph: graph)
            return .toggled
        case .key(let press) where isOpen && InspectorOptions.matches(press, options.dumpKey):
            return .dump
        case .mouse(let mouse) where isOpen:
            return handle(mouse)
        default:
            return nil
        }
    }

    /// Scrolls the view list and picks views in it; every event over the panel is the
    /// inspector's, every other goes to the app.
    private func handle(_ mouse: MouseEvent) -> Action? {
        guard let layout, layout.panel.contains(mouse.location) else { return nil }
        switch mouse.kind {
        case .scroll(let direction):
            let step = direction == .up ? -3 : (direction == .down ? 3 : 0)
            scroll = max(0, (scroll ?? layout.firstView) + step)
        case .press(.left) where layout.viewRows.contains(mouse.location):
            let index = layout.firstView + mouse.location.y - layout.viewRows.minY
            if index < lastReport.views.count {
                selected = selected == index ? nil : index
                scroll = scroll ?? layout.firstView
            }
        default:
            break
        }
        return .consumed
    }

    /// The frame to show for `frame`: itself while closed, else a copy with the overlay drawn
    /// over it, reporting `graph` with `figures` as the last frame's cost.
    package func present(_ frame: CellBuffer, graph: ViewGraph, figures: InspectorReport.FrameFigures) -> CellBuffer {
        guard isOpen else { return frame }
        lastReport = InspectorReportBuilder.report(of: graph, frame: figures)
        if let selected, selected >= lastReport.views.count { self.selected = nil }
        let shown = frame.copy()
        layout = InspectorOverlay(
            report: lastReport, selected: selected, scroll: scroll, message: message, options: options
        ).draw(into: shown)
        return shown
    }
}
