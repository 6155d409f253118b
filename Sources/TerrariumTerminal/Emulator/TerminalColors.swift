/// The default foreground and background colours of a terminal, as 8-bit RGB.
///
/// A pane answers its program's OSC 10 and OSC 11 queries with these, so a program such as vim
/// picks colours for the terminal the user really has.
public struct TerminalColors: Hashable, Sendable {
    /// One colour, 8 bits a channel.
    public struct RGB: Hashable, Sendable {
        /// Red, 0–255.
        public var red: UInt8
        /// Green, 0–255.
        public var green: UInt8
        /// Blue, 0–255.
        public var blue: UInt8

        /// A colour of the given channels.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The `rgb:rrrr/gggg/bbbb` form of OSC 10 and 11 answers, each channel repeated to 16 bits
        /// as xterm writes them.
        var xParseColor: String {
            [red, green, blue].map { channel in
                let digits = String(channel, radix: 16)
                let byte = digits.count == 1 ? "0" + digits : digits
                return byte + byte
            }.joined(separator: "/")
        }
    }

    /// The colour of text in the default style.
    public var foreground: RGB
    /// The colour behind text in the default style.
    public var background: RGB

    /// Colours of `foreground` on `background`.
    public init(foreground: RGB, background: RGB) {
        self.foreground = foreground
        self.background = background
    }

    /// White on black: what a pane answers when the real terminal's colours are not known.
    public static let whiteOnBlack = TerminalColors(
        foreground: RGB(red: 255, green: 255, blue: 255), background: RGB(red: 0, green: 0, blue: 0))
}
