public import TerrariumCore

/// Colours at places from 0 to 1: SwiftUI's `Gradient`, what the linear, radial and angular
/// gradients spread over a shape.
///
/// ```swift
/// Gradient(colors: [.red, .yellow])
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .white, location: 0.8)])
/// ```
///
/// Between two stops the colour is mixed in RGB, ANSI and palette colours by their xterm values;
/// at a stop, and before the first or after the last, it is the stop's own colour. The terminal's
/// default colour cannot be mixed: the nearer stop's colour is taken instead.
public struct Gradient: Hashable, Sendable {
    /// A colour and where it is, from 0 to 1, in a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, 0 at the gradient's start and 1 at its end.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `colors`, evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// A gradient of `stops`, put in order of location; a stop whose location is not a finite
    /// number is left out.
    public init(stops: [Stop]) {
        self.stops = stops.filter { $0.location.isFinite }.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `location`, which is held between 0 and 1; nil for a gradient of no colour.
    func color(at location: Double) -> Color? {
        guard let first = stops.first, let last = stops.last else { return nil }
        let location = location.isNaN ? 0 : min(max(location, 0), 1)
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        // The first stop past the location: stops are few, but a search keeps many cheap.
        var (low, high) = (0, stops.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].location > location { high = middle } else { low = middle + 1 }
        }
        // Stops set one by one (`stops[0].location = .nan`) may be out of order or not numbers:
        // such a gradient shows its first colour rather than trapping.
        guard low > 0, low < stops.count else { return first.color }
        let (before, after) = (stops[low - 1], stops[low])
        if location == before.location || !(after.location > before.location) { return before.color }
        let fraction = (location - before.location) / (after.location - before.location)
        return Self.mix(before.color, after.color, fraction)
    }

    /// The colour `fraction` of the way from `a` to `b`, in RGB.
    static func mix(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
        guard a != b, fraction.isFinite else { return a }
        guard let x = a.rgbComponents, let y = b.rgbComponents else { return fraction < 0.5 ? a : b }
        let channel = { (from: UInt8, to: UInt8) -> UInt8 in
            UInt8(max(0, min(255, (Double(from) + (Double(to) - Double(from)) * fraction).rounded())))
        }
        return .rgb(channel(x.red, y.red), channel(x.green, y.green), channel(x.blue, y.blue))
    }
}
