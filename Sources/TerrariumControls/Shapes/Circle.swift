public import TerrariumCore

/// The largest circle that fits its frame, centred in it, drawn in half blocks (`▀▄█`).
///
/// A cell is about twice as tall as it is wide, so the circle is as many columns wide as it is
/// half rows tall: `Circle().frame(width: 10, height: 5)` is round.
public struct Circle: Shape, Hashable {
    /// Creates a circle.
    public init() {}

    /// The circle centred in the frame.
    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addCircle(in: rect)
        return path
    }
}

/// The ellipse that fills its frame, drawn in half blocks.
public struct Ellipse: Shape, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse in the frame.
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
}
