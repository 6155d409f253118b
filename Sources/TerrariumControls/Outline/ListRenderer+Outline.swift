import TerrariumCore

extension ListRenderer {
    /// The row ← → act on: the cursor's, else a selected row on screen, else the first shown.
    private func currentOutlineRow(node: ViewNode) -> Int? {
        guard content.count > 0 else { return nil }
        if let cursor, cursor < content.count { return cursor }
        if selection.isSelectable,
            let selected = builtRange.first(where: { value(of: $0, node: node).map(selection.contains) ?? false })
        {
            return selected
        }
        return min(top, content.count - 1)
    }

    /// Puts the cursor on `row`, selecting it when the list selects.
    func moveCursor(to row: Int, node: ViewNode) {
        guard row >= 0, row < content.count else { return }
        if selection.isSelectable, value(of: row, node: node) != nil {
            select(row, extending: false, movingOnly: false, node: node)
            return
        }
        cursor = row
        anchor = row
        revealsCursor = true
        changed(node)
    }

    /// → expands the current row, or moves to its first child when it is expanded.
    ///
    /// With Option, every row under it is expanded too, up to a bound.
    func expandCursor(recursively: Bool, node: ViewNode) -> Bool {
        guard let outline, let row = currentOutlineRow(node: node) else { return false }
        if cursor != row { moveCursor(to: row, node: node) }
        guard outline.isExpandable(row) else { return true }
        if outline.isExpanded(row), !recursively {
            if row + 1 < content.count, outline.depth(of: row + 1) > outline.depth(of: row) {
                moveCursor(to: row + 1, node: node)
            }
            return true
        }
        setOutlineRow(row, expanded: true, recursively: recursively, node: node)
        return true
    }

    /// ← collapses the current row, or moves to its parent when it is collapsed or has none.
    func collapseCursor(node: ViewNode) -> Bool {
        guard let outline, let row = currentOutlineRow(node: node) else { return false }
        if cursor != row { moveCursor(to: row, node: node) }
        if outline.isExpanded(row) {
            setOutlineRow(row, expanded: false, recursively: false, node: node)
        } else if let parent = outline.parent(of: row) {
            moveCursor(to: parent, node: node)
        }
        return true
    }

    /// Expands or collapses the row of the element identified by `id`, as a click on its
    /// triangle does; returns whether the row was found.
    func setOutlineRow(id: AnyHashable, expanded: Bool, recursively: Bool, node: ViewNode) -> Bool {
        guard let row = outline?.row(of: id, near: builtRange.first(where: { content.elementID(of: $0) == id }))
        else { return false }
        setOutlineRow(row, expanded: expanded, recursively: recursively, node: node)
        return true
    }

    /// Expands or collapses row `row`, keeping the cursor, the anchor and the first row shown
    /// on the rows they were on (on `row` when theirs were hidden), and shows the rows again.
    private func setOutlineRow(_ row: Int, expanded: Bool, recursively: Bool, node: ViewNode) {
        guard let outline, let delta = outline.setExpanded(row, expanded, recursively: recursively) else { return }
        func shifted(_ index: Int) -> Int {
            guard index > row else { return index }
            // Inside the rows taken out.
            if delta < 0, index <= row - delta { return row }
            return index.addingClamped(delta)
        }
        cursor = cursor.map(shifted)
        anchor = anchor.map(shifted)
        top = shifted(top)
        setContent(ListContent(outline: outline), node: node)
        // The rows under `row` moved: the list is drawn again whole, so there is no need to
        // find the rows whose marks changed.
        node.graph.damage.markDirty(node.frame)
        node.invalidatePlacement()
    }
}
