import TerrariumCore
import TerrariumTerminal

/// Draws the inspector over a frame: the regions the last frames redrew tinted, the selected
/// view outlined, and a panel listing the report beside them.
@MainActor
struct InspectorOverlay {
    /// Where the overlay's parts were drawn, for pointing at them.
    struct Layout {
        /// The panel, border included.
        var panel: Rect
        /// The rows listing views.
        var viewRows: Rect
        /// The index in the report's views of the first listed row.
        var firstView: Int
    }

    /// The panel's narrowest width; a narrower screen shows a line instead.
    static let minimumWidth = 24
    /// The panel's lowest height; a lower screen shows a line instead.
    static let minimumHeight = 8

    static let panelStyle = Style(foreground: .indexed(252), background: .indexed(235))
    static let borderStyle = Style(foreground: .brightCyan, background: .indexed(235))
    static let titleStyle = Style(foreground: .brightCyan, background: .indexed(235), attributes: .bold)
    static let headingStyle = Style(foreground: .indexed(245), background: .indexed(235))
    static let focusStyle = Style(foreground: .brightYellow, background: .indexed(235), attributes: .bold)
    static let invalidatedStyle = Style(foreground: .brightMagenta, background: .indexed(235))
    /// Tints of the regions redrawn, newest frame first.
    static let redrawTints: [Color] = [.indexed(89), .indexed(53), .indexed(237)]
    static let outlineStyle = Style(foreground: .black, background: .brightYellow)

    let report: InspectorReport
    /// The index of the view the user picked, else the focused one is shown.
    let selected: Int?
    /// The first listed view the user scrolled to, else the list follows the selection.
    let scroll: Int?
    /// A line shown at the panel's foot, such as where a dump was written.
    let message: String?
    let options: InspectorOptions

    /// Draws into `buffer` and returns where the parts went.
    func draw(into buffer: CellBuffer) -> Layout {
        let context = GraphicsContext(buffer)
        let size = buffer.size
        // The innermost focused view: each nested tree has a focused view of its own.
        let marked = selected ?? report.views.lastIndex(where: \.isFocused)
        let markedFrame = marked.flatMap { report.views[$0].frame }
        guard size.width >= Self.minimumWidth, size.height >= Self.minimumHeight else {
            drawLine(in: context)
            return Layout(
                panel: Rect(x: 0, y: max(0, size.height - 1), width: size.width, height: 1), viewRows: .zero,
                firstView: 0)
        }
        let width = min(size.width, max(Self.minimumWidth, min(56, size.width / 2)))
        // The panel keeps clear of the view it outlines when it can.
        let onLeft = markedFrame.map { $0.minX + $0.width / 2 >= size.width - width } ?? false
        let panel = Rect(x: onLeft ? 0 : size.width - width, y: 0, width: width, height: size.height)
        tintRedrawnRegions(in: context)
        if let markedFrame { outline(markedFrame, in: context) }
        return drawPanel(panel, in: context, marked: marked)
    }

    /// One line at the bottom for a screen too small for the panel.
    private func drawLine(in context: GraphicsContext) {
        let y = context.size.height - 1
        let line = Rect(x: 0, y: y, width: context.size.width, height: 1)
        context.fill(line, style: Self.panelStyle)
        let toggle = options.toggleKey.map { " · \(Self.name(of: $0)) closes" } ?? ""
        context.draw("inspector: \(report.views.count) views\(toggle)", at: Point(x: 0, y: y), style: Self.titleStyle)
    }

    private func tintRedrawnRegions(in context: GraphicsContext) {
        // Oldest first, so the newest frame's tint is the one left where regions overlap.
        for (age, regions) in report.redrawRegions.enumerated().reversed() where age < Self.redrawTints.count {
            for region in regions {
                context.restyle(region) { style in
                    if style.background == .default { style.background = Self.redrawTints[age] }
                }
            }
        }
    }

    /// Marks `frame`'s edges without hiding what is drawn there.
    private func outline(_ frame: Rect, in context: GraphicsContext) {
        guard !frame.isEmpty else { return }
        let edges = [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1),
            Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
            Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height),
            Rect(x: frame.maxX - 1, y: frame.minY, width: 1, height: frame.height),
        ]
        for edge in edges {
            context.restyle(edge) { style in
                style.foreground = Self.outlineStyle.foreground
                style.background = Self.outlineStyle.background
            }
        }
    }

    private func drawPanel(_ panel: Rect, in context: GraphicsContext, marked: Int?) -> Layout {
        context.fill(panel, style: Self.panelStyle)
        let box = context.subcontext(panel)
        drawBorder(in: box)
        let inner = box.subcontext(Rect(x: 1, y: 1, width: panel.width - 2, height: panel.height - 2))
        var y = 0
        func line(_ text: String, _ style: Style = Self.panelStyle) {
            guard y < inner.size.height else { return }
            inner.draw(text, at: Point(x: 0, y: y), style: style)
            y += 1
        }
        line("frame " + InspectorReportText.figures(report.frame))
        line("focus " + Self.tail(of: report.focusChain, fitting: inner.size.width - 6), Self.focusStyle)
        line(
            "\(report.views.count) views · \(report.hostedWidgets.count) widgets · \(report.hosts.count) nested hosts",
            Self.headingStyle)
        // The sections below the views take what they need, the views the rest.
        var footer: [(String, Style)] = [("─ hosted widgets", Self.headingStyle)]
        for widget in report.hostedWidgets {
            footer.append((InspectorReportText.line(for: widget), Self.panelStyle))
            footer += widget.notes.map { ("  " + $0, Self.panelStyle) }
        }
        footer += report.hosts.enumerated().map { (InspectorReportText.line(for: $1, index: $0), Self.panelStyle) }
        let redrawn = report.redrawRegions.first.map {
            $0.isEmpty ? "nothing" : $0.map(\.description).joined(separator: ", ")
        }
        footer.append(("─ redrawn " + (redrawn ?? "nothing yet"), Self.invalidatedStyle))
        if let message { footer.append((message, Self.focusStyle)) }
        let listTop = y + 1
        // The views come first: the sections below take at most half of what is left.
        let footerRows = min(footer.count, max(0, inner.size.height - listTop) / 2)
        let listHeight = max(0, inner.size.height - listTop - footerRows)
        line("─ views  ● focus  * evaluated  ×n evaluations", Self.headingStyle)
        let first = firstListed(marked: marked, rows: listHeight)
        for index in first..<min(report.views.count, first + listHeight) {
            let view = report.views[index]
            var style =
                view.isFocused ? Self.focusStyle : (view.wasInvalidated ? Self.invalidatedStyle : Self.panelStyle)
            if index == marked { style.attributes.insert(.reverse) }
            inner.fill(Rect(x: 0, y: y, width: inner.size.width, height: 1), style: style)
            line(InspectorReportText.line(for: view), style)
        }
        y = inner.size.height - footerRows
        for (text, style) in footer.suffix(footerRows) { line(text, style) }
        let rows = Rect(x: panel.minX + 1, y: panel.minY + 1 + listTop, width: panel.width - 2, height: listHeight)
        return Layout(panel: panel, viewRows: rows, firstView: first)
    }

    /// The first view listed: where the user scrolled, else so that the marked view shows.
    private func firstListed(marked: Int?, rows: Int) -> Int {
        let last = max(0, report.views.count - rows)
        if let scroll { return min(max(0, scroll), last) }
        guard let marked, rows > 0 else { return 0 }
        return min(max(0, marked - rows / 2), last)
    }

    private func drawBorder(in box: GraphicsContext) {
        let width = box.size.width
        let height = box.size.height
        let bar = String(repeating: "─", count: max(0, width - 2))
        box.draw("┌" + bar + "┐", at: Point(x: 0, y: 0), style: Self.borderStyle)
        box.draw("└" + bar + "┘", at: Point(x: 0, y: height - 1), style: Self.borderStyle)
        for y in 1..<max(1, height - 1) {
            box.draw("│", at: Point(x: 0, y: y), style: Self.borderStyle)
            box.draw("│", at: Point(x: width - 1, y: y), style: Self.borderStyle)
        }
        box.draw(" Inspector ", at: Point(x: 2, y: 0), style: Self.titleStyle)
        var keys: [String] = []
        if let toggle = options.toggleKey { keys.append("\(Self.name(of: toggle)) close") }
        if let dump = options.dumpKey { keys.append("\(Self.name(of: dump)) dump") }
        if !keys.isEmpty {
            box.draw(" " + keys.joined(separator: " · ") + " ", at: Point(x: 2, y: height - 1), style: Self.borderStyle)
        }
    }

    /// The end of `chain` joined with `›`, cut at the front to fit `width` columns.
    static func tail(of chain: [String], fitting width: Int) -> String {
        guard !chain.isEmpty else { return "nothing" }
        var parts: [String] = []
        var used = 0
        for name in chain.reversed() {
            let cost = name.count + (parts.isEmpty ? 0 : 3)
            guard used + cost <= width - 4 || parts.isEmpty else {
                parts.insert("…", at: 0)
                break
            }
            parts.insert(name, at: 0)
            used += cost
        }
        return parts.joined(separator: " › ")
    }

    /// A key as a help line names it, such as `F12` or `⇧F12`.
    static func name(of press: KeyPress) -> String {
        press.displayName
    }
}
