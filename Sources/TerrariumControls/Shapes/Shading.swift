import Foundation
import TerrariumCore

/// A colour for every pixel of a frame: what a gradient style draws a shape with.
///
/// A unit point names a pixel's centre, `.leading` the middle of the first column and
/// `.trailing` that of the last, so a gradient from one edge to the other shows its end colours
/// exactly in its first and last columns (or half rows). Radii are in columns.
struct Shading: Hashable, Sendable {
    /// How a pixel's place becomes a location in the gradient.
    enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`: 0 at and before the start, 1 at and past the end.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Out from `center`: 0 within `startRadius` columns, 1 from `endRadius` on.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Round `center`, clockwise on screen from `start` to `end` radians (0 to the right).
        case angular(center: UnitPoint, start: Double, end: Double)
    }

    var gradient: Gradient
    var geometry: Geometry

    /// The shades of a gradient without colour, from dark to light: never a blank, so the shape
    /// stays as visible as a plain fill's blocks.
    static let shades: [Character] = ["░", "▒", "▓", "█"]

    /// The colour of the pixel at column `x`, half row `y` of a frame `size` pixels large; the
    /// terminal's default colour for a gradient of no colour.
    func color(x: Int, y: Int, size: (width: Int, height: Int)) -> Color {
        color(atX: Double(x) + 0.5, y: Double(y) + 0.5, size: size)
    }

    /// The colour at the point `(x, y)` in pixels of a frame `size` pixels large.
    func color(atX x: Double, y: Double, size: (width: Int, height: Int)) -> Color {
        gradient.color(at: location(x: x, y: y, size: size)) ?? .default
    }

    /// Where in the gradient the point `(x, y)` is, in pixels of a frame `size` pixels large.
    private func location(x: Double, y: Double, size: (width: Int, height: Int)) -> Double {
        let place = { (point: UnitPoint) -> (x: Double, y: Double) in
            (
                Self.finite(point.x) * Double(max(0, size.width - 1)) + 0.5,
                Self.finite(point.y) * Double(max(0, size.height - 1)) + 0.5
            )
        }
        switch geometry {
        case .linear(let start, let end):
            let (s, e) = (place(start), place(end))
            let (dx, dy) = (e.x - s.x, e.y - s.y)
            let length = dx * dx + dy * dy
            guard length > 0, length.isFinite else { return 0 }
            return ((x - s.x) * dx + (y - s.y) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            let c = place(center)
            let distance = hypot(x - c.x, y - c.y)
            let (r0, r1) = (Self.finite(startRadius), Self.finite(endRadius))
            guard r1 != r0 else { return distance < r0 ? 0 : 1 }
            return (distance - r0) / (r1 - r0)
        case .angular(let center, let start, let end):
            let c = place(center)
            let (start, end) = (Self.finite(start), Self.finite(end))
            guard end != start else { return 0 }
            // The angle from the start the way the gradient runs, taken into the first turn.
            let turn = 2 * Double.pi
            var angle = (atan2(y - c.y, x - c.x) - start) * (end > start ? 1 : -1)
            angle -= (angle / turn).rounded(.down) * turn
            return angle / abs(end - start)
        }
    }

    /// `value`, or 0 when it is not a finite number; held within ±2²⁴ so arithmetic stays exact enough.
    private static func finite(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -Double(1 << 24)), Double(1 << 24)) : 0
    }

    /// The shade a cell of these colours takes without colour, by their mean luminance.
    static func shade(_ colors: Color...) -> Character {
        let luminance = colors.map { color -> Double in
            guard let rgb = color.rgbComponents else { return 1 }
            return (0.2126 * Double(rgb.red) + 0.7152 * Double(rgb.green) + 0.0722 * Double(rgb.blue)) / 255
        }
        let mean = luminance.reduce(0, +) / Double(max(1, luminance.count))
        return shades[max(0, min(shades.count - 1, Int(mean * Double(shades.count))))]
    }
}

extension Shading {
    /// Makes `environment` draw in this shading: shapes with it, text in its middle colour.
    func apply(to environment: inout EnvironmentValues) {
        ForegroundHierarchy.reset(&environment)
        let middle = gradient.color(at: 0.5)
        environment.foregroundColor = middle
        environment.foregroundShading = middle == nil ? nil : self
    }
}

private struct ForegroundShadingKey: EnvironmentKey {
    static let defaultValue: Shading? = nil
}

extension EnvironmentValues {
    /// The gradient a gradient style set as the foreground, which shapes draw with; nil when the
    /// foreground is one colour.
    var foregroundShading: Shading? {
        get { self[ForegroundShadingKey.self] }
        set { self[ForegroundShadingKey.self] = newValue }
    }

    /// The gradient shapes draw with: ``foregroundShading`` while the foreground colour is still
    /// the one it set, nil once anything (`foregroundColor`, a control's own colour) set another.
    var currentForegroundShading: Shading? {
        guard let shading = foregroundShading, foregroundColor == shading.gradient.color(at: 0.5) else { return nil }
        return shading
    }
}
