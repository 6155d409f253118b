public import TerrariumTerminal

/// How a frame is drawn as an SVG picture.
///
/// ```swift
/// let picture = buffer.svg(SVGOptions(title: "plant-catalog", cursor: Point(x: 4, y: 2)))
/// ```
public struct SVGOptions: Sendable, Equatable {
    /// Text shown in the window's title bar; nil for a picture without a title bar.
    public var title: String?
    /// The cell the terminal's cursor is on, drawn as a block; nil for no cursor.
    ///
    /// A cursor outside the frame is not drawn; one on the right half of a wide character covers
    /// the whole character, as a terminal shows it.
    public var cursor: Point?

    /// Creates options for a picture with an optional title bar and cursor.
    public init(title: String? = nil, cursor: Point? = nil) {
        self.title = title
        self.cursor = cursor
    }
}
