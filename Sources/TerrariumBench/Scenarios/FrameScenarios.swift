import Observation
import Terrarium
import TerrariumTerminal

/// A screen of plain text, every row filled to the width.
///
/// The lines are the app's data, made once: building them is not the framework's work.
struct TextScreen: View {
    let lines: [String]

    init(size: Size) {
        lines = (0..<size.height).map { TextScreen.line($0, width: size.width) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<lines.count) { row in
                Text(lines[row])
            }
        }
    }

    /// Row `row` of prose, shifted per row so no two rows are alike, exactly `width` long.
    static func line(_ row: Int, width: Int) -> String {
        let prose = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. "
        let start = prose.index(prose.startIndex, offsetBy: (row * 7) % prose.count)
        var line = String(prose[start...])
        while line.count < width { line += prose }
        return String(line.prefix(width))
    }
}

/// One glyph that changes, in the middle of a screen of text.
@Observable @MainActor
final class GlyphModel {
    var glyph = "x"
}

struct GlyphScreen: View {
    let model: GlyphModel
    let screen: TextScreen
    let size: Size

    init(model: GlyphModel, size: Size) {
        self.model = model
        self.screen = TextScreen(size: size)
        self.size = size
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            screen
            Text(model.glyph).offset(x: size.width / 2, y: size.height / 2)
        }
    }
}

/// `unchanged`, `one-cell` and `first-frame`.
@MainActor
enum FrameScenarios {
    /// A frame with nothing changed, over the 1,000-row list: it must emit nothing.
    static func unchanged(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        let sink = FrameSink(ListScreen(model: RowsModel(count: n)), size: size)
        sink.frame()
        let measurement = measure(runs: runs, warmUp: runs / 10 + 2) { _ in sink.frame() }
        return BenchmarkResult(
            scenario: "unchanged", n: n, width: size.width, height: size.height, measurement: measurement)
    }

    /// One cell's character changes in a screen full of text.
    static func oneCell(size: Size, runs: Int) -> BenchmarkResult {
        let model = GlyphModel()
        let sink = FrameSink(GlyphScreen(model: model, size: size), size: size)
        sink.frame()
        let measurement = measure(runs: runs, warmUp: runs / 10 + 2) { run in
            model.glyph = abs(run).isMultiple(of: 2) ? "y" : "x"
            return sink.frame()
        }
        return BenchmarkResult(
            scenario: "one-cell", n: 1, width: size.width, height: size.height, measurement: measurement,
            extra: [("optimum_bytes", .int(16 + OptimalBytes.cost(of: [(size.height / 2, size.width / 2)])))])
    }

    /// The first frame of a screen of text: the tree built, laid out, drawn and encoded.
    static func firstFrame(size: Size, runs: Int) -> BenchmarkResult {
        let screen = TextScreen(size: size)
        let (measurement, sink) = FrameSink.measureFirstFrames(
            of: screen, size: size, runs: runs, warmUp: runs / 10 + 2)
        return BenchmarkResult(
            scenario: "first-frame", n: size.height, width: size.width, height: size.height,
            measurement: measurement,
            extra: [("optimum_bytes", .int(OptimalBytes.frame(from: nil, to: sink.host.buffer)))])
    }
}
