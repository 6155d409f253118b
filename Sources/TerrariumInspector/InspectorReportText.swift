import TerrariumCore
import TerrariumTerminal

/// An inspector report as lines of text, one item a line: the dump for bug reports and what the
/// overlay's panel lists.
struct InspectorReportText {
    /// The sections, in order, as lines.
    let lines: [String]

    /// The lines of `report`.
    init(_ report: InspectorReport) {
        var lines = ["Terrarium inspector"]
        lines.append("frame: " + Self.figures(report.frame))
        lines.append("focus: " + (report.focusChain.isEmpty ? "nothing" : report.focusChain.joined(separator: " › ")))
        lines.append("views (\(report.views.count)), ● focused, * evaluated for the last frame, ×n evaluations:")
        lines += report.views.map { "  " + Self.line(for: $0) }
        lines.append("hosted widgets (\(report.hostedWidgets.count)):")
        for widget in report.hostedWidgets {
            lines.append("  " + Self.line(for: widget))
            lines += widget.notes.map { "    " + $0 }
        }
        lines.append("nested hosts (\(report.hosts.count)):")
        lines += report.hosts.enumerated().map { "  " + Self.line(for: $1, index: $0) }
        lines.append("redrawn, newest frame first:")
        lines += report.redrawRegions.enumerated().map { age, regions in
            let list = regions.isEmpty ? "nothing" : regions.map(\.description).joined(separator: ", ")
            return "  -\(age): \(list)"
        }
        self.lines = lines
    }

    /// A frame's figures, such as `1.25 ms · 340 bytes · 25 cells`.
    static func figures(_ frame: InspectorReport.FrameFigures) -> String {
        var parts: [String] = []
        if let duration = frame.duration { parts.append(milliseconds(duration)) }
        parts.append("\(frame.bytes) bytes")
        parts.append("\(frame.cellsChanged) cells")
        if frame.isFullRepaint { parts.append("full repaint") }
        return parts.joined(separator: " · ")
    }

    /// A duration in milliseconds with two decimals, written without Foundation's formatting.
    static func milliseconds(_ duration: Duration) -> String {
        let micros = max(0, Int(duration / .microseconds(1)))
        let hundredths = (micros % 1000) / 10
        return "\(micros / 1000).\(hundredths < 10 ? "0" : "")\(hundredths) ms"
    }

    static func line(for view: InspectorReport.ViewEntry) -> String {
        var line = String(repeating: "  ", count: view.depth) + view.typeName
        if let frame = view.frame { line += " \(frame)" }
        if view.isFocused { line += " ●" }
        if view.wasInvalidated { line += " *" }
        if view.evaluations > 0 { line += " ×\(view.evaluations)" }
        if let element = view.accessibility { line += " ⟨\(element)⟩" }
        return line
    }

    static func line(for widget: InspectorReport.HostedWidgetEntry) -> String {
        var line = "\(widget.representable) → \(widget.widget) \(widget.frame): \(widget.updates) "
        line += widget.updates == 1 ? "update" : "updates"
        if widget.updates > 0 { line += ", last \(widget.lastUpdateReasons)" }
        if let host = widget.host { line += ", in host #\(host)" }
        if !widget.nestedHosts.isEmpty {
            line += ", hosts " + widget.nestedHosts.map { "#\($0)" }.joined(separator: " ")
        }
        return line
    }

    static func line(for host: InspectorReport.HostEntry, index: Int) -> String {
        let place = host.origin.map { " at \($0)" } ?? ""
        return "#\(index) \(host.typeName) in \(host.representable)\(place): \(host.viewCount) views"
    }
}
