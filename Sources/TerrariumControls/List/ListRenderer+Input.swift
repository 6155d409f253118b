import Foundation
import TerrariumCore
import TerrariumTerminal

extension ListRenderer {
    /// Moves in the list, selects, deletes and moves rows from the keyboard.
    package func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, content.count > 0 else { return false }
        let modifiers = press.modifiers
        let page = max(1, viewport.height - 1)
        switch press.key {
        case .upArrow where modifiers.contains(.option): return moveRow(by: -1, node: node)
        case .downArrow where modifiers.contains(.option): return moveRow(by: 1, node: node)
        case .upArrow: return step(-1, modifiers: modifiers, node: node)
        case .downArrow: return step(1, modifiers: modifiers, node: node)
        // Ctrl+PageUp and Ctrl+PageDown switch tabs, as in every tabbed terminal app.
        case .pageUp where !modifiers.contains(.control): return step(-page, modifiers: modifiers, node: node)
        case .pageDown where !modifiers.contains(.control): return step(page, modifiers: modifiers, node: node)
        case .home: return jump(toEnd: false, modifiers: modifiers, node: node)
        case .end: return jump(toEnd: true, modifiers: modifiers, node: node)
        case .character(" ") where modifiers.isEmpty: return toggleCursor(node: node)
        case .delete, .deleteForward: return deleteRows(node: node)
        case .rightArrow where outline != nil && modifiers.isSubset(of: .option):
            return expandCursor(recursively: modifiers.contains(.option), node: node)
        case .leftArrow where outline != nil && modifiers.isEmpty: return collapseCursor(node: node)
        case .leftArrow where modifiers.isEmpty: return table?.scrollColumns(forward: false) ?? false
        case .rightArrow where modifiers.isEmpty: return table?.scrollColumns(forward: true) ?? false
        case .return where modifiers.isEmpty && selectionMenu?.primary != nil:
            return runPrimaryAction(on: keyboardItems(node: node))
        case .function(10) where modifiers == .shift && selectionMenu != nil: return openMenuFromKeyboard(node: node)
        case .menu where modifiers.isEmpty && selectionMenu != nil: return openMenuFromKeyboard(node: node)
        default: return false
        }
    }

    /// Moves the cursor `delta` selectable rows (scrolls `delta` rows when the list does not
    /// select), selecting as the modifiers say.
    private func step(_ delta: Int, modifiers: EventModifiers, node: ViewNode) -> Bool {
        guard selection.isSelectable else {
            if outline != nil {
                // An outline keeps a cursor without a selection, for ← → to expand by.
                let start = cursor ?? (delta > 0 ? top - 1 : min(content.count, top + viewport.height))
                moveCursor(to: min(max(0, start.addingClamped(delta)), content.count - 1), node: node)
                return true
            }
            // Placing the rows holds the last screenful at the bottom, whatever the rows' heights.
            top = min(max(0, top.addingClamped(delta)), max(0, content.count - 1))
            changed(node)
            return true
        }
        // Without a cursor yet, moving starts from a selected row on screen (one the app chose).
        let start =
            cursor ?? builtRange.first { row in value(of: row, node: node).map(selection.contains) ?? false }
            ?? (delta > 0 ? -1 : content.count)
        guard let target = selectableRow(from: start, steps: delta, node: node) else { return true }
        select(target, extending: modifiers.contains(.shift), movingOnly: modifiers.contains(.control), node: node)
        return true
    }

    /// Home or End: the first or last selectable row, found from that end of the list.
    private func jump(toEnd: Bool, modifiers: EventModifiers, node: ViewNode) -> Bool {
        guard selection.isSelectable else {
            if outline != nil {
                moveCursor(to: toEnd ? content.count - 1 : 0, node: node)
                return true
            }
            top = toEnd ? max(0, content.count - 1) : 0
            changed(node)
            return true
        }
        let start = toEnd ? content.count : -1
        guard let target = selectableRow(from: start, steps: toEnd ? -1 : 1, node: node) else { return true }
        select(target, extending: modifiers.contains(.shift), movingOnly: modifiers.contains(.control), node: node)
        return true
    }

    /// The selectable row `steps` selectable rows from `start` (stopping at the last one in
    /// that direction), or nil when there is none.
    private func selectableRow(from start: Int, steps: Int, node: ViewNode) -> Int? {
        let direction = steps < 0 ? -1 : 1
        var remaining = abs(steps)
        var row = start + direction
        var found: Int?
        // Rows that cannot be selected are passed over, but not without end: a list whose rows
        // are of another type than its selection would be read whole on every key.
        var budget = 100_000
        while row >= 0, row < content.count, remaining > 0, budget > 0 {
            budget -= 1
            if value(of: row, node: node) != nil {
                found = row
                remaining -= 1
            }
            row += direction
        }
        return found
    }

    /// Puts the cursor on `row` and selects it: alone, from the anchor to it (`extending`), or
    /// not at all (`movingOnly`) in a multiple selection.
    func select(_ row: Int, extending: Bool, movingOnly: Bool, node: ViewNode) {
        cursor = row
        revealsCursor = true
        if selection.allowsMultiple, movingOnly {
            changed(node)
            return
        }
        if selection.allowsMultiple, extending, let anchor {
            let range = min(anchor, row)...max(anchor, row)
            setSelection(Set(range.compactMap { value(of: $0, node: node) }))
        } else {
            anchor = row
            setSelection(value(of: row, node: node).map { [$0] } ?? [])
        }
        // A split view that has collapsed into one column shows the next one.
        node.environment.listDidChooseRow?()
        changed(node)
    }

    /// Space: adds the cursor's row to a multiple selection or takes it out; selects it in a
    /// single one.
    private func toggleCursor(node: ViewNode) -> Bool {
        guard selection.isSelectable, let cursor, let value = value(of: cursor, node: node) else { return false }
        toggle(value, at: cursor, node: node)
        return true
    }

    /// Adds `value` (row `row`) to a multiple selection or takes it out; selects it in a single one.
    func toggle(_ value: AnyHashable, at row: Int, node: ViewNode) {
        var selected = selection.get()
        if selection.allowsMultiple {
            if selected.remove(value) == nil { selected.insert(value) }
        } else {
            selected = [value]
        }
        setSelection(selected)
        cursor = row
        anchor = row
        changed(node)
    }

    /// Delete or Backspace: deletes the selected rows of each `ForEach` that allows it, or the
    /// cursor's row when none of them is selected.
    private func deleteRows(node: ViewNode) -> Bool {
        let selected = selection.get()
        var bySegment: [Int: (actions: RowEditActions, offsets: IndexSet)] = [:]
        if !selected.isEmpty {
            for segment in 0..<content.segments.count {
                let rows = content.rows(ofSegment: segment)
                guard let first = rows.first, let editing = content.editing(first), editing.actions.delete != nil else {
                    continue
                }
                var offsets = IndexSet()
                for row in rows where value(of: row, node: node).map(selected.contains) == true {
                    offsets.insert(row - first)
                }
                if !offsets.isEmpty { bySegment[segment] = (editing.actions, offsets) }
            }
        }
        if bySegment.isEmpty, let cursor, let editing = content.editing(cursor), editing.actions.delete != nil {
            bySegment[editing.segment] = (editing.actions, IndexSet(integer: editing.offset))
        }
        guard !bySegment.isEmpty else { return false }
        // The last first, so that the offsets of the others still hold if the data is shared.
        for segment in bySegment.keys.sorted(by: >) {
            let (actions, offsets) = bySegment[segment]!
            actions.delete?(offsets)
        }
        changed(node)
        return true
    }

    /// Option+↑ or Option+↓: moves the cursor's row one place within its `ForEach`.
    private func moveRow(by delta: Int, node: ViewNode) -> Bool {
        guard let cursor, let editing = content.editing(cursor), let move = editing.actions.move else { return false }
        let count = content.rows(ofSegment: editing.segment).count
        let target = editing.offset + delta
        guard target >= 0, target < count else { return true }
        // SwiftUI's destination is the offset to insert before, counted before the move.
        move(IndexSet(integer: editing.offset), delta > 0 ? editing.offset + 2 : editing.offset - 1)
        self.cursor = cursor + delta
        anchor = self.cursor
        revealsCursor = true
        changed(node)
        return true
    }

    /// A click selects the row under it; Shift extends, Ctrl or Command toggles.
    ///
    /// A secondary click opens the selection's menu, and a double click runs its primary action.
    package func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool {
        if case .press(.right) = mouse.kind, isEnabled, selectionMenu != nil {
            return openMenu(
                at: Point(x: node.frame.minX + mouse.location.x, y: node.frame.minY + mouse.location.y), node: node)
        }
        guard case .press(.left) = mouse.kind, isEnabled else { return false }
        let selected = selectRow(under: mouse, node: node)
        if clickCount == 2, selectionMenu?.primary != nil,
            let row = row(atY: node.frame.minY + mouse.location.y, node: node),
            let value = actionValue(of: row, node: node)
        {
            // Handled, so that no view around the list takes the double click as well.
            return runPrimaryAction(on: selection.isSelectable ? selection.get() : [value]) || selected
        }
        return selected
    }

    /// What a click does before any primary action: selects the row under it, or moves an
    /// outline's cursor there; returns whether it did.
    private func selectRow(under mouse: MouseEvent, node: ViewNode) -> Bool {
        guard selection.isSelectable else {
            // An outline without a selection moves its cursor to the row clicked.
            guard outline != nil, let row = row(atY: node.frame.minY + mouse.location.y, node: node) else {
                return false
            }
            moveCursor(to: row, node: node)
            return true
        }
        guard let row = row(atY: node.frame.minY + mouse.location.y, node: node),
            let value = value(of: row, node: node)
        else { return false }
        if selection.allowsMultiple, !mouse.modifiers.isDisjoint(with: [.control, .command]) {
            toggle(value, at: row, node: node)
        } else {
            select(row, extending: mouse.modifiers.contains(.shift), movingOnly: false, node: node)
        }
        return true
    }

    /// Opens the selection's menu for the row at `point` (screen cells): the selection when the
    /// row is selected, else the row alone; nothing below the rows.
    private func openMenu(at point: Point, node: ViewNode) -> Bool {
        guard let menu = selectionMenu else { return false }
        guard let row = row(atY: point.y, node: node), let value = actionValue(of: row, node: node) else {
            menu.open([], Rect(x: point.x, y: point.y, width: 1, height: 1))
            return true
        }
        let items: Set<AnyHashable> = selection.contains(value) ? selection.get() : [value]
        let frame = builtNode(row, in: node)?.frame ?? Rect(x: point.x, y: point.y, width: 1, height: 1)
        menu.open(items, Rect(x: point.x, y: frame.minY, width: 1, height: frame.height))
        return true
    }

    /// What a selection menu acts on for row `row`: its selection value, or its identity in a
    /// list that does not select.
    private func actionValue(of row: Int, node: ViewNode) -> AnyHashable? {
        selection.isSelectable ? value(of: row, node: node) : identity(of: row, node: node)
    }

    /// Opens the selection's menu from the keyboard, under the row the keyboard is on.
    private func openMenuFromKeyboard(node: ViewNode) -> Bool {
        guard let menu = selectionMenu else { return false }
        let row = cursor ?? builtRange.first { row in value(of: row, node: node).map(selection.contains) ?? false }
        let frame =
            row.flatMap { builtNode($0, in: node)?.frame }
            ?? Rect(x: node.frame.minX, y: node.frame.minY, width: 1, height: 1)
        menu.open(keyboardItems(node: node), Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height))
        return true
    }

    /// What the keyboard acts on: the selection, or the row it is on when nothing is selected.
    private func keyboardItems(node: ViewNode) -> Set<AnyHashable> {
        let selected = selection.get()
        guard selected.isEmpty, let cursor, let value = value(of: cursor, node: node) else { return selected }
        return [value]
    }

    /// Runs the primary action on `items`, when there are any.
    private func runPrimaryAction(on items: Set<AnyHashable>) -> Bool {
        guard let primary = selectionMenu?.primary, !items.isEmpty else { return false }
        primary(items)
        return true
    }

    /// The wheel scrolls three rows.
    package func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool {
        let delta: Int
        switch direction {
        case .up where top == 0 && refresh != nil:
            // The wheel past the top is the terminal's pull to refresh.
            startRefresh(node: node)
            return true
        case .up: delta = -3
        case .down: delta = 3
        case .left: return table?.scrollColumns(forward: false) ?? false
        case .right: return table?.scrollColumns(forward: true) ?? false
        }
        top = min(max(0, top.addingClamped(delta)), max(0, content.count - 1))
        changed(node)
        return true
    }
}

extension Int {
    /// The sum, held at `Int.min` or `Int.max` rather than trapping.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
