/// Turns a PNG's decompressed rows into RGBA: undoes each row's filter, reads its samples at
/// their depth, looks up palettes and applies `tRNS`, and places interlaced passes.
struct PNGPixels {
    let header: PNGHeader
    let palette: [RGBA]
    let transparency: [UInt8]?

    /// The image of `raw`, whose size the caller checked against `header.rawByteCount`.
    func bitmap(from raw: [UInt8]) throws(ImageDecodingError) -> Bitmap {
        var out = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var at = 0
        for pass in header.passes where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for passRow in 0..<pass.height {
                let filter = raw[at]
                for index in 0..<rowBytes { row[index] = raw[at + 1 + index] }
                try Self.unfilter(&row, previous: previous, filter: filter, stride: header.filterStride)
                at += 1 + rowBytes
                let y = pass.y + passRow * pass.dy
                for column in 0..<pass.width {
                    let pixel = try color(row, column)
                    let target = (y * header.width + pass.x + column * pass.dx) * 4
                    out[target] = pixel.red
                    out[target + 1] = pixel.green
                    out[target + 2] = pixel.blue
                    out[target + 3] = pixel.alpha
                }
                swap(&row, &previous)
            }
        }
        guard let bitmap = Bitmap(width: header.width, height: header.height, pixels: out) else {
            throw .corrupt("a size")
        }
        return bitmap
    }

    /// Undoes one of the five filters in place, given the unfiltered row above.
    static func unfilter(
        _ row: inout [UInt8], previous: [UInt8], filter: UInt8, stride: Int
    ) throws(ImageDecodingError) {
        switch filter {
        case 0: break
        case 1:
            for index in stride..<max(stride, row.count) { row[index] &+= row[index - stride] }
        case 2:
            for index in row.indices { row[index] &+= previous[index] }
        case 3:
            for index in row.indices {
                let left = index >= stride ? Int(row[index - stride]) : 0
                row[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in row.indices {
                let left = index >= stride ? Int(row[index - stride]) : 0
                let upperLeft = index >= stride ? Int(previous[index - stride]) : 0
                row[index] &+= UInt8(paeth(left, Int(previous[index]), upperLeft))
            }
        default: throw .corrupt("a filter type beyond 4")
        }
    }

    /// The Paeth predictor: whichever neighbour is nearest to left + above − upper left.
    static func paeth(_ left: Int, _ above: Int, _ upperLeft: Int) -> Int {
        let estimate = left + above - upperLeft
        let toLeft = abs(estimate - left)
        let toAbove = abs(estimate - above)
        let toUpperLeft = abs(estimate - upperLeft)
        if toLeft <= toAbove, toLeft <= toUpperLeft { return left }
        return toAbove <= toUpperLeft ? above : upperLeft
    }

    /// The sample `index` of `row` at the header's depth, unscaled.
    private func sample(_ row: [UInt8], _ index: Int) -> Int {
        switch header.bitDepth {
        case 8: return Int(row[index])
        case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
        default:
            let depth = header.bitDepth
            let bit = index * depth
            let shift = 8 - depth - bit % 8
            return Int(row[bit / 8] >> UInt8(shift)) & ((1 << depth) - 1)
        }
    }

    /// A sample scaled to eight bits: low depths stretched to the full range, 16 bits' high byte.
    private func eightBit(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: UInt8(value >> 8)
        case 8: UInt8(value)
        default: UInt8(value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    /// The `tRNS` sample `index` for grey and truecolour images: a 16-bit number per channel.
    private func transparentSample(_ index: Int) -> Int? {
        guard let transparency, transparency.count >= index * 2 + 2 else { return nil }
        return Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
    }

    /// The colour of pixel `column` of an unfiltered `row`.
    private func color(_ row: [UInt8], _ column: Int) throws(ImageDecodingError) -> RGBA {
        let channels = header.channels
        let first = column * channels
        switch header.colorType {
        case 0:
            let gray = sample(row, first)
            let value = eightBit(gray)
            return RGBA(red: value, green: value, blue: value, alpha: transparentSample(0) == gray ? 0 : 255)
        case 2:
            let (red, green, blue) = (sample(row, first), sample(row, first + 1), sample(row, first + 2))
            let clear = transparentSample(0) == red && transparentSample(1) == green && transparentSample(2) == blue
            return RGBA(red: eightBit(red), green: eightBit(green), blue: eightBit(blue), alpha: clear ? 0 : 255)
        case 3:
            let index = sample(row, first)
            guard index < palette.count else { throw .corrupt("a palette index beyond the palette") }
            var pixel = palette[index]
            if let transparency, index < transparency.count { pixel.alpha = transparency[index] }
            return pixel
        case 4:
            let value = eightBit(sample(row, first))
            return RGBA(red: value, green: value, blue: value, alpha: eightBit(sample(row, first + 1)))
        default:
            return RGBA(
                red: eightBit(sample(row, first)), green: eightBit(sample(row, first + 1)),
                blue: eightBit(sample(row, first + 2)), alpha: eightBit(sample(row, first + 3)))
        }
    }
}
