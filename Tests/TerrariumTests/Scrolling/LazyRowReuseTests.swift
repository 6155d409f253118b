import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct LazyRowReuseTests {
    @Observable @MainActor final class Rows {
        var count = 200
        var scroll = ScrollPosition()
    }

    /// A row with state of its own, which counts its evaluations.
    struct Row: View {
        let index: Int
        let log: EvaluationLog
        @State private var mark = "·"
        var body: some View {
            let _ = log.record("row")
            Text("\(mark) row \(index)")
        }
    }

    struct List: View {
        let rows: Rows
        let log: EvaluationLog
        var body: some View {
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<rows.count) { index in Row(index: index, log: log) }
                }
            }
            .scrollPosition(Bindable(rows).scroll)
            .border()
        }
    }

    /// The rows a fresh host shows at `y`, for comparison.
    private func freshLines(at y: Int, size: Size) -> [String] {
        let rows = Rows()
        rows.scroll.y = y
        return TestHost(List(rows: rows, log: EvaluationLog()), size: size).lines()
    }

    @Test func scrollingByARowEvaluatesOnlyTheRowThatComesIntoView() {
        let rows = Rows()
        let log = EvaluationLog()
        let host = TestHost(List(rows: rows, log: log), size: Size(width: 20, height: 12))
        host.render()
        let before = log["row"]
        rows.scroll.y = 1
        #expect(host.lines() == freshLines(at: 1, size: host.size))
        #expect(log["row"] - before <= 1)
    }

    @Test func everyScrollShowsWhatAFreshHostShows() {
        let rows = Rows()
        let host = TestHost(List(rows: rows, log: EvaluationLog()), size: Size(width: 20, height: 12))
        host.render()
        for y in [1, 2, 3, 7, 6, 5, 30, 29, 31, 0, 190, 185, 1] {
            rows.scroll.y = y
            #expect(host.lines() == freshLines(at: y, size: host.size), "at \(y)")
        }
    }

    @Test func contentThatChangesWhileScrolledIsShownInTheRowsKept() {
        let rows = Rows()
        let host = TestHost(List(rows: rows, log: EvaluationLog()), size: Size(width: 20, height: 12))
        host.render()
        rows.scroll.y = 1
        host.render()
        rows.count = 5
        rows.scroll.y = 0
        let expected = {
            let fresh = Rows()
            fresh.count = 5
            return TestHost(List(rows: fresh, log: EvaluationLog()), size: host.size).lines()
        }()
        #expect(host.lines() == expected)
    }
}
