import Terrarium
import TerrariumTerminal

/// An eager stack of N texts, every one of them built and measured.
struct EagerStack: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<count) { index in Text(RowsModel.row(index)) }
        }
    }
}

/// `mount`: the first frame of a lazy list and of an eager stack of N rows; each host is torn
/// down outside the timing.
@MainActor
enum MountScenarios {
    static func lazy(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        let model = RowsModel(count: n)
        let (measurement, _) = FrameSink.measureFirstFrames(
            of: ListScreen(model: model), size: size, runs: runs, warmUp: 2)
        return BenchmarkResult(
            scenario: "mount", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("kind", .string("lazy"))])
    }

    static func eager(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        let (measurement, _) = FrameSink.measureFirstFrames(
            of: EagerStack(count: n), size: size, runs: runs, warmUp: 1)
        return BenchmarkResult(
            scenario: "mount", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("kind", .string("eager"))])
    }
}
