import Terrarium

/// `drop-parse`: reading N dropped paths out of pasted text, as a terminal quotes them, into file
/// URLs; the existence check always answers yes, so only the parsing is timed.
@MainActor
enum DropParseScenario {
    static func run(n: Int, runs: Int) -> BenchmarkResult {
        // Every dialect in turn: single quotes with the '\'' idiom, backslashes, file URIs.
        let text =
            (0..<n).map { index -> String in
                switch index % 3 {
                case 0: "'/home/ann/plants/it'\\''s plant \(index).png'"
                case 1: "/home/ann/plants/plant\\ \(index).png"
                default: "file:///home/ann/plants/plant%20\(index).png"
                }
            }.joined(separator: " ") + " "
        let parser = DroppedFileParser { _ in true }
        var parsed = 0
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            parsed = parser.fileURLs(in: text)?.count ?? 0
            return 0
        }
        precondition(parsed == n, "drop-parse read \(parsed) of \(n) paths")
        return BenchmarkResult(
            scenario: "drop-parse", n: n, width: 0, height: 0, measurement: measurement,
            extra: [("bytes", .int(text.utf8.count))])
    }
}
