/// A terminal colour: the terminal's default, one of the 16 ANSI colours, an entry of the
/// 256-colour palette, or a 24-bit RGB value.
///
/// The renderer downgrades colours the terminal cannot show (see ``ColorDepth``), so views can
/// always ask for the colour they mean.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 ANSI colours, 0–7 normal and 8–15 bright (values above 15 wrap).
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black (0).
    public static let black = Color.ansi(0)
    /// ANSI red (1).
    public static let red = Color.ansi(1)
    /// ANSI green (2).
    public static let green = Color.ansi(2)
    /// ANSI yellow (3).
    public static let yellow = Color.ansi(3)
    /// ANSI blue (4).
    public static let blue = Color.ansi(4)
    /// ANSI magenta (5).
    public static let magenta = Color.ansi(5)
    /// ANSI cyan (6).
    public static let cyan = Color.ansi(6)
    /// ANSI white (7), usually light grey.
    public static let white = Color.ansi(7)
    /// ANSI bright black (8), usually dark grey.
    public static let brightBlack = Color.ansi(8)
    /// ANSI bright red (9).
    public static let brightRed = Color.ansi(9)
    /// ANSI bright green (10).
    public static let brightGreen = Color.ansi(10)
    /// ANSI bright yellow (11).
    public static let brightYellow = Color.ansi(11)
    /// ANSI bright blue (12).
    public static let brightBlue = Color.ansi(12)
    /// ANSI bright magenta (13).
    public static let brightMagenta = Color.ansi(13)
    /// ANSI bright cyan (14).
    public static let brightCyan = Color.ansi(14)
    /// ANSI bright white (15).
    public static let brightWhite = Color.ansi(15)
}

extension Color {
    /// The colour as one number: its kind in the top byte (0 default, 1 ANSI, 2 indexed, 3 RGB)
    /// and its value in the low three.
    package var packed: UInt32 {
        switch self {
        case .default: 0
        case .ansi(let number): 1 << 24 | UInt32(number)
        case .indexed(let number): 2 << 24 | UInt32(number)
        case .rgb(let red, let green, let blue): 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// The colour `packed` names, as ``packed`` makes it.
    package init(packed: UInt32) {
        let byte = { (shift: UInt32) in UInt8(truncatingIfNeeded: packed >> shift) }
        switch packed >> 24 {
        case 1: self = .ansi(byte(0))
        case 2: self = .indexed(byte(0))
        case 3: self = .rgb(byte(16), byte(8), byte(0))
        default: self = .default
        }
    }
}
