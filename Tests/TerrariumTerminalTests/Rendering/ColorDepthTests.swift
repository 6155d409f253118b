import TerrariumTerminal
import Testing

@Suite struct ColorDepthTests {
    @Test(arguments: [
        (Color.rgb(255, 0, 0), Color.indexed(196)),
        (.rgb(0, 0, 0), .indexed(16)),
        (.rgb(255, 255, 255), .indexed(231)),
        (.rgb(128, 128, 128), .indexed(244)),
        (.rgb(95, 135, 175), .indexed(67)),
        (.indexed(200), .indexed(200)),
        (.indexed(9), .ansi(9)),
        (.ansi(3), .ansi(3)),
        (.default, .default),
    ])
    func downgradeTo256Colours(color: Color, expected: Color) {
        #expect(ColorDepth.indexed256.downgrade(color) == expected)
    }

    @Test(arguments: [
        (Color.rgb(255, 0, 0), Color.ansi(9)),
        (.rgb(200, 0, 0), .ansi(1)),
        (.rgb(0, 0, 0), .ansi(0)),
        (.rgb(250, 250, 250), .ansi(15)),
        (.indexed(196), .ansi(9)),
        (.indexed(244), .ansi(8)),
        (.indexed(4), .ansi(4)),
    ])
    func downgradeTo16Colours(color: Color, expected: Color) {
        #expect(ColorDepth.ansi16.downgrade(color) == expected)
    }

    @Test func monochromeDropsEveryColourAndTrueColourKeepsThem() {
        for color in [Color.red, .indexed(100), .rgb(1, 2, 3), .default] {
            #expect(ColorDepth.monochrome.downgrade(color) == .default)
            #expect(ColorDepth.trueColor.downgrade(color) == (color == .indexed(100) ? .indexed(100) : color))
        }
    }

    @Test func everyPaletteEntrySurvivesTheRoundTripThrough256() {
        // A 256-palette colour given as RGB maps back to a palette entry with the same RGB value.
        for index in 16...255 {
            let downgraded = ColorDepth.indexed256.downgrade(.indexed(UInt8(index)))
            #expect(downgraded == .indexed(UInt8(index)))
        }
    }
}
