public import TerrariumCore

/// Colours changing outwards from a centre: SwiftUI's `RadialGradient`, a style for shapes and a
/// view that fills its frame.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 6))
/// ```
///
/// Radii are in columns (a half row is as tall as a column is wide); the first colour fills the
/// inside of the start radius and the last colour everything past the end radius. Drawn as
/// ``LinearGradient`` says.
public struct RadialGradient: ShapeStyle, Hashable {
    /// The colours and where they are.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the first colour ends, in columns from the centre.
    public var startRadius: Double
    /// Where the last colour begins, in columns from the centre.
    public var endRadius: Double

    /// A gradient from `startRadius` to `endRadius` columns out from `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through `colors`, evenly spaced from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of `stops` from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Draws shapes with the gradient and text in its middle colour.
    public func _apply(to environment: inout EnvironmentValues) {
        Shading(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
            .apply(to: &environment)
    }
}

extension RadialGradient: View {
    /// The gradient fills the space it is offered, as `Rectangle().fill(gradient)`.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
