import PlantCatalogKit
import Terrarium
import TerrariumTerminal

/// `input-latency`: in the plant catalog, a key's bytes decoded, routed to the focused rating,
/// the state updated and the frame encoded.
@MainActor
enum InputLatencyScenario {
    static func run(size: Size, runs: Int) -> BenchmarkResult {
        let sink = FrameSink(CatalogScreen(store: PlantStore()), size: size)
        sink.frame()
        // Tab to the list, to the name field, then to the rating.
        for _ in 0..<3 {
            sink.host.send(.key(KeyPress(.tab)))
            sink.frame()
        }
        var decoder = InputDecoder()
        let right = Array("\u{1B}[C".utf8)
        let left = Array("\u{1B}[D".utf8)
        let measurement = measure(runs: runs, warmUp: runs / 10 + 2) { run in
            // Right then Left, so the rating moves every time and comes back.
            for event in decoder.decode(abs(run).isMultiple(of: 2) ? right : left) { sink.host.send(event) }
            return sink.frame()
        }
        return BenchmarkResult(
            scenario: "input-latency", n: 1, width: size.width, height: size.height, measurement: measurement)
    }
}
