public import TerrariumCore

/// A rectangle filling its frame: `┌─┐` when stroked.
public struct Rectangle: Shape, Hashable {
    /// Creates a rectangle.
    public init() {}

    /// The frame.
    public func path(in rect: Rect) -> Path { Path(rect) }
}
