/// The HTML around a failure report: the document, its inline style sheet and no script.
enum ReportPage {
    /// A whole document titled `title` with `body`'s lines in its body.
    static func document(title: String, body: [String]) -> String {
        let head = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(MarkupText.escape(title))</title>",
            "<style>",
            styleSheet,
            "</style>",
            "</head>",
            "<body>",
        ]
        return (head + body + ["</body>", "</html>", ""]).joined(separator: "\n")
    }

    /// The looks of the page.
    ///
    /// Grid boxes have fixed widths in `ch`, so columns line up in any monospace font; a changed
    /// cell is tinted and outlined in the colour the changes picture marks cells with.
    static let styleSheet = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1f2328; background: #ffffff; }
        h1 { font-size: 20px; margin: 0 0 12px; }
        h2 { font-size: 16px; margin: 24px 0 8px; }
        code, pre, .grid { font-family: \(SVGGeometry.fontFamily); }
        .facts th { text-align: left; padding-right: 16px; font-weight: 600; }
        .facts code { word-break: break-all; }
        .summary { font-weight: 600; }
        .sides { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .grid { font-size: 13px; line-height: 17px; white-space: pre; background: #f6f8fa;
          border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; overflow-x: auto; }
        .r { height: 17px; }
        .n { display: inline-block; width: 4ch; margin-right: 1ch; text-align: right; color: #8c959f; }
        .c { display: inline-block; width: 1ch; height: 17px; vertical-align: top; }
        .c.w { width: 2ch; }
        .c.no { background: #eaeef2; }
        .c.cur { box-shadow: inset 0 -2px #0969da; }
        .c.\(GridComparison.changedClass) { background: \(ChangedCellsOverlay.color)59; outline: 1px solid \(ChangedCellsOverlay.color); }
        .diff { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; overflow-x: auto; }
        .diff .del { background: #ffebe9; }
        .diff .ins { background: #dafbe1; }
        .diff .hunk { color: #0969da; }
        """
}
