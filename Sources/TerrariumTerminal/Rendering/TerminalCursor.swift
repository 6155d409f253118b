/// The terminal's own text cursor, shown in a frame at a cell and in a shape.
///
/// Views that draw their cursor in cells (a reversed cell, as text fields do) need none; a
/// terminal pane whose program chose a cursor shape shows the real one, so the shape is the
/// terminal's and blinks as the user set it to.
public struct TerminalCursor: Hashable, Sendable {
    /// The cell, in the frame's coordinates.
    public var position: Point
    /// Block, underline or bar, blinking or steady.
    public var shape: CursorShape

    /// A cursor at `position` in `shape`.
    public init(at position: Point, shape: CursorShape) {
        self.position = position
        self.shape = shape
    }
}
