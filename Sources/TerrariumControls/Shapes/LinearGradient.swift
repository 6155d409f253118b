public import TerrariumCore

/// Colours changing along a line: SwiftUI's `LinearGradient`, a style for shapes and a view that
/// fills its frame.
///
/// ```swift
/// LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing)
/// Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
/// ```
///
/// Each half of a cell takes its own colour, so a cell whose halves differ is a `▀` of the top's
/// colour on the bottom's. The start and end points are pixels' centres: from `.leading` to
/// `.trailing` the first column shows the first colour and the last column the last. Text in a
/// gradient style takes the gradient's middle colour. Without colour (`NO_COLOR`) a gradient is
/// drawn in the shades `░▒▓█`, darker colours lighter shades.
public struct LinearGradient: ShapeStyle, Hashable {
    /// The colours and where they are.
    public var gradient: Gradient
    /// Where the gradient's first colour is, in the frame.
    public var startPoint: UnitPoint
    /// Where the gradient's last colour is, in the frame.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors`, evenly spaced from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Draws shapes with the gradient and text in its middle colour.
    public func _apply(to environment: inout EnvironmentValues) {
        Shading(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint)).apply(to: &environment)
    }
}

extension LinearGradient: View {
    /// The gradient fills the space it is offered, as `Rectangle().fill(gradient)`.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
