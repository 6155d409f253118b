extension Bitmap {
    /// The bitmap resampled to `width` by `height`: each new pixel is the average of the source
    /// pixels its area covers, weighted by their opacity, so a shrunk photo keeps its colours and
    /// transparent pixels do not darken their neighbours; an enlarged one repeats pixels.
    public func scaled(width newWidth: Int, height newHeight: Int) -> Bitmap {
        let targetWidth = max(0, newWidth)
        let targetHeight = max(0, newHeight)
        guard width > 0, height > 0, targetWidth > 0, targetHeight > 0 else {
            return Bitmap(
                width: targetWidth, height: targetHeight, filledWith: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        }
        if targetWidth == width, targetHeight == height { return self }
        // A size no memory holds is refused as the decoder refuses it: an empty bitmap.
        let (area, overflow) = targetWidth.multipliedReportingOverflow(by: targetHeight)
        guard !overflow, area <= 1 << 28 else {
            return Bitmap(width: 0, height: 0, filledWith: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        }
        let columns = Self.spans(from: width, to: targetWidth)
        let rows = Self.spans(from: height, to: targetHeight)
        var out = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for (row, rowSpan) in rows.enumerated() {
            for (column, columnSpan) in columns.enumerated() {
                var red = 0
                var green = 0
                var blue = 0
                var alpha = 0
                for y in rowSpan {
                    var at = (y * width + columnSpan.lowerBound) * 4
                    for _ in columnSpan {
                        let weight = Int(pixels[at + 3])
                        red += Int(pixels[at]) * weight
                        green += Int(pixels[at + 1]) * weight
                        blue += Int(pixels[at + 2]) * weight
                        alpha += weight
                        at += 4
                    }
                }
                let count = rowSpan.count * columnSpan.count
                let at = (row * targetWidth + column) * 4
                if alpha > 0 {
                    out[at] = UInt8(red / alpha)
                    out[at + 1] = UInt8(green / alpha)
                    out[at + 2] = UInt8(blue / alpha)
                }
                out[at + 3] = UInt8(alpha / count)
            }
        }
        return Bitmap(width: targetWidth, height: targetHeight, pixels: out)
            ?? Bitmap(width: 0, height: 0, filledWith: RGBA(red: 0, green: 0, blue: 0))
    }

    /// The source indices each of `target` pixels averages, at least one each.
    private static func spans(from source: Int, to target: Int) -> [Range<Int>] {
        (0..<target).map { index in
            let start = min(source - 1, index * source / target)
            let end = max(start + 1, min(source, (index + 1) * source / target))
            return start..<end
        }
    }
}

extension Bitmap {
    /// The bitmap resampled to `width` by `height` by taking, for each new pixel, the source pixel
    /// under its centre: hard edges kept, as pixel art wants.
    public func scaledToNearestPixel(width newWidth: Int, height newHeight: Int) -> Bitmap {
        let targetWidth = max(0, newWidth)
        let targetHeight = max(0, newHeight)
        var out = Bitmap(
            width: targetWidth, height: targetHeight, filledWith: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        guard width > 0, height > 0 else { return out }
        for y in 0..<out.height {
            let sourceY = min(height - 1, (2 * y + 1) * height / (2 * out.height))
            for x in 0..<out.width {
                out[x, y] = self[min(width - 1, (2 * x + 1) * width / (2 * out.width)), sourceY]
            }
        }
        return out
    }
}
