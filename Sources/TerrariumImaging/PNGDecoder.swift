/// Decodes a PNG file into a ``Bitmap``: every colour type and bit depth (1 to 16), palettes
/// and `tRNS` transparency, the five filters and Adam7 interlacing.
///
/// Nothing in the file is trusted: each chunk's length is checked against the bytes left and its
/// CRC against its contents, the header's fields against the specification, the size against
/// ``maximumPixelCount``, and the compressed data may not expand beyond what the header says the
/// rows hold. Anything wrong throws an ``ImageDecodingError``. Ancillary chunks other than
/// `tRNS` (gamma, colour profiles, text) are ignored.
public struct PNGDecoder: Sendable {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The most pixels an image may have: by default 64 Mi, 256 MB as RGBA.
    public var maximumPixelCount: Int
    /// The most pixels a side may have.
    public var maximumSide: Int

    /// A decoder with the given limits.
    public init(maximumPixelCount: Int = 64 * 1024 * 1024, maximumSide: Int = 32768) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumSide = maximumSide
    }

    /// Whether `bytes` start with PNG's signature.
    public static func recognizes(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: signature)
    }

    /// The image in `bytes`.
    public func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> Bitmap {
        guard Self.recognizes(bytes) else { throw bytes.count < 8 ? .truncated : .unsupportedFormat }
        var header: PNGHeader?
        var palette: [RGBA] = []
        var transparency: [UInt8]?
        var data: [UInt8] = []
        var at = 8
        var ended = false
        while !ended {
            guard bytes.count - at >= 12 else { throw .truncated }
            let length = Self.number(bytes, at)
            guard length <= 0x7FFF_FFFF else { throw .corrupt("a chunk longer than 2³¹−1 bytes") }
            guard bytes.count - at - 12 >= length else { throw .truncated }
            let type = bytes[(at + 4)..<(at + 8)]
            let body = bytes[(at + 8)..<(at + 8 + length)]
            let crc = UInt32(Self.number(bytes, at + 8 + length))
            guard CRC32.checksum(bytes[(at + 4)..<(at + 8 + length)]) == crc else { throw .checksumMismatch }
            at += 12 + length
            let name = String(decoding: type, as: UTF8.self)
            if header == nil, name != "IHDR" { throw .corrupt("a chunk before IHDR") }
            switch name {
            case "IHDR":
                guard header == nil else { throw .corrupt("a second IHDR") }
                header = try PNGHeader(Array(body), limits: self)
            case "PLTE":
                guard body.count % 3 == 0, (3...768).contains(body.count) else { throw .corrupt("a palette's length") }
                palette = stride(from: body.startIndex, to: body.endIndex, by: 3).map {
                    RGBA(red: body[$0], green: body[$0 + 1], blue: body[$0 + 2])
                }
            case "tRNS": transparency = Array(body)
            case "IDAT": data.append(contentsOf: body)
            case "IEND": ended = true
            default:
                // A critical chunk (upper-case first letter) we do not know changes how the
                // image reads, so it cannot be skipped.
                guard let first = type.first, first & 0x20 != 0 else { throw .corrupt("an unknown critical chunk") }
            }
        }
        guard let header else { throw .corrupt("no IHDR") }
        guard !data.isEmpty else { throw .corrupt("no IDAT") }
        if header.colorType == 3, palette.isEmpty { throw .corrupt("an indexed image without a palette") }
        let raw = try Zlib.decompress(data, limit: header.rawByteCount)
        guard raw.count == header.rawByteCount else { throw .truncated }
        let pixels = PNGPixels(header: header, palette: palette, transparency: transparency)
        return try pixels.bitmap(from: raw)
    }

    /// The big-endian 32-bit number at `index`.
    static func number(_ bytes: [UInt8], _ index: Int) -> Int {
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
    }
}

/// A PNG's `IHDR`: size, colour type, bit depth and interlacing, checked against the specification.
struct PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// The samples per pixel of each colour type.
    var channels: Int {
        switch colorType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    /// The bytes a whole pixel spans, at least one: the filters' left neighbour's distance.
    var filterStride: Int { max(1, channels * bitDepth / 8) }

    /// The bytes of a row `width` pixels wide, without its filter byte.
    func rowBytes(_ width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }

    /// The sub-images of the rows, in order: the whole image, or Adam7's seven passes.
    var passes: [PNGPass] {
        guard interlaced else { return [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { x, y, dx, dy in
            PNGPass(
                x: x, y: y, dx: dx, dy: dy, width: width > x ? (width - x + dx - 1) / dx : 0,
                height: height > y ? (height - y + dy - 1) / dy : 0)
        }
    }

    /// The decompressed data's size: each pass's rows with a filter byte each; an empty pass has none.
    var rawByteCount: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + rowBytes(pass.width))
        }
    }

    init(_ body: [UInt8], limits: PNGDecoder) throws(ImageDecodingError) {
        guard body.count == 13 else { throw .corrupt("an IHDR's length") }
        width = PNGDecoder.number(body, 0)
        height = PNGDecoder.number(body, 4)
        bitDepth = Int(body[8])
        colorType = Int(body[9])
        guard width > 0, height > 0 else { throw .corrupt("an image of no pixels") }
        // The PNG specification allows sides up to 2³¹ − 1; the product is checked, whatever
        // limits an app sets, and capped so every size computed from it (rows of 16-bit samples,
        // filter bytes) stays far from overflowing.
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= min(limits.maximumSide, Int(Int32.max)), height <= min(limits.maximumSide, Int(Int32.max)),
            !overflow, area <= min(limits.maximumPixelCount, 1 << 32)
        else { throw .tooLarge }
        let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(bitDepth) == true else { throw .corrupt("a colour type and bit depth") }
        guard body[10] == 0, body[11] == 0 else { throw .corrupt("a compression or filter method") }
        guard body[12] <= 1 else { throw .corrupt("an interlace method") }
        interlaced = body[12] == 1
    }
}

/// One pass of an image's rows: where its first pixel lies, the steps between its pixels, its size.
struct PNGPass {
    let x: Int
    let y: Int
    let dx: Int
    let dy: Int
    let width: Int
    let height: Int
}
