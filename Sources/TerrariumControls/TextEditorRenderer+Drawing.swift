import TerrariumCore
import TerrariumTerminal
import TerrariumText

extension TextEditorRenderer {
    /// The most bytes of a row read to draw it when lines do not wrap, per column shown: a row
    /// of a huge line costs what fits on screen.
    private static let bytesPerColumn = 32

    /// Draws the rows from the top one, the caret and selection, and the find bar.
    func drawEditor(_ node: ViewNode, in context: GraphicsContext) {
        let frame = node.frame
        guard let state, frame.width > 0, frame.height > 0 else { return }
        state.clampToStorage()
        let local = context.subcontext(frame)
        let gutter = gutterWidth(for: state)
        let barRows = state.find.isOpen && frame.height > 1 ? 1 : 0
        state.textSize = Size(width: max(1, frame.width - gutter), height: frame.height - barRows)
        let layout = layout(for: state)
        if state.needsReveal {
            reveal(state, layout: layout)
            state.needsReveal = false
        }
        local.fill(style: textStyle)
        let focused = isEnabled && node.isFocusedNode
        var row: TextEditorRow? = layout.row(containing: state.top)
        state.top = row?.start ?? 0
        for y in 0..<state.textSize.height {
            guard let current = row else { break }
            draw(current, y: y, gutter: gutter, state: state, showsCaret: focused && !state.find.isOpen, in: local)
            row = layout.row(after: current)
        }
        if barRows > 0 {
            state.find.draw(in: local, y: frame.height - 1, width: frame.width, style: textStyle, showsCaret: focused)
        }
        if let field, state.storage.count == 0 { drawPrompt(field, showsCaret: focused, in: local) }
    }

    /// Draws `row` at `y`: its line number on a line's first row, its clusters with the
    /// selection reversed, and the caret.
    private func draw(
        _ row: TextEditorRow, y: Int, gutter: Int, state: TextEditorState, showsCaret: Bool, in context: GraphicsContext
    ) {
        let storage = state.storage
        let lineStart = storage.lineStart(row.line)
        if gutter > 0, row.start == lineStart {
            let number = String(row.line + 1)
            context.draw(number, at: Point(x: gutter - 1 - number.count, y: y), style: lineNumberStyle)
        }
        let selection = state.selection
        let width = state.textSize.width
        func mark(_ x: Int, _ columns: Int, at offset: Int) {
            let selected = selection.contains(offset)
            let caret = showsCaret && selection.isEmpty && offset == state.head
            guard selected || caret else { return }
            context.restyle(Rect(x: gutter + x, y: y, width: columns, height: 1)) { $0.attributes.insert(.reverse) }
        }
        // Columns count from the row's start when wrapping, from the line's start otherwise.
        let scrollX = wraps ? 0 : state.scrollX
        var offset =
            wraps ? row.start : (scrollX > 0 ? storage.offset(inLine: row.line, displayColumn: scrollX) : lineStart)
        var column = wraps || scrollX == 0 ? 0 : storage.displayColumn(of: offset)
        let readEnd = min(row.end, offset + (width + 1) * Self.bytesPerColumn)
        // Draws `character` at the next column; false once the row is full.
        func place(_ character: Character, columns: Int, bytes: Int) -> Bool {
            let x = column - scrollX
            guard x + columns <= width else { return false }
            // A wide cluster cut by the left edge is left out.
            if x >= 0 {
                if character != "\t" { context.draw(character, at: Point(x: gutter + x, y: y), style: textStyle) }
                mark(x, columns, at: offset)
            }
            column += columns
            offset += bytes
            return true
        }
        let bytes = storage.bytes(in: offset..<readEnd)
        if bytes.isAllPrintableASCII {
            // Printable ASCII, the common case, is a cluster and a column a byte: no clusters
            // to break and nothing to measure, so the row is drawn as one run.
            let placed = min(bytes.count, max(0, width + scrollX - column))
            let shown = min(placed, max(0, scrollX - column))..<placed
            let x = column - scrollX + shown.lowerBound
            context.drawPrintableASCII(bytes[shown], at: Point(x: gutter + x, y: y), style: textStyle)
            markRun(
                Rect(x: gutter + x, y: y, width: shown.count, height: 1),
                offsets: (offset + shown.lowerBound)..<(offset + shown.upperBound), state: state,
                showsCaret: showsCaret, in: context)
            column += placed
            offset += placed
        } else {
            for character in storage.string(in: offset..<readEnd) {
                let columns = TextMetrics.columns(of: character, at: column, tabWidth: storage.tabWidth)
                guard place(character, columns: columns, bytes: character.utf8.count) else { break }
            }
        }
        // After the line's last cluster: the caret at its end, or its line break selected.
        let x = column - scrollX
        if row.end == storage.lineEnd(row.line), offset == row.end, x >= 0, x < width {
            let breakSelected = row.line + 1 < storage.lineCount && selection.contains(row.end)
            if breakSelected || (showsCaret && selection.isEmpty && state.head == row.end) {
                context.restyle(Rect(x: gutter + x, y: y, width: 1, height: 1)) { $0.attributes.insert(.reverse) }
            }
        }
    }

    /// Reverses the cells of `rect`, a run of one-column clusters at `offsets`, that are
    /// selected or hold the caret, as the cluster-at-a-time path marks them one by one.
    private func markRun(
        _ rect: Rect, offsets: Range<Int>, state: TextEditorState, showsCaret: Bool, in context: GraphicsContext
    ) {
        let selection = state.selection
        let marked: Range<Int>
        if selection.isEmpty {
            guard showsCaret, offsets.contains(state.head) else { return }
            marked = state.head..<(state.head + 1)
        } else {
            marked = selection.clamped(to: offsets)
        }
        guard !marked.isEmpty else { return }
        let cells = Rect(
            x: rect.minX + marked.lowerBound - offsets.lowerBound, y: rect.minY, width: marked.count, height: 1)
        context.restyle(cells) { $0.attributes.insert(.reverse) }
    }

    /// Scrolls so that the caret's row is shown, and its column when lines do not wrap, moving
    /// as little as it can.
    private func reveal(_ state: TextEditorState, layout: TextEditorLayout) {
        let caretRow = layout.row(containing: state.head)
        let top = layout.row(containing: state.top)
        let height = state.textSize.height
        if (caretRow.line, caretRow.start) < (top.line, top.start) {
            state.top = caretRow.start
        } else {
            // The caret is shown when it is within `height` rows of the top.
            var row = top
            var shown = false
            for _ in 0..<height {
                if row == caretRow {
                    shown = true
                    break
                }
                guard let next = layout.row(after: row) else { break }
                row = next
            }
            if !shown { state.top = layout.row(caretRow, movedBy: -(height - 1)).start }
        }
        guard !wraps else {
            state.scrollX = 0
            return
        }
        let column = layout.column(of: state.head, in: caretRow)
        let width = state.textSize.width
        if column < state.scrollX {
            state.scrollX = column
        } else if column >= state.scrollX + width {
            state.scrollX = column - width + 1
        }
    }
}
