import Foundation
import TerrariumTerminal

/// `terrarium-bench [SCENARIO…] [--json] [--quick] [--runs N] [--n N,N…] [--no-scroll-regions]`:
/// measures rendering in memory, with the terminal's bytes counted rather than written.
@main
@MainActor
struct TerrariumBench {
    static let scenarios = [
        "list-update", "list-scroll", "list-select", "table-sort", "table-select", "outline-expand", "sheet-open",
        "search-filter",
        "unchanged", "one-cell",
        "first-frame", "mount",
        "representables",
        "input-latency", "drop-parse", "copy-10mb", "editor-open", "editor-keystroke",
        "editor-keystroke-string", "editor-keystroke-line", "messenger-latency",
        "journal-throughput", "pane-throughput", "widget-roundtrip", "widget-idle",
        "image-decode", "image-blocks", "image-kitty", "image-sixel",
    ]

    struct Options {
        var scenarios: [String] = []
        var json = false
        var quick = false
        var runs: Int?
        var counts: [Int]?
    }

    static func main() {
        let options: Options
        do {
            options = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("terrarium-bench: \(error)\n\(usage)\n".utf8))
            exit(2)
        }
        let selected = options.scenarios.isEmpty ? scenarios : options.scenarios
        if !options.json {
            let mode = options.quick ? "quick smoke run" : "full run"
            FileHandle.standardOutput.write(Data("terrarium-bench: \(mode), timings in ms, bytes per frame\n".utf8))
        }
        for scenario in selected {
            for result in run(scenario, options) {
                // Written at once, so a long run shows each line as it is measured.
                FileHandle.standardOutput.write(Data(((options.json ? result.json : result.text) + "\n").utf8))
            }
        }
    }

    static let usage = """
        usage: terrarium-bench [SCENARIO…] [--json] [--quick] [--runs N] [--n N,N…] [--no-scroll-regions]
        scenarios: \(scenarios.joined(separator: " "))
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--no-scroll-regions": SinkCapabilities.current.scrollRegions = false
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw UsageError(description: "--runs needs a positive number")
                }
                options.runs = value
            case "--n":
                let values = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else {
                    throw UsageError(description: "--n needs positive numbers separated by commas")
                }
                options.counts = values
            case "-h", "--help":
                print(usage)
                exit(0)
            default:
                guard scenarios.contains(argument) else {
                    throw UsageError(description: "unknown scenario \(argument)")
                }
                options.scenarios.append(argument)
            }
        }
        return options
    }

    static func run(_ scenario: String, _ options: Options) -> [BenchmarkResult] {
        let large = Size(width: 200, height: 60)
        let small = Size(width: 80, height: 24)
        let sizes = [large, small]
        let listCounts = options.counts ?? (options.quick ? [100] : [1_000, 10_000, 100_000])
        func runs(_ full: Int) -> Int { options.runs ?? (options.quick ? 3 : full) }
        switch scenario {
        case "list-update":
            return sizes.flatMap { size in listCounts.map { ListScenarios.update(n: $0, size: size, runs: runs(200)) } }
        case "list-scroll":
            return sizes.flatMap { size in listCounts.map { ListScenarios.scroll(n: $0, size: size, runs: runs(200)) } }
        case "sheet-open":
            return sizes.map { SheetScenario.run(size: $0, runs: runs(200)) }
        case "list-select":
            let counts = options.counts ?? (options.quick ? [100] : [1_000, 1_000_000])
            return sizes.flatMap { size in counts.map { ListSelectionScenario.run(n: $0, size: size, runs: runs(500)) }
            }
        case "table-sort":
            let counts = options.counts ?? (options.quick ? [1_000] : [1_000_000])
            return sizes.flatMap { size in counts.map { TableScenarios.sort(n: $0, size: size, runs: runs(10)) } }
        case "table-select":
            let counts = options.counts ?? (options.quick ? [100] : [1_000_000])
            return sizes.flatMap { size in counts.map { TableScenarios.select(n: $0, size: size, runs: runs(500)) } }
        case "outline-expand":
            let counts = options.counts ?? (options.quick ? [1_000] : [100_000])
            return sizes.flatMap { size in counts.map { OutlineScenarios.expand(n: $0, size: size, runs: runs(300)) } }
        case "search-filter":
            let counts = options.counts ?? (options.quick ? [1_000] : [100_000])
            return sizes.flatMap { size in counts.map { SearchFilterScenario.run(n: $0, size: size, runs: runs(100)) } }
        case "unchanged":
            return sizes.map { FrameScenarios.unchanged(n: options.quick ? 100 : 1_000, size: $0, runs: runs(200)) }
        case "one-cell":
            return sizes.map { FrameScenarios.oneCell(size: $0, runs: runs(200)) }
        case "first-frame":
            return sizes.map { FrameScenarios.firstFrame(size: $0, runs: runs(50)) }
        case "mount":
            // The lazy list at every count asked for (the first frame the peers time); the eager
            // stack up to 10,000 rows, beyond which it is not a sensible screen.
            let counts = options.counts ?? [options.quick ? 100 : 10_000]
            return sizes.flatMap { size in counts.map { MountScenarios.lazy(n: $0, size: size, runs: runs(20)) } }
                + counts.filter { $0 <= 10_000 }.map { MountScenarios.eager(n: $0, size: large, runs: runs(5)) }
        case "representables":
            let counts = options.counts ?? (options.quick ? [100] : [100, 1_000])
            return counts.map { RepresentablesScenario.run(n: $0, size: large, runs: runs(200)) }
        case "input-latency":
            return sizes.map { InputLatencyScenario.run(size: $0, runs: runs(200)) }
        case "image-decode":
            return [ImageScenarios.decode(runs: runs(20))]
        case "image-blocks":
            return sizes.map { ImageScenarios.blocks(size: $0, runs: runs(50)) }
        case "image-kitty":
            return sizes.map { ImageScenarios.kitty(size: $0, runs: runs(20)) }
        case "image-sixel":
            return sizes.map { ImageScenarios.sixel(size: $0, runs: runs(20)) }
        case "drop-parse":
            // Two counts a factor of ten apart, so the report shows the time grows linearly.
            let counts = options.counts ?? (options.quick ? [100, 1_000] : [1_000, 10_000])
            return counts.map { DropParseScenario.run(n: $0, runs: runs(50)) }
        case "copy-10mb":
            // 1 MB beside 10 MB shows the encoding is linear; `--n` picks other sizes in bytes.
            return (options.counts ?? [1_000_000, 10_000_000]).map { ClipboardScenario.copy(bytes: $0, runs: runs(20)) }
        case "editor-open":
            // 100 MB in a full run, 5 MB in a quick one; `--n` gives other line counts.
            let counts = options.counts ?? [options.quick ? 50_000 : 1_000_000]
            return counts.map { EditorScenarios.open(lines: $0, size: large, runs: runs(5)) }
        case "editor-keystroke", "editor-keystroke-string":
            let counts = options.counts ?? [options.quick ? 50_000 : 1_000_000]
            return counts.map {
                EditorScenarios.keystroke(scenario: scenario, lines: $0, size: large, runs: runs(200))
            }
        case "editor-keystroke-line":
            // One line of 5 MB, 1 MB in a quick run; `--n` gives other sizes in bytes.
            let counts = options.counts ?? [options.quick ? 1_000_000 : 5_000_000]
            return counts.map {
                EditorScenarios.keystroke(scenario: scenario, lines: $0, size: large, runs: runs(200))
            }
        case "messenger-latency":
            return SharingScenarios.messengerLatency(bytes: options.counts?.first ?? 1_024, runs: runs(2_000))
        case "journal-throughput":
            // 100 MB in a full run, 5 MB in a quick one; `--n` gives other sizes in bytes.
            let bytes = options.counts?.first ?? (options.quick ? 5_000_000 : 100_000_000)
            return SharingScenarios.journalThroughput(bytes: bytes, runs: runs(5))
        case "widget-roundtrip":
            return WidgetPluginScenarios.roundTrip(runs: runs(500))
        case "widget-idle":
            return WidgetPluginScenarios.idle(count: options.counts?.first ?? (options.quick ? 10 : 100))
        case "pane-throughput":
            // 100 MB in a full run, 5 MB in a quick one; `--n` gives other sizes in bytes.
            let bytes = options.counts?.first ?? (options.quick ? 5_000_000 : 100_000_000)
            return PaneScenario.throughput(bytes: bytes, runs: runs(3))
        default:
            return []
        }
    }
}
