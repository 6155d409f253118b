import TerrariumTerminal

/// `copy-10mb`: a copy's text encoded as one OSC 52 write (Base64 and framing), at 1 MB and
/// 10 MB so the report shows the cost per byte stays the same.
@MainActor
enum ClipboardScenario {
    static func copy(bytes count: Int, runs: Int) -> BenchmarkResult {
        // Text of every printable ASCII byte, as a large copy of code or logs would be.
        let text = (0..<count).map { UInt8(0x20 + $0 % 95) }
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            OSC52.write(text).bytes.count
        }
        let nanosecondsPerByte = measurement.medianMilliseconds * 1_000_000 / Double(count)
        return BenchmarkResult(
            scenario: "copy-10mb", n: count, width: 0, height: 0, measurement: measurement,
            extra: [("ns_per_byte", .double(nanosecondsPerByte))])
    }
}
