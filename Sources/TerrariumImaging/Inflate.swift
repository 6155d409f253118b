/// Decompresses a deflate stream (RFC 1951): stored, fixed and dynamic Huffman blocks.
///
/// Every length and distance is checked against what has been written, and the output stops at
/// a limit, so a corrupt stream throws and a small stream that would expand without end (a
/// "zip bomb") throws ``ImageDecodingError/tooLarge`` once it passes the limit.
public enum Inflate {
    /// The first length of each length code 257…285, and its extra bits.
    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The first distance of each distance code 0…29, and its extra bits.
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists its code length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed block's literal/length and distance codes.
    private static let fixed: (Huffman, Huffman)? = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        guard let literals = try? Huffman(lengths: lengths[...]),
            let distances = try? Huffman(lengths: [Int](repeating: 5, count: 30)[...])
        else { return nil }
        return (literals, distances)
    }()

    /// The bytes of the deflate stream in `bytes` from `start`, and the index just past its
    /// last block; throws ``ImageDecodingError/tooLarge`` past `limit` bytes of output.
    public static func decompress(
        _ bytes: [UInt8], from start: Int = 0, limit: Int
    ) throws(ImageDecodingError) -> (output: [UInt8], end: Int) {
        var reader = BitReader(bytes, from: start)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, max(0, bytes.count - start) &* 4))
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &output, limit: limit)
            case 1:
                guard let (literals, distances) = fixed else { throw .corrupt("no fixed code") }
                try codes(&reader, literals, distances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try codes(&reader, literals, distances, into: &output, limit: limit)
            default: throw .corrupt("a block of type 3")
            }
        }
        return (output, reader.alignToByte())
    }

    private static func stored(
        _ reader: inout BitReader, into output: inout [UInt8], limit: Int
    ) throws(ImageDecodingError) {
        let at = reader.alignToByte()
        let bytes = reader.bytes
        guard bytes.count - at >= 4 else { throw .truncated }
        let length = Int(bytes[at]) | Int(bytes[at + 1]) << 8
        let complement = Int(bytes[at + 2]) | Int(bytes[at + 3]) << 8
        guard length == complement ^ 0xFFFF else { throw .corrupt("a stored block's length and its complement differ") }
        guard bytes.count - at - 4 >= length else { throw .truncated }
        guard limit - output.count >= length else { throw .tooLarge }
        output.append(contentsOf: bytes[(at + 4)..<(at + 4 + length)])
        reader.skip(4 + length)
    }

    private static func dynamicCodes(_ reader: inout BitReader) throws(ImageDecodingError) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("too many codes in a dynamic block") }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths[...])
        let total = literalCount + distanceCount
        var lengths: [Int] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let symbol = try codeLengthCode.decode(&reader)
            let value: Int
            let repeats: Int
            switch symbol {
            case 0...15:
                value = symbol
                repeats = 1
            case 16:
                guard let previous = lengths.last else { throw .corrupt("a repeat with no length before it") }
                value = previous
                repeats = 3 + (try reader.bits(2))
            case 17:
                value = 0
                repeats = 3 + (try reader.bits(3))
            default:
                value = 0
                repeats = 11 + (try reader.bits(7))
            }
            guard lengths.count + repeats <= total else { throw .corrupt("code lengths past the codes' count") }
            lengths.append(contentsOf: repeatElement(value, count: repeats))
        }
        guard lengths[256] != 0 else { throw .corrupt("no end-of-block code") }
        return (try Huffman(lengths: lengths[..<literalCount]), try Huffman(lengths: lengths[literalCount...]))
    }

    private static func codes(
        _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8], limit: Int
    ) throws(ImageDecodingError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw .tooLarge }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < lengthBase.count else { throw .corrupt("a length code beyond 285") }
            let length = lengthBase[lengthCode] + (try reader.bits(lengthExtra[lengthCode]))
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < distanceBase.count else { throw .corrupt("a distance code beyond 29") }
            let distance = distanceBase[distanceCode] + (try reader.bits(distanceExtra[distanceCode]))
            guard distance <= output.count else { throw .corrupt("a distance before the output's start") }
            guard limit - output.count >= length else { throw .tooLarge }
            let from = output.count - distance
            // Byte by byte: a copy may overlap what it writes (a run).
            for offset in 0..<length { output.append(output[from + offset]) }
        }
    }
}
