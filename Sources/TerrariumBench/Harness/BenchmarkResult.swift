import Foundation

/// One line of the report: a scenario at one size and count.
struct BenchmarkResult {
    var scenario: String
    var n: Int
    var width: Int
    var height: Int
    var measurement: Measurement
    /// Scenario-specific figures, printed after the common ones.
    var extra: [(key: String, value: Extra)] = []

    /// A scenario-specific figure.
    enum Extra {
        case int(Int)
        case double(Double)
        case string(String)

        var json: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(format: "%.4f", value)
            case .string(let value): "\"\(value)\""
            }
        }

        var text: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(format: "%.3f", value)
            case .string(let value): value
            }
        }
    }

    /// The result as one JSON object on one line.
    var json: String {
        var fields = [
            "\"scenario\":\"\(scenario)\"", "\"n\":\(n)", "\"width\":\(width)", "\"height\":\(height)",
            "\"median_ms\":\(String(format: "%.4f", measurement.medianMilliseconds))",
            "\"p99_ms\":\(String(format: "%.4f", measurement.p99Milliseconds))",
            "\"bytes\":\(measurement.medianBytes)", "\"runs\":\(measurement.milliseconds.count)",
        ]
        fields += extra.map { "\"\($0.key)\":\($0.value.json)" }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The result as one aligned line for people.
    var text: String {
        let name = scenario.padding(toLength: 16, withPad: " ", startingAt: 0)
        let count = String(n).leftPadded(to: 7)
        let size = "\(width)x\(height)".padding(toLength: 8, withPad: " ", startingAt: 0)
        let median = String(format: "%9.3f", measurement.medianMilliseconds)
        let p99 = String(format: "%9.3f", measurement.p99Milliseconds)
        let bytes = String(measurement.medianBytes).leftPadded(to: 7)
        let rest = extra.map { "\($0.key)=\($0.value.text)" }.joined(separator: " ")
        return "\(name) n=\(count) \(size) median \(median) ms  p99 \(p99) ms  \(bytes) B  \(rest)"
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
