import TerrariumTerminal
import TerrariumWidgetProtocol

/// What a remote widget has drawn so far: per row, the runs each `draw` row left there, replayed
/// through a `GraphicsContext` so that its text is sanitised and clipped like any drawing.
///
/// A row drawn at column `x` replaces everything from `x` to the right edge, so a row holds at
/// most one segment per column and the canvas never outgrows its frame, whatever a widget sends.
struct RemoteWidgetCanvas {
    /// A row's runs starting at one column.
    struct Segment {
        var x: Int
        var runs: [WidgetRun]
    }

    /// The frame's size: rows below it and columns right of it are dropped.
    private(set) var size: Size
    /// The segments of each row, left to right.
    private var rows: [Int: [Segment]] = [:]
    /// Whether hyperlinks in runs are kept; without `network` they are drawn as plain text.
    var keepsLinks = false

    /// An empty canvas of `size`.
    init(size: Size = .zero) {
        self.size = size
    }

    /// Whether nothing was drawn.
    var isEmpty: Bool { rows.isEmpty }

    /// Changes the frame's size, dropping what falls outside it.
    mutating func resize(to size: Size) {
        self.size = size
        rows = rows.filter { $0.key < size.height }
        for y in rows.keys { rows[y]?.removeAll { $0.x >= size.width } }
    }

    /// Applies a widget's drawing.
    mutating func apply(_ drawing: WidgetDrawing) {
        if drawing.clears { rows = [:] }
        for row in drawing.rows where (0..<size.height).contains(row.y) && (0..<size.width).contains(row.x) {
            var segments = rows[row.y, default: []]
            segments.removeAll { $0.x >= row.x }
            segments.append(Segment(x: row.x, runs: Self.clipped(row.runs, to: size.width - row.x)))
            rows[row.y] = segments
        }
    }

    /// Draws the rows into `context`, which covers the widget's frame.
    func draw(in context: GraphicsContext) {
        for (y, segments) in rows {
            for (index, segment) in segments.enumerated() {
                // A segment ends where the next one starts: it replaced the rest of the row.
                let end = index + 1 < segments.count ? segments[index + 1].x : size.width
                let row = context.clipped(to: Rect(x: segment.x, y: y, width: end - segment.x, height: 1))
                var x = segment.x
                for run in segment.runs {
                    var style = run.style
                    if !keepsLinks { style.hyperlink = nil }
                    x = row.draw(run.text, at: Point(x: x, y: y), style: style)
                    if x >= end { break }
                }
            }
        }
    }

    /// The runs cut to at most `width` characters in all: no character takes less than a cell
    /// except combining marks, so this keeps every cell that can show and bounds the work per frame.
    private static func clipped(_ runs: [WidgetRun], to width: Int) -> [WidgetRun] {
        var left = 4 * max(width, 0)
        var kept: [WidgetRun] = []
        for run in runs where left > 0 {
            var run = run
            if run.text.count > left { run.text = String(run.text.prefix(left)) }
            left -= run.text.count
            kept.append(run)
        }
        return kept
    }
}
