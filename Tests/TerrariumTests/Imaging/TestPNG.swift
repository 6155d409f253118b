import Foundation
import TerrariumImaging

/// Builds PNG files for tests: rows stored in uncompressed deflate blocks, real CRCs and Adler-32,
/// so a test can make any header, filter or chunk it needs, valid or not.
enum TestPNG {
    /// A chunk: length, type, body and CRC.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(body.count) + typeBytes + body + be32(Int(CRC32.checksum(typeBytes + body)))
    }

    /// The big-endian bytes of a 32-bit number.
    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream of `bytes` in stored blocks of at most 65,535 bytes.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65535)
            let length = end - start
            out.append(end == bytes.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        return out + be32(Int(Adler32.checksum(bytes)))
    }

    /// The header's body.
    static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        be32(width) + be32(height) + [bitDepth, colorType, 0, 0, interlace]
    }

    /// A whole file of `raw` (filter bytes included) after `extra` chunks such as PLTE.
    static func file(
        width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6, raw: [UInt8], extra: [UInt8] = []
    ) -> [UInt8] {
        PNGDecoder.signature
            + chunk("IHDR", header(width: width, height: height, bitDepth: bitDepth, colorType: colorType))
            + extra + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// An RGBA file of `bitmap`, each row unfiltered.
    static func file(_ bitmap: Bitmap) -> [UInt8] {
        var raw: [UInt8] = []
        for row in 0..<bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(row * bitmap.width * 4)..<((row + 1) * bitmap.width * 4)]
        }
        return file(width: bitmap.width, height: bitmap.height, raw: raw)
    }

    /// A bitmap whose pixels follow `color`.
    static func bitmap(width: Int, height: Int, _ color: (Int, Int) -> RGBA) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, filledWith: RGBA(red: 0, green: 0, blue: 0))
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = color(x, y) }
        }
        return bitmap
    }

    /// The bytes of one of `ImagingFixtures`.
    static func fixture(_ base64: String) -> [UInt8] {
        [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
    }
}
