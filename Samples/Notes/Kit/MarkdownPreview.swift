public import Terrarium

/// The live preview beside the editor: the markdown drawn with the terminal's styles — headings
/// bold (the first level also underlined), emphasis in italics, code dim, links as OSC 8
/// hyperlinks — each block's lines wrapped under their own marker.
public struct MarkdownPreview: View {
    let markdown: Markdown

    /// A preview of `text`, read as markdown.
    public init(_ text: String) {
        markdown = Markdown.parse(text)
    }

    /// The rows of the document, one under another.
    public var body: some View {
        let rows = PreviewRow.rows(of: markdown.blocks)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { index in
                rows[index].view
            }
        }
    }
}

/// One row of the preview: the marker or indent before it, and its text.
@MainActor
struct PreviewRow {
    /// What stands before the text: indentation, a bullet, a number, a quote bar.
    var prefix: String
    /// The row's text, styled.
    var text: Text
    /// Whether the row is a thematic break, drawn as a line across.
    var isRule = false

    @ViewBuilder var view: some View {
        if isRule {
            HStack(spacing: 0) {
                Text(prefix)
                Divider()
            }
        } else {
            HStack(alignment: .top, spacing: 0) {
                Text(prefix).dim()
                text
            }
        }
    }

    /// The rows of `blocks`, a blank row between blocks, with `prefix` before the first row of
    /// each and `indent` before the rest.
    static func rows(of blocks: [Markdown.Block], prefix: String = "", indent: String = "") -> [PreviewRow] {
        var rows: [PreviewRow] = []
        for (number, block) in blocks.enumerated() {
            if number > 0 { rows.append(PreviewRow(prefix: indent, text: Text(" "))) }
            let lead = number == 0 ? prefix : indent
            switch block {
            case .heading(let level, let inlines):
                var title = styled(inlines).bold()
                if level == 1 { title = title.underline() }
                rows.append(
                    PreviewRow(
                        prefix: lead,
                        text: level > 2 ? Text(String(repeating: "#", count: level) + " ").dim() + title : title))
            case .paragraph(let inlines):
                rows.append(PreviewRow(prefix: lead, text: styled(inlines)))
            case .code(_, let lines):
                for (index, line) in (lines.isEmpty ? [""] : lines).enumerated() {
                    rows.append(
                        PreviewRow(prefix: (index == 0 ? lead : indent) + "│ ", text: Text(verbatim: line).dim()))
                }
            case .quote(let inner):
                rows += Self.rows(of: inner, prefix: lead + "▌ ", indent: indent + "▌ ")
            case .list(let ordered, let start, let items):
                let width = ordered ? "\(start + items.count - 1)".count + 2 : 2
                for (index, item) in items.enumerated() {
                    let marker = ordered ? "\(start + index)." : "•"
                    let padded = marker + String(repeating: " ", count: max(1, width - marker.count))
                    let itemRows = Self.rows(
                        of: item, prefix: (index == 0 ? lead : indent) + padded,
                        indent: indent + String(repeating: " ", count: padded.count))
                    rows += itemRows.isEmpty ? [PreviewRow(prefix: lead + padded, text: Text(" "))] : itemRows
                }
            case .rule:
                rows.append(PreviewRow(prefix: lead, text: Text(""), isRule: true))
            }
        }
        return rows
    }

    /// The inlines as one styled text.
    static func styled(_ inlines: [Markdown.Inline]) -> Text {
        inlines.reduce(Text("")) { text, inline in
            switch inline {
            case .text(let string): text + Text(verbatim: string)
            case .emphasis(let inner): text + styled(inner).italic()
            case .strong(let inner): text + styled(inner).bold()
            case .code(let code): text + Text(verbatim: code).dim()
            case .link(let label, let destination): text + styled(label).underline().link(destination)
            }
        }
    }
}
