/// The timings and byte counts of the measured runs of one scenario, warm-up runs left out.
struct Measurement {
    /// Milliseconds of each measured run, in the order they ran.
    var milliseconds: [Double] = []
    /// Bytes emitted by each measured run, where the scenario emits any.
    var bytes: [Int] = []

    /// The middle timing (the mean of the middle two for an even count).
    var medianMilliseconds: Double { Self.percentile(milliseconds, 0.5) }
    /// The timing below which 99 % of the runs fall.
    var p99Milliseconds: Double { Self.percentile(milliseconds, 0.99) }
    /// The middle byte count.
    var medianBytes: Int { bytes.isEmpty ? 0 : bytes.sorted()[bytes.count / 2] }

    /// The value at `fraction` of the sorted values, by the nearest-rank method.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        if fraction == 0.5, sorted.count.isMultiple(of: 2) {
            return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}

/// Runs `body` `warmUp` times unmeasured, then `runs` times on the monotonic clock.
///
/// `body` returns the bytes the run emitted; warm-up runs get negative numbers. `before` and
/// `after` run around each run, untimed, for a scenario's own bookkeeping.
@MainActor
func measure(
    runs: Int, warmUp: Int, before: (_ run: Int) -> Void = { _ in }, after: (_ run: Int) -> Void = { _ in },
    _ body: (_ run: Int) -> Int
) -> Measurement {
    // At least `warmUp` runs and a tenth of a second, so lazily made type metadata, caches and
    // the CPU's clock have settled before anything counts.
    let clock = ContinuousClock()
    let warmUpEnd = clock.now + .milliseconds(100)
    var warmUpRun = 0
    while warmUpRun < warmUp || clock.now < warmUpEnd {
        before(-1 - warmUpRun)
        _ = body(-1 - warmUpRun)
        after(-1 - warmUpRun)
        warmUpRun += 1
    }
    var measurement = Measurement()
    measurement.milliseconds.reserveCapacity(runs)
    for run in 0..<runs {
        before(run)
        var bytes = 0
        let elapsed = clock.measure { bytes = body(run) }
        after(run)
        measurement.milliseconds.append(elapsed.milliseconds)
        measurement.bytes.append(bytes)
    }
    return measurement
}

extension Duration {
    /// The duration in milliseconds, with fractions.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
