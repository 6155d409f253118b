/// Pixels in rows from the top, each four bytes of red, green, blue and alpha (not premultiplied).
public struct Bitmap: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: each row from the left, rows from the top.
    public private(set) var pixels: [UInt8]

    /// A bitmap of `pixels`, or nil when their count is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
            (width * height).multipliedReportingOverflow(by: 4) == (pixels.count, false)
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of one colour; an empty one when a side is negative or the size overflows.
    public init(width: Int, height: Int, filledWith color: RGBA) {
        let (area, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        // At most 2²⁸ pixels (1 GiB), as many as a decoded PNG may have.
        let fits = !overflow && area <= 1 << 28
        self.width = fits ? max(0, width) : 0
        self.height = fits ? max(0, height) : 0
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in 0..<(self.width * self.height) { store(color, at: index * 4) }
    }

    /// The pixel at column `x` and row `y`; transparent black outside the bitmap.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
            let at = (y * width + x) * 4
            return RGBA(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: pixels[at + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            store(newValue, at: (y * width + x) * 4)
        }
    }

    private mutating func store(_ color: RGBA, at index: Int) {
        pixels[index] = color.red
        pixels[index + 1] = color.green
        pixels[index + 2] = color.blue
        pixels[index + 3] = color.alpha
    }
}

/// One pixel's red, green, blue and alpha, 0…255 each.
public struct RGBA: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// The opacity: 0 is transparent, 255 opaque.
    public var alpha: UInt8

    /// A pixel of the given channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
