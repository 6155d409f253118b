import Terrarium
import TerrariumTerminal

/// A `List` of N rows with a single selection, as a SwiftUI app writes one.
struct SelectableListScreen: View {
    let count: Int
    @State private var selection: Int?

    var body: some View {
        List(0..<count, id: \.self, selection: $selection) { index in
            Text(RowsModel.row(index))
        }
    }
}

/// `list-select`: ↓ moves the selection of a `List` one row; timed from the key to the frame's
/// bytes, the list scrolling once the selection reaches its bottom.
@MainActor
enum ListSelectionScenario {
    static func run(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        PeakMemory.reset()
        let sink = FrameSink(SelectableListScreen(count: n), size: size)
        return stepDown(sink, tabs: 1, scenario: "list-select", n: n, runs: runs)
    }

    /// Focuses the rows of `sink`'s screen with `tabs` Tab presses, then times ↓ `runs` times.
    static func stepDown<Screen: View>(
        _ sink: FrameSink<Screen>, tabs: Int, scenario: String, n: Int, runs: Int
    ) -> BenchmarkResult {
        sink.frame()
        for _ in 0..<tabs { sink.host.send(.key(KeyPress(.tab))) }
        sink.frame()
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            { _ in
                sink.host.send(.key(KeyPress(.downArrow)))
                return sink.frame()
            })
        let size = sink.host.size
        return BenchmarkResult(
            scenario: scenario, n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("peak_rss_mb", .double(PeakMemory.megabytes ?? 0))])
    }
}
