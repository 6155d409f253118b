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
    private static let ansi = [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
    ]

    /// `color` as `#rrggbb`; nil for the terminal's default colour.
    ///
    /// The 16 ANSI colours come from the theme above; the other palette entries and 24-bit
    /// colours are xterm's, as `Color.rgbComponents` gives them.
    package static func hex(_ color: Color) -> String? {
        switch color {
        case .ansi(let n): return ansi[Int(n & 0x0F)]
        case .indexed(let n) where n < 16: return ansi[Int(n)]
        default: return color.rgbComponents.map { StyleDescription.describe(.rgb($0.red, $0.green, $0.blue)) }
        }
    }
}
