/// How many colours a terminal can show, from none to 24-bit.
public enum ColorDepth: Int, Comparable, Hashable, Sendable, CaseIterable {
    /// No colour at all: `NO_COLOR`, `TERM=dumb`. Text attributes still apply.
    case monochrome = 0
    /// The 16 ANSI colours.
    case ansi16 = 1
    /// The xterm 256-colour palette.
    case indexed256 = 2
    /// 24-bit RGB.
    case trueColor = 3

    /// Orders depths from fewest to most colours.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `color` as this depth can show it: the nearest palette entry, or the default colour.
    public func downgrade(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default): return .default
        case (.monochrome, _): return .default
        case (_, .ansi(let n)): return .ansi(n & 0x0F)
        case (_, .indexed(let n)) where n < 16: return .ansi(n)
        case (.ansi16, .indexed(let n)): return .ansi(Palette.nearestANSI(to: Palette.rgb(ofIndexed: n)))
        case (.indexed256, .indexed), (.trueColor, .indexed): return color
        case (.ansi16, .rgb(let r, let g, let b)): return .ansi(Palette.nearestANSI(to: (r, g, b)))
        case (.indexed256, .rgb(let r, let g, let b)): return Palette.nearestIndexed(to: (r, g, b))
        case (.trueColor, .rgb): return color
        }
    }
}

extension Color {
    /// The colour's red, green and blue in xterm's palette; nil for the terminal's default colour.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        let rgb: Palette.RGB
        switch self {
        case .default: return nil
        case .ansi(let n): rgb = Palette.rgb(ofIndexed: n & 0x0F)
        case .indexed(let n): rgb = Palette.rgb(ofIndexed: n)
        case .rgb(let r, let g, let b): rgb = (r, g, b)
        }
        return (rgb.r, rgb.g, rgb.b)
    }
}

/// The xterm palette, used to find the nearest colour a shallower depth can show.
enum Palette {
    typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    /// xterm's default values for the 16 ANSI colours.
    static let ansi: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six channel levels of the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a 256-palette index.
    static func rgb(ofIndexed index: UInt8) -> RGB {
        let n = Int(index)
        if n < 16 { return ansi[n] }
        if n < 232 {
            let c = n - 16
            return (UInt8(cubeLevels[c / 36]), UInt8(cubeLevels[(c / 6) % 6]), UInt8(cubeLevels[c % 6]))
        }
        let level = UInt8(8 + (n - 232) * 10)
        return (level, level, level)
    }

    /// The index of the nearest of the 16 ANSI colours.
    static func nearestANSI(to color: RGB) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansi.enumerated() {
            let d = distance(color, candidate)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    /// The nearest entry of the colour cube or the grey ramp by ``distance(_:_:)``.
    ///
    /// The metric weighs each channel on its own, so the nearest cube entry takes the nearest
    /// level in each channel. Along the grey ramp the distance is a parabola whose lowest point
    /// is the channels' mean weighted as the metric weighs them, so the nearest grey is the one
    /// closest to that mean, not to the plain average.
    static func nearestIndexed(to color: RGB) -> Color {
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(level - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(color.r), nearestLevel(color.g), nearestLevel(color.b))
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        // Grey k is 8 + 10k in every channel; nine times the weighted mean is compared with nine
        // times each grey, rounding halves down, in whole numbers.
        let weightedSum = redWeight * Int(color.r) + greenWeight * Int(color.g) + blueWeight * Int(color.b)
        let weightTotal = redWeight + greenWeight + blueWeight
        let fromFirstGrey = max(0, weightedSum - 8 * weightTotal)
        let greyStep = min(23, (fromFirstGrey + 5 * weightTotal - 1) / (10 * weightTotal))
        let greyIndex = 232 + greyStep
        let cubeDistance = distance(color, rgb(ofIndexed: UInt8(cubeIndex)))
        let greyDistance = distance(color, rgb(ofIndexed: UInt8(greyIndex)))
        return .indexed(UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex))
    }

    /// The weights of the red, green and blue channels in ``distance(_:_:)``.
    static let (redWeight, greenWeight, blueWeight) = (2, 4, 3)

    /// Squared distance, weighted towards green as the eye is.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r)
        let dg = Int(a.g) - Int(b.g)
        let db = Int(a.b) - Int(b.b)
        return redWeight * dr * dr + greenWeight * dg * dg + blueWeight * db * db
    }
}
