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
        sink.frame()
        sink.host.send(.key(KeyPress(.tab)))
        sink.frame()
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            { _ in
                sink.host.send(.key(KeyPress(.downArrow)))
                return sink.frame()
            })
        return BenchmarkResult(
            scenario: "list-select", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("peak_rss_mb", .double(PeakMemory.megabytes ?? 0))])
    }
}
