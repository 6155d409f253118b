import TerrariumTerminal
import TerrariumWidgetProtocol

/// Turns successive frames a widget drew into `draw` messages carrying only what changed.
///
/// A row that changed is sent from its first changed column to its last cell that is not a plain
/// blank: a row in the protocol replaces its row from its `x` to the right edge, so the blanks
/// after it need no bytes. The first frame, and the first after a resize, clears and sends every
/// row that is not blank.
struct DrawingDiffer {
    /// The frame sent last, nil before the first.
    private var previous: CellBuffer?

    /// The drawing that turns the last frame sent into `frame`, nil when nothing changed;
    /// `frame` is kept, so the caller draws the next one into a new buffer.
    mutating func drawing(for frame: CellBuffer) -> WidgetDrawing? {
        defer { previous = frame }
        guard let previous, previous.size == frame.size else {
            let rows = (0..<frame.size.height).map { Self.row($0, of: frame, from: 0) }.filter { !$0.runs.isEmpty }
            return WidgetDrawing(clears: true, rows: rows)
        }
        var rows: [WidgetDrawing.Row] = []
        for y in 0..<frame.size.height {
            guard var x = (0..<frame.size.width).first(where: { previous[$0, y] != frame[$0, y] }) else { continue }
            // A changed right half is sent with the cluster it belongs to.
            if x > 0, frame[x, y]?.isContinuation == true || previous[x, y]?.isContinuation == true { x -= 1 }
            rows.append(Self.row(y, of: frame, from: x))
        }
        return rows.isEmpty ? nil : WidgetDrawing(rows: rows)
    }

    /// Forgets the last frame, so the next drawing clears and sends everything.
    mutating func reset() {
        previous = nil
    }

    /// Row `y` of `frame` from column `x` as styled runs, trailing plain blanks left out.
    private static func row(_ y: Int, of frame: CellBuffer, from x: Int) -> WidgetDrawing.Row {
        var end = frame.size.width
        while end > x, let cell = frame[end - 1, y], cell == .blank { end -= 1 }
        var runs: [WidgetRun] = []
        var column = x
        while column < end, let cell = frame[column, y] {
            column += 1
            if cell.isContinuation { continue }
            if let last = runs.indices.last, runs[last].style == cell.style {
                runs[last].text += cell.grapheme
            } else {
                runs.append(WidgetRun(cell.grapheme, style: cell.style))
            }
        }
        return WidgetDrawing.Row(y: y, x: x, runs: runs)
    }
}
