/// The character sets a program can designate into G0 and G1 (`ESC ( F`, `ESC ) F`).
package enum TerminalCharset: UInt8, Hashable, Sendable {
    /// US ASCII (`B`), and every set this terminal does not map, shown as ASCII.
    case ascii
    /// DEC Special Graphics (`0`): line drawing and a few symbols over `_` and `` ` ``…`~`.
    case decSpecialGraphics
    /// The United Kingdom set (`A`): ASCII with `#` shown as `£`.
    case british

    /// The set a designator final byte names; ASCII for those not supported.
    package init(designator: UInt8) {
        switch designator {
        case UInt8(ascii: "0"): self = .decSpecialGraphics
        case UInt8(ascii: "A"): self = .british
        default: self = .ascii
        }
    }

    /// The scalar shown for printable ASCII `byte` in this set.
    @inline(__always)
    package func map(_ byte: UInt8) -> Unicode.Scalar {
        switch self {
        case .ascii: return Unicode.Scalar(byte)
        case .british: return byte == UInt8(ascii: "#") ? "\u{00A3}" : Unicode.Scalar(byte)
        case .decSpecialGraphics: return DECSpecialGraphics.map(byte)
        }
    }
}

/// The DEC Special Graphics set as xterm shows it, with the arrows and block that the VT100's
/// `acsc` capability adds.
package enum DECSpecialGraphics {
    /// The scalars for `+` to `0` (`+ , - . /  0`); `/` is not in the set.
    private static let arrows: [Unicode.Scalar] = ["\u{2192}", "\u{2190}", "\u{2191}", "\u{2193}", "/", "\u{2588}"]

    /// The scalars for `_` (0x5F) to `~` (0x7E).
    private static let table: [Unicode.Scalar] = [
        " ",  // _ blank
        "\u{25C6}",  // ` diamond
        "\u{2592}",  // a checkerboard
        "\u{2409}",  // b HT
        "\u{240C}",  // c FF
        "\u{240D}",  // d CR
        "\u{240A}",  // e LF
        "\u{00B0}",  // f degree
        "\u{00B1}",  // g plus/minus
        "\u{2424}",  // h NL
        "\u{240B}",  // i VT
        "\u{2518}",  // j lower right corner
        "\u{2510}",  // k upper right corner
        "\u{250C}",  // l upper left corner
        "\u{2514}",  // m lower left corner
        "\u{253C}",  // n crossing lines
        "\u{23BA}",  // o scan line 1
        "\u{23BB}",  // p scan line 3
        "\u{2500}",  // q horizontal line
        "\u{23BC}",  // r scan line 7
        "\u{23BD}",  // s scan line 9
        "\u{251C}",  // t left tee
        "\u{2524}",  // u right tee
        "\u{2534}",  // v bottom tee
        "\u{252C}",  // w top tee
        "\u{2502}",  // x vertical line
        "\u{2264}",  // y less than or equal
        "\u{2265}",  // z greater than or equal
        "\u{03C0}",  // { pi
        "\u{2260}",  // | not equal
        "\u{00A3}",  // } pound
        "\u{00B7}",  // ~ centred dot
    ]

    /// The scalar shown for printable ASCII `byte`.
    package static func map(_ byte: UInt8) -> Unicode.Scalar {
        switch byte {
        case 0x5F...0x7E: return table[Int(byte - 0x5F)]
        case 0x2B...0x30: return arrows[Int(byte - 0x2B)]
        default: return Unicode.Scalar(byte)
        }
    }
}
