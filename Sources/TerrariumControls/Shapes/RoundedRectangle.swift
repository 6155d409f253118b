public import TerrariumCore

/// A rectangle with rounded corners filling its frame: `╭─╮` when stroked.
///
/// The radius is in columns, as a cell's width is its unit: a filled corner is rounded at half
/// cells, a stroked one is drawn with the rounded box corners whatever its radius.
public struct RoundedRectangle: Shape, Hashable {
    /// The corners' radius in columns.
    public var cornerRadius: Int

    /// Creates a rectangle with corners rounded by `cornerRadius` columns; in cells both styles
    /// of corner are the same.
    public init(cornerRadius: Int, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = max(0, cornerRadius)
    }

    /// Creates a rectangle with corners rounded by the width of `cornerSize`.
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width)
    }

    /// The frame with rounded corners.
    public func path(in rect: Rect) -> Path {
        // A stroked corner is drawn rounded even with no radius to fill.
        Path(roundedRect: rect, cornerRadius: max(cornerRadius, 1))
    }
}

/// How a rounded corner is drawn: a quarter circle or a smoother curve elsewhere, the same half
/// cells and box corners in a terminal.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// A curve that eases into the sides.
    case continuous
}
