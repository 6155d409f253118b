import TerrariumTerminal
import Testing

/// A style keeps each colour exactly as set, and two styles are equal only when every colour
/// and attribute is.
@Suite struct StyleTests {
    /// Every kind of colour, with the edges of each kind's values.
    static let colors: [Color] = [
        .default, .ansi(0), .ansi(15), .ansi(255), .indexed(0), .indexed(16), .indexed(255), .rgb(0, 0, 0),
        .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(255, 0, 128),
    ]

    @Test(arguments: colors) func everyColourIsKeptAsSetInEachPlace(color: Color) {
        var style = Style(foreground: color, background: color, underlineColor: color)
        #expect(style.foreground == color)
        #expect(style.background == color)
        #expect(style.underlineColor == color)
        style.foreground = .default
        #expect(style.foreground == .default)
        #expect(style.background == color)
    }

    @Test func stylesDifferWhenAnyColourDiffers() {
        for (first, a) in Self.colors.enumerated() {
            for (second, b) in Self.colors.enumerated() {
                let same = first == second
                #expect((Style(foreground: a) == Style(foreground: b)) == same, "\(a) \(b)")
                #expect((Style(background: a) == Style(background: b)) == same, "\(a) \(b)")
                #expect((Style(underlineColor: a) == Style(underlineColor: b)) == same, "\(a) \(b)")
            }
        }
        // Hashing agrees: a set keeps one style per colour.
        #expect(Set(Self.colors.map { Style(foreground: $0) }).count == Self.colors.count)
        #expect(
            Set(Self.colors.map { Style(background: $0) } + Self.colors.map { Style(background: $0) }).count
                == Self.colors.count)
        // The same colour in another place is another style.
        #expect(Style(foreground: .red) != Style(background: .red))
        #expect(Style(foreground: .red) != Style(foreground: .red, attributes: .bold))
    }
}
