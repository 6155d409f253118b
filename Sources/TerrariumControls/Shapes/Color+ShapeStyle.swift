public import TerrariumCore

// SwiftUI's named colours that the 16 ANSI colours lack, as 24-bit colours from Apple's dark
// palette: the renderer lowers them to the nearest colour the terminal has.
extension Color {
    /// Gray, as SwiftUI names it.
    public static let gray = Color.rgb(142, 142, 147)
    /// Orange, as SwiftUI names it.
    public static let orange = Color.rgb(255, 159, 10)
    /// Purple, as SwiftUI names it.
    public static let purple = Color.rgb(191, 90, 242)
    /// Pink, as SwiftUI names it.
    public static let pink = Color.rgb(255, 55, 95)
    /// Brown, as SwiftUI names it.
    public static let brown = Color.rgb(172, 142, 104)
    /// Mint, as SwiftUI names it.
    public static let mint = Color.rgb(102, 212, 207)
    /// Teal, as SwiftUI names it.
    public static let teal = Color.rgb(64, 200, 224)
    /// Indigo, as SwiftUI names it.
    public static let indigo = Color.rgb(94, 92, 230)
}

// The colours as shape styles, so `fill(.blue)` and `foregroundStyle(.red)` find them.
extension ShapeStyle where Self == Color {
    /// ANSI black (0).
    public static var black: Color { Color.ansi(0) }
    /// ANSI red (1).
    public static var red: Color { Color.ansi(1) }
    /// ANSI green (2).
    public static var green: Color { Color.ansi(2) }
    /// ANSI yellow (3).
    public static var yellow: Color { Color.ansi(3) }
    /// ANSI blue (4).
    public static var blue: Color { Color.ansi(4) }
    /// ANSI magenta (5).
    public static var magenta: Color { Color.ansi(5) }
    /// ANSI cyan (6).
    public static var cyan: Color { Color.ansi(6) }
    /// ANSI white (7).
    public static var white: Color { Color.ansi(7) }
    /// ANSI bright black (8).
    public static var brightBlack: Color { Color.ansi(8) }
    /// ANSI bright red (9).
    public static var brightRed: Color { Color.ansi(9) }
    /// ANSI bright green (10).
    public static var brightGreen: Color { Color.ansi(10) }
    /// ANSI bright yellow (11).
    public static var brightYellow: Color { Color.ansi(11) }
    /// ANSI bright blue (12).
    public static var brightBlue: Color { Color.ansi(12) }
    /// ANSI bright magenta (13).
    public static var brightMagenta: Color { Color.ansi(13) }
    /// ANSI bright cyan (14).
    public static var brightCyan: Color { Color.ansi(14) }
    /// ANSI bright white (15).
    public static var brightWhite: Color { Color.ansi(15) }
    /// Gray, as SwiftUI names it.
    public static var gray: Color { Color.rgb(142, 142, 147) }
    /// Orange, as SwiftUI names it.
    public static var orange: Color { Color.rgb(255, 159, 10) }
    /// Purple, as SwiftUI names it.
    public static var purple: Color { Color.rgb(191, 90, 242) }
    /// Pink, as SwiftUI names it.
    public static var pink: Color { Color.rgb(255, 55, 95) }
    /// Brown, as SwiftUI names it.
    public static var brown: Color { Color.rgb(172, 142, 104) }
    /// Mint, as SwiftUI names it.
    public static var mint: Color { Color.rgb(102, 212, 207) }
    /// Teal, as SwiftUI names it.
    public static var teal: Color { Color.rgb(64, 200, 224) }
    /// Indigo, as SwiftUI names it.
    public static var indigo: Color { Color.rgb(94, 92, 230) }
}
