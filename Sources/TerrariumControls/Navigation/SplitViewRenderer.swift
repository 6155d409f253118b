import TerrariumCore
import TerrariumTerminal

/// Lays a split view's columns side by side with rules between them, or, when too narrow, shows
/// one column at a time under a back row.
final class SplitViewRenderer: NodeRenderer {
    weak var node: ViewNode?
    var columns: [NavigationSplitViewColumn] = [.sidebar, .detail]
    /// The columns shown while the view is wide enough.
    var wideColumns: [NavigationSplitViewColumn] = [.sidebar, .detail]
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The column shown while collapsed, when no binding says.
    private var compactColumn = NavigationSplitViewColumn.sidebar
    private(set) var isCollapsed = false
    private var isPlacedInEveryLayout = false
    /// The width of each column side by side, worked out in the last layout.
    private var placedWidths: [NavigationSplitViewColumn: Int] = [:]

    static let sidebarWidth = 24
    static let contentWidth = 30
    static let detailMinimum = 30

    var drawsContent: Bool { true }

    /// The column shown while collapsed.
    var shownCompactColumn: NavigationSplitViewColumn {
        get { preferredCompactColumn?.wrappedValue ?? compactColumn }
        set {
            compactColumn = newValue
            preferredCompactColumn?.wrappedValue = newValue
        }
    }

    /// The columns on screen now.
    private var shownColumns: [NavigationSplitViewColumn] { isCollapsed ? [shownCompactColumn] : wideColumns }

    /// Shows `column` when collapsed (a row was chosen in the column before it).
    func show(_ column: NavigationSplitViewColumn) {
        guard isCollapsed, let node else { return }
        shownCompactColumn = column
        changed(node)
    }

    private func changed(_ node: ViewNode) {
        node.invalidatePlacement()
        node.graph.damage.markDirty(node.frame)
        node.setNeedsUpdate()
    }

    /// The width `column` asks for with `navigationSplitViewColumnWidth`, else its default.
    private func asked(_ column: NavigationSplitViewColumn, node: ViewNode) -> SplitColumnWidth {
        if let index = columns.firstIndex(of: column), index < node.children.count,
            let width = node.children[index].trait(SplitColumnWidthTraitKey.self)
        {
            return width
        }
        switch column {
        case .sidebar: return SplitColumnWidth(ideal: Self.sidebarWidth)
        case .content: return SplitColumnWidth(ideal: Self.contentWidth)
        case .detail: return SplitColumnWidth(ideal: Self.detailMinimum)
        }
    }

    /// The widths of the columns side by side in `width` columns: ideal where they all fit,
    /// else their minimums; nil when not even those fit, and the view collapses.
    private func sideBySideWidths(in width: Int, node: ViewNode) -> [NavigationSplitViewColumn: Int]? {
        let asked = wideColumns.map { ($0, self.asked($0, node: node)) }
        let rules = max(0, wideColumns.count - 1)
        // The last column takes what is left, and needs its minimum (the detail's, 30 by default).
        let ideal = asked.reduce(rules) { $0 + ($1.0 == wideColumns.last ? $1.1.clampedMinimum : $1.1.clampedIdeal) }
        let minimum = asked.reduce(rules) { $0 + $1.1.clampedMinimum }
        guard minimum <= width else { return nil }
        let useIdeal = ideal <= width
        return Dictionary(
            uniqueKeysWithValues: asked.map { ($0.0, useIdeal ? $0.1.clampedIdeal : $0.1.clampedMinimum) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        if !isPlacedInEveryLayout {
            node.graph.damage.placeInEveryLayout(node)
            isPlacedInEveryLayout = true
        }
        let widths = sideBySideWidths(in: frame.width, node: node)
        placedWidths = widths ?? [:]
        let collapsed = widths == nil
        if collapsed != isCollapsed {
            isCollapsed = collapsed
            node.graph.damage.markDirty(frame)
        }
        let shown = shownColumns
        var x = frame.minX
        for (index, column) in columns.enumerated() where index < node.children.count {
            let child = node.children[index]
            (child.renderer as? SplitColumnRenderer)?.isShown = shown.contains(column)
            guard shown.contains(column) else {
                // A column not shown keeps its state but takes no room, focus or clicks.
                child.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), proposal: .zero)
                continue
            }
            var rect: Rect
            if isCollapsed {
                let top = column == columns.first ? 0 : 1
                rect = Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(0, frame.height - top))
            } else {
                let isLast = column == shown.last
                let columnWidth = isLast ? max(0, frame.maxX - x) : placedWidths[column, default: 0]
                rect = Rect(x: x, y: frame.minY, width: columnWidth, height: frame.height)
                x += columnWidth + 1
            }
            child.place(in: rect, proposal: ProposedViewSize(rect.size))
        }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        let clipped = context.clipped(to: frame)
        let shown = shownColumns
        for (index, column) in columns.enumerated() where index < node.children.count && shown.contains(column) {
            node.children[index].draw(in: clipped)
        }
        let style = node.environment.resolvedTextStyle(Style(foreground: .brightBlack))
        if isCollapsed {
            if shownCompactColumn != columns.first, frame.height > 0 {
                var back = node.environment.resolvedTextStyle(.plain)
                back.attributes.insert(.bold)
                _ = clipped.draw("‹ Back", at: frame.origin, style: back)
            }
            return
        }
        // A rule after every column but the last.
        var x = frame.minX
        for column in shown.dropLast() {
            x += placedWidths[column, default: 0]
            for y in frame.minY..<frame.maxY { _ = clipped.draw("│", at: Point(x: x, y: y), style: style) }
            x += 1
        }
    }

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let shown = shownColumns
        return columns.enumerated().filter { $0.offset < node.children.count && shown.contains($0.element) }
            .map { node.children[$0.offset] }
    }

    /// A click on the back row goes back one column.
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        guard case .press(.left) = mouse.kind, isCollapsed, mouse.location.y == 0, goBack() else { return false }
        return true
    }

    /// Shows the column before the one shown while collapsed; returns whether there was one.
    func goBack() -> Bool {
        guard isCollapsed, let index = columns.firstIndex(of: shownCompactColumn), index > 0, let node else {
            return false
        }
        shownCompactColumn = columns[index - 1]
        changed(node)
        return true
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? { NodeSemantics(role: .group, children: .contain) }
}
