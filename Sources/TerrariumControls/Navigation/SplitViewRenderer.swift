import TerrariumCore
import TerrariumTerminal

/// Lays a split view's columns side by side with rules between them, or, when too narrow, shows
/// one column at a time, its bar holding the back button.
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
        // The columns hide and show at once, so focus can move into the one shown before the
        // next layout.
        markShownColumns(node)
        node.invalidatePlacement()
        node.graph.damage.markDirty(node.frame)
        node.setNeedsUpdate()
        node.graph.scheduler.afterUpdate { [weak self] in self?.focusShownColumn() }
    }

    /// Tells each column whether it is shown now.
    private func markShownColumns(_ node: ViewNode) {
        let shown = shownColumns
        for (index, column) in columns.enumerated() where index < node.children.count {
            (node.children[index].renderer as? SplitColumnRenderer)?.isShown = shown.contains(column)
        }
    }

    /// Moves focus that was in the split view into the column shown while collapsed.
    ///
    /// It goes to the column's first control, else its back button; focus elsewhere on the
    /// screen stays where it is.
    private func focusShownColumn() {
        guard let node, node.isAttached, isCollapsed, let index = columns.firstIndex(of: shownCompactColumn),
            index < node.children.count, let renderer = node.children[index].renderer as? SplitColumnRenderer
        else { return }
        let focus = node.graph.focus
        guard let focused = focus.focusedNode,
            sequence(first: focused, next: { $0.parent }).contains(where: { $0 === node })
        else { return }
        let (content, bar) = renderer.parts(node.children[index])
        if let target = content?.focusTarget ?? bar?.focusTarget { focus.move(to: target) }
    }

    /// The renderer of `column`'s node, once it is in the tree.
    private func columnRenderer(_ column: NavigationSplitViewColumn) -> SplitColumnRenderer? {
        guard let node, let index = columns.firstIndex(of: column), index < node.children.count else { return nil }
        return node.children[index].renderer as? SplitColumnRenderer
    }

    /// The chrome of the column before `column`, which its back button goes to.
    func chrome(before column: NavigationSplitViewColumn) -> SplitColumnChrome? {
        guard let index = columns.firstIndex(of: column), index > 0 else { return nil }
        return columnRenderer(columns[index - 1])?.chrome
    }

    /// The chrome of the column after `column`, whose back button goes to it.
    func chrome(after column: NavigationSplitViewColumn) -> SplitColumnChrome? {
        guard let index = columns.firstIndex(of: column), index + 1 < columns.count else { return nil }
        return columnRenderer(columns[index + 1])?.chrome
    }

    /// Whether `column` shows a back button: it is the one shown while collapsed, and not the first.
    func showsBackButton(in column: NavigationSplitViewColumn) -> Bool {
        isCollapsed && shownCompactColumn == column && column != columns.first
    }

    /// The width `column` asks for with `navigationSplitViewColumnWidth`, else its default.
    private func asked(_ column: NavigationSplitViewColumn, node: ViewNode) -> SplitColumnWidth {
        if let index = columns.firstIndex(of: column), index < node.children.count,
            let content = (node.children[index].renderer as? SplitColumnRenderer)?.parts(node.children[index]).content,
            let width = content.trait(SplitColumnWidthTraitKey.self)
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
        markShownColumns(node)
        let shown = shownColumns
        var x = frame.minX
        for (index, column) in columns.enumerated() where index < node.children.count {
            let child = node.children[index]
            guard shown.contains(column) else {
                // A column not shown keeps its state but takes no room, focus or clicks.
                child.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), proposal: .zero)
                continue
            }
            var rect: Rect
            if isCollapsed {
                rect = frame
            } else {
                // The last column takes what is left, up to its maximum; the rest stays empty.
                let isLast = column == shown.last
                let left = max(0, frame.maxX - x)
                let columnWidth =
                    isLast
                    ? min(left, asked(column, node: node).clampedMaximum ?? left) : placedWidths[column, default: 0]
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
        guard !isCollapsed else { return }
        let style = node.environment.resolvedTextStyle(Style(foreground: .brightBlack))
        // A rule after every column but the last, joining the rules under the bars beside it.
        var x = frame.minX
        for (column, following) in zip(shown, shown.dropFirst()) {
            x += placedWidths[column, default: 0]
            let joins = (columnRenderer(column)?.drawsRule == true, columnRenderer(following)?.drawsRule == true)
            for y in frame.minY..<frame.maxY {
                var rule = "│"
                if y == frame.minY + 1 {
                    switch joins {
                    case (true, true): rule = "┼"
                    case (true, false): rule = "┤"
                    case (false, true): rule = "├"
                    case (false, false): break
                    }
                }
                _ = clipped.draw(rule, at: Point(x: x, y: y), style: style)
            }
            x += 1
        }
    }

    package func hitTestOrder(_ node: ViewNode) -> [ViewNode] {
        let shown = shownColumns
        return columns.enumerated().filter { $0.offset < node.children.count && shown.contains($0.element) }
            .map { node.children[$0.offset] }
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
