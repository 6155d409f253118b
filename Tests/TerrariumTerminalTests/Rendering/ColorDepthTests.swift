import TerrariumTesting
import Testing

@testable import TerrariumTerminal

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

    /// The 240 palette entries past the 16 system colours, which terminals let users change.
    static let entries = (16...255).map { Palette.rgb(ofIndexed: UInt8($0)) }

    /// The distance from `color` to its nearest entry by the palette's own metric, searched one
    /// entry at a time.
    static func bruteForceNearestDistance(_ color: Palette.RGB) -> Int {
        var best = Int.max
        for entry in entries { best = min(best, Palette.distance(color, entry)) }
        return best
    }

    @Test func downgradeTo256ColoursPicksTheNearestEntryOfCubeAndGreyRamp() {
        var colors: [Palette.RGB] = []
        let lattice = Array(stride(from: 0, through: 255, by: 5)).map(UInt8.init)
        for r in lattice {
            for g in lattice {
                for b in lattice { colors.append((r, g, b)) }
            }
        }
        // Near-greys, where the cube and the ramp compete most.
        for level in 0...255 {
            for offset in -6...6 {
                let shifted = UInt8(clamping: level + offset)
                colors += [
                    (UInt8(level), UInt8(level), shifted), (UInt8(level), shifted, UInt8(level)),
                    (shifted, UInt8(level), UInt8(level)),
                ]
            }
        }
        var rng = SplitMix64(seed: 256)
        for _ in 0..<50_000 {
            let value = rng.next()
            colors.append(
                (
                    UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
                    UInt8(truncatingIfNeeded: value >> 16)
                ))
        }
        var wrong: [String] = []
        for color in colors {
            guard case .indexed(let index) = ColorDepth.indexed256.downgrade(.rgb(color.r, color.g, color.b)),
                index >= 16
            else {
                wrong.append("\(color): not a palette entry past the system colours")
                continue
            }
            let found = Palette.distance(color, Palette.rgb(ofIndexed: index))
            let best = Self.bruteForceNearestDistance(color)
            if found != best { wrong.append("\(color) → \(index) at \(found), nearest at \(best)") }
        }
        let allNearest = wrong.isEmpty
        #expect(allNearest, "\(wrong.count) of \(colors.count): \(wrong.prefix(5))")
    }
}
