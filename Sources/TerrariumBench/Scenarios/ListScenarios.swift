import Observation
import Terrarium
import TerrariumTerminal

/// The rows of the list scenarios, and the list's scroll position.
@Observable @MainActor
final class RowsModel {
    var rows: [String]
    var scroll = ScrollPosition()

    init(count: Int) {
        rows = (0..<count).map(RowsModel.row)
    }

    /// Row `index` as the tui-rs harness (`Peers/tuibench`) writes it: `row` then the index
    /// right-aligned in six.
    static func row(_ index: Int) -> String {
        "row " + String(index).leftPadded(to: 6) + " lorem ipsum dolor sit amet"
    }
}

/// The list of the peers' harnesses in `Peers`: N rows in a bordered, titled box, the first row
/// highlighted, only the visible rows built.
struct ListScreen: View {
    let model: RowsModel

    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading) {
                ForEach(0..<model.rows.count) { index in
                    if index == 0 {
                        Text(model.rows[index]).frame(maxWidth: .max, alignment: .leading).background(.blue)
                    } else {
                        Text(model.rows[index])
                    }
                }
            }
        }
        .scrollPosition(Bindable(model).scroll)
        .border()
        .overlay(alignment: .topLeading) { Text("rows").padding(.leading, 1) }
    }
}

/// `list-update` and `list-scroll`.
@MainActor
enum ListScenarios {
    /// One visible row's text changes; timed from the change to the frame's bytes.
    static func update(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        measureChanges(scenario: "list-update", n: n, size: size, runs: runs) { model, run in
            model.rows[3] = "row      3 CHANGED \(abs(run) % 10)"
        }
    }

    /// The list scrolls down by one row; timed from the change to the frame's bytes.
    static func scroll(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        // Scrolls down one row per run, then back to the top at the end: the list shows
        // `size.height - 2` rows inside its border.
        let limit = max(1, n - (size.height - 2))
        var step = 0
        return measureChanges(scenario: "list-scroll", n: n, size: size, runs: runs) { model, _ in
            step += 1
            model.scroll.y = step % limit
        }
    }

    /// Times `change` followed by a frame of the list of `n` rows, with the optimum bytes of each
    /// frame and the peak memory of the whole.
    private static func measureChanges(
        scenario: String, n: Int, size: Size, runs: Int, _ change: (RowsModel, Int) -> Void
    ) -> BenchmarkResult {
        PeakMemory.reset()
        let model = RowsModel(count: n)
        let sink = FrameSink(ListScreen(model: model), size: size)
        sink.frame()
        var optimum: [Int] = []
        // A copy of its own: sharing the buffer's storage would make the timed frame copy it.
        var previous: [Cell] = []
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            before: { _ in
                previous.removeAll(keepingCapacity: true)
                previous.append(contentsOf: sink.host.buffer.cells)
            },
            after: { run in if run >= 0 { optimum.append(OptimalBytes.frame(from: previous, to: sink.host.buffer)) } },
            { run in
                change(model, run)
                return sink.frame()
            })
        return BenchmarkResult(
            scenario: scenario, n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [
                ("optimum_bytes", .int(optimum.sorted()[optimum.count / 2])),
                ("peak_rss_mb", .double(PeakMemory.megabytes ?? 0)),
            ])
    }
}
