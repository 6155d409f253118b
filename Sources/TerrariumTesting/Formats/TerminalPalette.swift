package import TerrariumTerminal

/// The colours of the terminal that pictures of frames show, as `#rrggbb`.
///
/// A fixed dark theme, so a picture looks the same wherever it is opened: the 16 ANSI colours
/// are a palette of their own, the rest of the 256-colour palette is computed as xterm does
/// (a 6×6×6 cube, then 24 greys), and 24-bit colours are used as they are.
package enum TerminalPalette {
    /// The terminal's default text colour.
    package static let defaultForeground = "#d4d4d4"
    /// The terminal's default background, which is also the window's.
    package static let defaultBackground = "#1e1e1e"

    /// The 16 ANSI colours: black, red, green, yellow, blue, magenta, cyan, white, then their
    /// bright forms.
    package static let ansi = [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
    ]

    /// The six channel levels of the colour cube (indexes 16–231).
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// `color` as `#rrggbb`; nil for the terminal's default colour.
    package static func hex(_ color: Color) -> String? {
        switch color {
        case .default: return nil
        case .ansi(let n): return ansi[Int(n & 0x0F)]
        case .indexed(let n): return hex(indexed: n)
        case .rgb(let r, let g, let b): return hex(r, g, b)
        }
    }

    /// An entry of the 256-colour palette as `#rrggbb`.
    private static func hex(indexed index: UInt8) -> String {
        let n = Int(index)
        if n < 16 { return ansi[n] }
        if n < 232 {
            let cube = n - 16
            return hex(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
        let level = UInt8(8 + (n - 232) * 10)
        return hex(level, level, level)
    }

    /// Three channels as `#rrggbb`, lowercase.
    package static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0x0F)])
        }
        return text
    }
}
