import Foundation
import RatingControl
import Terrarium
import TerrariumPlugins
import TerrariumTerminal
import TerrariumTesting

#if canImport(Glibc)
    import Glibc
#endif

/// `widget-roundtrip` and `widget-idle`: the rating in `Samples/WidgetPlugins` as a Python
/// process, as a loaded Swift plugin and compiled in.
///
/// The round trip is a key press from the host's input to the frame's bytes: the key sent to the
/// widget, the widget's new value and drawing back, the binding written and the frame rendered
/// with both. Idle cost is the CPU time the host and every widget process use over two seconds
/// in which nothing changes.
@MainActor
enum WidgetPluginScenarios {
    static let size = Size(width: 60, height: 4)

    /// `Samples/WidgetPlugins/Widgets`, from this source file: the benchmark runs from a checkout.
    static var scripts: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Samples/WidgetPlugins/Widgets").path
    }

    /// `libStarsPlugin.so` beside this binary, when it was built (`swift build --product StarsPlugin`).
    static var plugin: String? {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let path = binary.deletingLastPathComponent().appendingPathComponent("libStarsPlugin.so").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// One rating, shown by the widget of `peer`, with its value printed below it.
    struct Rating: View {
        let peer: String
        @State private var rating = 2

        var body: some View {
            VStack(alignment: .leading) {
                switch peer {
                case "python":
                    ProcessWidget(command: "python3", arguments: [WidgetPluginScenarios.scripts + "/rating.py"])
                        .binding("rating", $rating)
                case "plugin":
                    PluginWidget(path: WidgetPluginScenarios.plugin ?? "", name: "Stars").binding("rating", $rating)
                default:
                    RatingView(rating: $rating)
                }
                Text("Rating: \(rating)/5")
            }
        }
    }

    static func roundTrip(runs: Int) -> [BenchmarkResult] {
        let peers = ["python", "compiled"] + (plugin == nil ? [] : ["plugin"])
        return peers.compactMap { peer -> BenchmarkResult? in
            let host = TestHost(Rating(peer: peer), size: size)
            defer { host.tearDown() }
            host.press(.tab)
            guard host.lines().contains(where: { $0.hasPrefix("Rating: 2/5") }) else {
                FileHandle.standardError.write(Data("widget-roundtrip: \(peer) did not start\n".utf8))
                return nil
            }
            var missed = 0
            var rating = 2
            let measurement = measure(
                runs: runs, warmUp: 20,
                after: { _ in
                    if !host.lines().contains(where: { $0.hasPrefix("Rating: \(rating)/5") }) { missed += 1 }
                }
            ) { _ in
                // Up and down between 2 and 3, so every press changes the value.
                host.press(rating == 2 ? .rightArrow : .leftArrow)
                rating = rating == 2 ? 3 : 2
                return host.lastFrameBytes.count
            }
            return BenchmarkResult(
                scenario: "widget-roundtrip", n: 1, width: size.width, height: size.height, measurement: measurement,
                extra: [("peer", .string(peer)), ("missed", .int(missed))])
        }
    }

    /// `count` Python ratings on one screen, idle.
    struct Wall: View {
        let count: Int
        @State private var ratings = Array(repeating: 3, count: 1_000)

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    ProcessWidget(command: "python3", arguments: [WidgetPluginScenarios.scripts + "/rating.py"])
                        .binding("rating", $ratings[index])
                }
            }
        }
    }

    static func idle(count: Int) -> [BenchmarkResult] {
        // Earlier scenarios' programs may still be ending: only the wall's own are counted.
        let earlier = Set(childProcesses())
        let host = TestHost(Wall(count: count), size: Size(width: 20, height: count))
        defer { host.tearDown() }
        let started = host.widgets(of: RemoteWidget.self).filter { $0.phase == .running }.count
        let children = childProcesses().filter { !earlier.contains($0) }
        let hostBefore = ownCPUMilliseconds()
        let childrenBefore = children.map(cpuMilliseconds(of:)).reduce(0, +)
        let clock = ContinuousClock()
        let end = clock.now + .seconds(2)
        // The run loop turns as in an app: anything the widgets sent would be handled.
        while clock.now < end { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
        let hostCPU = ownCPUMilliseconds() - hostBefore
        let childrenCPU = children.map(cpuMilliseconds(of:)).reduce(0, +) - childrenBefore
        return [
            BenchmarkResult(
                scenario: "widget-idle", n: count, width: 20, height: count,
                measurement: Measurement(milliseconds: [2_000], bytes: [0]),
                extra: [
                    ("running", .int(started)), ("processes", .int(children.count)),
                    ("host_cpu_ms", .double(hostCPU)), ("widgets_cpu_ms", .double(childrenCPU)),
                ])
        ]
    }

    /// The processes whose parent is this one.
    private static func childProcesses() -> [Int32] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == me
        }
    }

    /// User plus system time of process `pid` so far, from `/proc/PID/stat`.
    private static func cpuMilliseconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) * 1_000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// This process's user plus system time so far, every thread included.
    private static func ownCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}
