/// The on/off text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt16

    /// Creates attributes from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold, or increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim, or decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4), in the ``Style/underlineStyle`` of the style.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Blinking (SGR 5).
    public static let blink = TextAttributes(rawValue: 1 << 4)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 5)
    /// Crossed out (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 6)
    /// Concealed (SGR 8): the terminal shows blanks where the text is.
    public static let hidden = TextAttributes(rawValue: 1 << 7)
    /// A line over the text (SGR 53).
    public static let overline = TextAttributes(rawValue: 1 << 8)
}
