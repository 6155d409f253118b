import Observation
import Terrarium
import TerrariumTerminal

/// A foreign widget showing a number, as a retained widget of another toolkit would.
@MainActor
final class MeterWidget: Widget {
    weak var host: (any WidgetHost)?
    var value = 0 {
        didSet { if value != oldValue { host?.widgetNeedsDisplay(self) } }
    }

    func draw(in context: GraphicsContext) { context.draw("[\(String(value).leftPadded(to: 5))]", at: .zero) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 7, height: 1) }
}

/// Counts `updateWidget` calls across every meter.
@MainActor
final class UpdateCounter {
    var count = 0
}

/// The representable over a meter, bound to its own value.
struct Meter: WidgetRepresentable {
    @Binding var value: Int
    let counter: UpdateCounter

    func makeWidget(context: Context) -> MeterWidget { MeterWidget() }

    func updateWidget(_ widget: MeterWidget, context: Context) {
        counter.count += 1
        widget.value = value
    }
}

/// One value per meter, each observed on its own.
@Observable @MainActor
final class MeterValue {
    var value = 0
}

/// N meters in rows of 25.
struct MeterGrid: View {
    let values: [MeterValue]
    let counter: UpdateCounter

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<(values.count + 24) / 25) { row in
                HStack(spacing: 1) {
                    ForEach(row * 25..<min(values.count, row * 25 + 25)) { index in
                        Meter(value: Bindable(values[index]).value, counter: counter)
                    }
                }
            }
        }
    }
}

/// `representables`: one of N hosted widgets' values changes.
@MainActor
enum RepresentablesScenario {
    static func run(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        let values = (0..<n).map { _ in MeterValue() }
        let counter = UpdateCounter()
        let sink = FrameSink(MeterGrid(values: values, counter: counter), size: size)
        sink.frame()
        var updates: [Int] = []
        let measurement = measure(runs: runs, warmUp: runs / 10 + 2) { run in
            counter.count = 0
            values[n / 2].value += 1
            let bytes = sink.frame()
            if run >= 0 { updates.append(counter.count) }
            return bytes
        }
        return BenchmarkResult(
            scenario: "representables", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("update_calls", .int(updates.max() ?? 0))])
    }
}
