/// How a cell is painted: colours, text attributes and an optional hyperlink.
public struct Style: Hashable, Sendable {
    /// The colour of the glyph.
    public var foreground: Color
    /// The colour behind the glyph.
    public var background: Color
    /// Bold, italic, underline and the other on/off attributes.
    public var attributes: TextAttributes
    /// A link the terminal can open, emitted as OSC 8.
    public var hyperlink: Hyperlink?

    /// Creates a style; every part defaults to the terminal's plain text.
    public init(
        foreground: Color = .default,
        background: Color = .default,
        attributes: TextAttributes = [],
        hyperlink: Hyperlink? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.hyperlink = hyperlink
    }

    /// The terminal's plain text: default colours, no attributes, no link.
    public static let plain = Style()
}
