package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// A scrollable list of the lines two versions of a document differ by, with the lines around
/// each change.
///
/// ```swift
/// LineDiffView(title: "Differences: disk ↔ mine", lines: diff) { showsDifferences = false }
/// // Differences: disk ↔ mine
/// //   # Notes
/// // - milk
/// // + oat milk
/// ```
///
/// The title is bold on the first row. Each line starts with `+ ` when added (green), `- ` when
/// removed (red) or two spaces when unchanged; where the terminal shows no colour, added lines
/// are bold and removed ones struck through. A run of unchanged lines longer than twice
/// `context` plus one keeps `context` lines next to each change and shows the rest as one dim
/// line, such as `⋯ 42 unchanged lines`. The view takes focus when it appears; Up, Down, Page
/// Up, Page Down, Home, End and the wheel scroll it, and Escape or `q` calls `close`. Control
/// characters in lines show as visible stand-ins.
package struct LineDiffView: View {
    /// The line that names what is compared.
    let title: String
    /// The lines of the difference, in order.
    let lines: [DiffLine]
    /// The unchanged lines kept next to each change; nil shows every line.
    let context: Int?
    /// Closes the view; the host hides it.
    let close: @MainActor () -> Void
    /// How far the lines are scrolled.
    @State private var position = ScrollPosition()
    /// Whether the view has focus; it takes it when it appears.
    @FocusState private var isFocused: Bool
    /// Whether the terminal shows colour, which decides between colours and attributes.
    @Environment(\.colorCapability) private var colorCapability

    /// Creates a view of `lines` headed by `title` that calls `close` on Escape or `q`.
    package init(
        title: String = "Differences", lines: [DiffLine], context: Int? = 2, close: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.lines = lines
        self.context = context
        self.close = close
    }

    /// What a row of the view shows: a line, or a count of unchanged lines left out.
    package enum Row: Hashable, Sendable {
        /// A line of the difference.
        case line(DiffLine)
        /// This many unchanged lines, left out.
        case collapsed(Int)
    }

    /// The rows shown: the lines with long unchanged runs collapsed to `context` lines on each
    /// side of a change.
    package static func rows(_ lines: [DiffLine], context: Int?) -> [Row] {
        guard let context else { return lines.map(Row.line) }
        var rows: [Row] = []
        var index = 0
        while index < lines.count {
            guard lines[index].kind == .unchanged else {
                rows.append(.line(lines[index]))
                index += 1
                continue
            }
            var end = index
            while end < lines.count, lines[end].kind == .unchanged { end += 1 }
            // Context is kept only on the sides that touch a change.
            let before = index == 0 ? 0 : context
            let after = end == lines.count ? 0 : context
            if end - index > before + after + 1 {
                rows += lines[index..<(index + before)].map(Row.line)
                rows.append(.collapsed(end - index - before - after))
                rows += lines[(end - after)..<end].map(Row.line)
            } else {
                rows += lines[index..<end].map(Row.line)
            }
            index = end
        }
        return rows
    }

    /// The title over the scrolling rows, taking focus and the view's keys.
    package var body: some View {
        let rows = Self.rows(lines, context: context)
        VStack(alignment: .leading, spacing: 0) {
            Text(Sanitizer.sanitize(title)).bold().lineLimit(1)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows.indices, id: \.self) { index in
                        text(for: rows[index]).lineLimit(1)
                    }
                }
                .frame(maxWidth: .max, alignment: .leading)
            }
            .scrollPosition($position)
        }
        .focused($isFocused)
        .onKeyPress(keys: [.upArrow, .downArrow, .pageUp, .pageDown, .home, .end, "q"]) { press in
            guard press.modifiers.isEmpty else { return .ignored }
            switch press.key {
            case .upArrow: scroll(to: position.y - 1, rows: rows.count)
            case .downArrow: scroll(to: position.y + 1, rows: rows.count)
            case .pageUp: scroll(to: position.y - 10, rows: rows.count)
            case .pageDown: scroll(to: position.y + 10, rows: rows.count)
            case .home: scroll(to: 0, rows: rows.count)
            case .end: scroll(to: rows.count, rows: rows.count)
            default: close()
            }
            return .handled
        }
        .onExitCommand { close() }
        .onAppear { isFocused = true }
    }

    /// Scrolls to show row `y` at the top, kept within the rows; the scroll view keeps the last
    /// rows at the bottom.
    private func scroll(to y: Int, rows: Int) {
        position.y = min(max(0, y), max(0, rows - 1))
    }

    /// A row's text: its sign and line in the kind's colour or attributes.
    private func text(for row: Row) -> Text {
        let isMonochrome = colorCapability == .monochrome
        switch row {
        case .collapsed(let count):
            return Text("⋯ \(count) unchanged line" + (count == 1 ? "" : "s")).dim()
        case .line(let line):
            let text = Sanitizer.sanitize(line.text)
            switch line.kind {
            case .unchanged:
                return Text("  " + text)
            case .added:
                let added = Text("+ " + text)
                return isMonochrome ? added.bold() : added.foregroundColor(.green)
            case .removed:
                let removed = Text("- " + text)
                return isMonochrome ? removed.strikethrough() : removed.foregroundColor(.red)
            }
        }
    }
}
