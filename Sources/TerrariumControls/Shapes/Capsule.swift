public import TerrariumCore

/// A rectangle whose short ends are half circles, filling its frame: `╭─╮` when stroked.
public struct Capsule: Shape, Hashable {
    /// Creates a capsule.
    public init() {}

    /// The frame with its ends rounded as far as they go.
    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addCapsule(in: rect)
        return path
    }
}
