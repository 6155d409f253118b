import Observation
import Terrarium
import TerrariumTerminal
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
        let host = ViewHost(rootView: BorderedList(model: model, log: log), size: Size(width: 20, height: 8))
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
        let host = ViewHost(rootView: BorderedList(model: model, log: log), size: Size(width: 20, height: 8))
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
}
