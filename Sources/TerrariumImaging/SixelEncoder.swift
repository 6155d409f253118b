public import TerrariumTerminal

/// Encodes a bitmap as sixels (DEC's `DCS q … ST`), for terminals that draw them: a palette of at
/// most 256 colours, six rows to a band, runs of one column compressed with `!`.
///
/// An image of 256 colours or fewer keeps them exactly; a richer one is quantised to 3-3-2 bits
/// of red, green and blue. Pixels less than half opaque are left out, and the introducer's second
/// parameter (1) keeps the terminal from painting them, so the background shows through.
public enum SixelEncoder {
    /// The sixel sequence of `bitmap`, drawn from the cursor's cell.
    public static func encode(_ bitmap: Bitmap) -> EscapeSequence {
        let (indices, palette) = quantise(bitmap)
        var out: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;\(bitmap.width);\(bitmap.height)".utf8)
        for (index, color) in palette.enumerated() {
            let percent = { (channel: UInt8) in Int(channel) * 100 / 255 }
            out.append(
                contentsOf: "#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        // Each colour's sixels across the band, found in one pass over its pixels rather than
        // one pass a colour: a photo's band uses most of the 256.
        let width = bitmap.width
        var masks = [UInt8](repeating: 0, count: palette.count * width)
        var used = [Bool](repeating: false, count: palette.count)
        for band in stride(from: 0, to: bitmap.height, by: 6) {
            let rows = min(6, bitmap.height - band)
            for row in 0..<rows {
                let start = (band + row) * width
                for x in 0..<width {
                    let color = indices[start + x]
                    guard color >= 0 else { continue }
                    masks[color * width + x] |= 1 << UInt8(row)
                    used[color] = true
                }
            }
            var first = true
            for color in 0..<palette.count where used[color] {
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out.append(contentsOf: "#\(color)".utf8)
                appendRuns(masks[(color * width)..<((color + 1) * width)], to: &out)
                for x in (color * width)..<((color + 1) * width) { masks[x] = 0 }
                used[color] = false
            }
            out.append(UInt8(ascii: "-"))
        }
        out.append(contentsOf: "\u{1B}\\".utf8)
        return EscapeSequence(bytes: out)
    }

    /// Each pixel's palette index (−1 for a transparent one) and the palette.
    static func quantise(_ bitmap: Bitmap) -> (indices: [Int], palette: [RGBA]) {
        let count = bitmap.width * bitmap.height
        var exact: [UInt32: Int] = [:]
        var palette: [RGBA] = []
        var indices = [Int](repeating: -1, count: count)
        let pixels = bitmap.pixels
        var fits = true
        for index in 0..<count where pixels[index * 4 + 3] >= 128 {
            let key =
                UInt32(pixels[index * 4]) << 16 | UInt32(pixels[index * 4 + 1]) << 8 | UInt32(pixels[index * 4 + 2])
            if let known = exact[key] {
                indices[index] = known
                continue
            }
            guard palette.count < 256 else {
                fits = false
                break
            }
            exact[key] = palette.count
            indices[index] = palette.count
            palette.append(RGBA(red: pixels[index * 4], green: pixels[index * 4 + 1], blue: pixels[index * 4 + 2]))
        }
        if fits { return (indices, palette) }
        // Too many colours: 3 bits of red and green, 2 of blue, each level spread over 0…255.
        var levels = [Int](repeating: -1, count: 256)
        palette = []
        indices = [Int](repeating: -1, count: count)
        for index in 0..<count where pixels[index * 4 + 3] >= 128 {
            let key =
                Int(pixels[index * 4] >> 5) << 5 | Int(pixels[index * 4 + 1] >> 5) << 2
                | Int(pixels[index * 4 + 2] >> 6)
            if levels[key] >= 0 {
                indices[index] = levels[key]
                continue
            }
            levels[key] = palette.count
            indices[index] = palette.count
            palette.append(
                RGBA(
                    red: UInt8((key >> 5) * 255 / 7), green: UInt8((key >> 2 & 7) * 255 / 7),
                    blue: UInt8((key & 3) * 255 / 3)))
        }
        return (indices, palette)
    }

    /// One colour's row of sixels, a run of four or more of the same written `!count` and the sixel.
    private static func appendRuns(_ masks: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var x = masks.startIndex
        while x < masks.endIndex {
            var end = x + 1
            while end < masks.endIndex, masks[end] == masks[x] { end += 1 }
            let run = end - x
            let sixel = 63 + masks[x]
            if run >= 4 {
                out.append(contentsOf: "!\(run)".utf8)
                out.append(sixel)
            } else {
                out.append(contentsOf: repeatElement(sixel, count: run))
            }
            x = end
        }
    }
}
