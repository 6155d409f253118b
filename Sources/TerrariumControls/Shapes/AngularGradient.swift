public import TerrariumCore

/// Colours changing round a centre: SwiftUI's `AngularGradient` (a conic gradient), a style for
/// shapes and a view that fills its frame.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
///
/// Angles start to the right of the centre and grow clockwise on screen, as SwiftUI's do; before
/// the start angle is the first colour, past the end angle the last. Drawn as ``LinearGradient``
/// says.
public struct AngularGradient: ShapeStyle, Hashable {
    /// The colours and where they are.
    public var gradient: Gradient
    /// The centre, in the frame.
    public var center: UnitPoint
    /// Where the first colour is.
    public var startAngle: Angle
    /// Where the last colour is.
    public var endAngle: Angle

    /// A gradient round `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A gradient through `colors`, evenly spaced round `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of `stops` round `center` from `startAngle` to `endAngle`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn round `center`, beginning at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(
            gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Draws shapes with the gradient and text in its middle colour.
    public func _apply(to environment: inout EnvironmentValues) {
        Shading(
            gradient: gradient, geometry: .angular(center: center, start: startAngle.radians, end: endAngle.radians)
        )
        .apply(to: &environment)
    }
}

extension AngularGradient: View {
    /// The gradient fills the space it is offered, as `Rectangle().fill(gradient)`.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
