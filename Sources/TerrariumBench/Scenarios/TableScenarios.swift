import Foundation
import Terrarium
import TerrariumTerminal

/// One row of the table scenarios: what Textual's `DataTable` harness adds, a name, a random
/// moisture and a number.
struct TableBenchRow: Identifiable, Sendable {
    let id: Int
    let name: String
    let moisture: Double

    /// `count` rows numbered from 0, with moistures from a fixed seed so every run sorts the same.
    static func make(count: Int) -> [TableBenchRow] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<max(0, count)).map { index in
            // xorshift64*: a cheap, fixed sequence in [0, 1).
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let random = Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
            return TableBenchRow(id: index, name: "Plant \(index)", moisture: random)
        }
    }
}

/// How long the screen's last sort took, read by the scenario beside the whole step's time.
@MainActor
final class TableSortClock {
    var last = Duration.zero
}

/// A sortable `Table` of rows selecting one, sorted as SwiftUI apps sort: `onChange(of:
/// sortOrder)` sorts the rows with it.
struct SortableTableScreen: View {
    let clock: TableSortClock
    @State var rows: [TableBenchRow]
    @State private var order = [KeyPathComparator(\TableBenchRow.id)]
    @State private var selection: Int?

    var body: some View {
        Table(rows, selection: $selection, sortOrder: $order) {
            TableColumn("Plant", value: \.name)
            TableColumn("Moisture", value: \.moisture) { Text(String(format: "%.4f", $0.moisture)) }
            TableColumn("Id", value: \.id) { Text(String($0.id)) }.width(9)
        }
        .onChange(of: order) {
            let comparators = order
            clock.last = ContinuousClock().measure { rows.sort(using: comparators) }
        }
    }
}

/// The table scenarios: sorting a table of N rows by a click on a header, and moving its
/// selection.
@MainActor
enum TableScenarios {
    /// `table-sort`: a click on the Moisture header sorts N rows by it.
    ///
    /// Timed from the click to the frame's bytes, with the sort's own time and the rest (the
    /// frame) reported apart. Before each run, untimed, a click on the Id header puts the rows
    /// back in their first order.
    static func sort(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        PeakMemory.reset()
        let clock = TableSortClock()
        let sink = FrameSink(SortableTableScreen(clock: clock, rows: TableBenchRow.make(count: n)), size: size)
        sink.frame()
        // The headers: "Plant" from the second column (after the inset), then "Moisture", then "Id".
        let headerLine = sink.host.buffer.lines.first ?? ""
        func column(of title: String) -> Int {
            guard let range = headerLine.range(of: title) else { return 1 }
            return headerLine.distance(from: headerLine.startIndex, to: range.lowerBound)
        }
        let moisture = column(of: "Moisture")
        let id = column(of: "Id")
        func click(_ x: Int) {
            sink.host.send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 0))))
            sink.host.send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: 0))))
        }
        var sorts: [Double] = []
        let measurement = measure(
            runs: runs, warmUp: 2,
            before: { _ in
                click(id)
                sink.frame()
                sink.idle()
            },
            after: { run in
                // Untimed, as the run loop frees the rows the sort replaced after writing the frame.
                sink.idle()
                if run >= 0 { sorts.append(clock.last.milliseconds) }
            },
            { _ in
                click(moisture)
                return sink.frame()
            })
        let frames = zip(measurement.milliseconds, sorts).map { $0 - $1 }
        return BenchmarkResult(
            scenario: "table-sort", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [
                ("sort_ms", .double(Measurement.percentile(sorts, 0.5))),
                ("frame_ms", .double(Measurement.percentile(frames, 0.5))),
                ("peak_rss_mb", .double(PeakMemory.megabytes ?? 0)),
            ])
    }

    /// `table-select`: ↓ moves the selection of a sortable table of N rows one row; timed from
    /// the key to the frame's bytes, the table scrolling once the selection reaches its bottom.
    static func select(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        PeakMemory.reset()
        let sink = FrameSink(
            SortableTableScreen(clock: TableSortClock(), rows: TableBenchRow.make(count: n)), size: size)
        // The headers take focus first; the rows are the next stop.
        return ListSelectionScenario.stepDown(sink, tabs: 2, scenario: "table-select", n: n, runs: runs)
    }
}
