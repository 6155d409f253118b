import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Rows an observed list shows, and where it is scrolled to.
@Observable @MainActor
final class ObservedRows {
    var rows = (0..<500).map { "row \($0)" }
    var scroll = ScrollPosition()
}

/// A foreign widget that counts its draws: it is drawn only when its frame is redrawn.
@MainActor
final class DrawCountingWidget: Widget {
    weak var host: (any WidgetHost)?
    let log: EvaluationLog
    init(log: EvaluationLog) { self.log = log }
    func draw(in context: GraphicsContext) { log.record("sentinel") }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 1, height: 1) }
    func handle(_ event: InputEvent) -> Bool { false }
}

struct DrawCounter: WidgetRepresentable {
    let log: EvaluationLog
    func makeWidget(context: Context) -> DrawCountingWidget { DrawCountingWidget(log: log) }
    func updateWidget(_ widget: DrawCountingWidget, context: Context) {}
}

/// What is drawn again, and what is built again, when one row of a long list changes.
@MainActor @Suite struct RedrawScopeTests {
    /// A bordered, scrolled lazy list under a widget that counts its draws, with the scroll
    /// position bound through a binding made anew on every evaluation, as `$model.scroll` is.
    struct BorderedList: View {
        let model: ObservedRows
        let log: EvaluationLog

        var body: some View {
            VStack(alignment: .leading) {
                DrawCounter(log: log)
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<model.rows.count) { index in
                            let _ = log.record("row")
                            Text(model.rows[index])
                        }
                    }
                }
                .scrollPosition(Binding(get: { model.scroll }, set: { model.scroll = $0 }))
            }
            .border()
        }
    }

    @Test func changingOneRowRedrawsThatRowAloneInsideABorderAndAScrollView() {
        let model = ObservedRows()
        let log = EvaluationLog()
        let host = TestHost(BorderedList(model: model, log: log), size: Size(width: 20, height: 8))
        #expect(host.lines()[2] == "│row 0             │")
        #expect(log["sentinel"] == 1)
        model.rows[2] = "changed"
        #expect(host.lines()[4] == "│changed           │")
        // The border, the scroll view and the texts around were evaluated again with the same
        // drawing, so only the changed row's cells were drawn: the widget above was not.
        #expect(log["sentinel"] == 1)
    }

    @Test func aFrameWithNothingChangedBuildsNoRow() {
        let model = ObservedRows()
        let log = EvaluationLog()
        let host = TestHost(BorderedList(model: model, log: log), size: Size(width: 20, height: 8))
        host.render()
        let built = log["row"]
        #expect(built > 0 && built < 20)
        host.render()
        host.render()
        #expect(log["row"] == built)
        // Scrolling builds the rows that come into view, not the whole list.
        model.scroll.y = 100
        #expect(host.lines()[2] == "│row 100           │")
        #expect(log["row"] - built < 20)
    }

    /// A one-row layout that records each placement of its subviews under its name.
    struct CountingRow: Layout {
        let name: String
        let log: EvaluationLog

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            Size(width: proposal.width ?? 10, height: 1)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            log.record(name)
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    /// One row's text, observed on its own.
    @Observable @MainActor
    final class RowText {
        var text: String
        init(_ text: String) { self.text = text }
    }

    struct RowView: View {
        let row: RowText
        let name: String
        let log: EvaluationLog

        var body: some View {
            CountingRow(name: name, log: log) { Text(row.text) }
        }
    }

    struct Rows: View {
        let rows: [RowText]
        let log: EvaluationLog

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<rows.count) { index in RowView(row: rows[index], name: "row \(index)", log: log) }
            }
        }
    }

    @Test func aLayoutPlacesOnlyWhatChangedAndWhatContainsIt() {
        let rows = (0..<8).map { RowText("row \($0)") }
        let log = EvaluationLog()
        let host = TestHost(Rows(rows: rows, log: log), size: Size(width: 12, height: 8))
        host.render()
        #expect((0..<8).map { log["row \($0)"] } == Array(repeating: 1, count: 8))
        host.render()
        #expect((0..<8).map { log["row \($0)"] } == Array(repeating: 1, count: 8))
        rows[5].text = "changed"
        #expect(host.lines()[5] == "changed")
        // The changed row was placed again; its siblings kept their frames without a visit.
        #expect((0..<8).map { log["row \($0)"] } == [1, 1, 1, 1, 1, 2, 1, 1])
        // A new size places everything again.
        host.resize(to: Size(width: 11, height: 8))
        #expect((0..<8).map { log["row \($0)"] } == [2, 2, 2, 2, 2, 3, 2, 2])
        // Rows changed together share their path to the root, which is marked once; each is
        // still placed, and a change in the next frame marks the path again.
        rows[2].text = "two"
        rows[6].text = "six"
        #expect(host.lines()[2] == "two" && host.lines()[6] == "six")
        #expect((0..<8).map { log["row \($0)"] } == [2, 2, 3, 2, 2, 3, 3, 2])
        rows[6].text = "six again"
        #expect(host.lines()[6] == "six again")
        #expect((0..<8).map { log["row \($0)"] } == [2, 2, 3, 2, 2, 3, 4, 2])
    }
}
