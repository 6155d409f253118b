public import TerrariumCore

extension Color: View {
    /// The colour fills the space it is offered, as `Rectangle().fill(color)`: spaces on the
    /// colour, or full blocks where there is no colour to show (`NO_COLOR`, or `.default`).
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
