/// A canonical Huffman code of deflate, decoded a bit at a time from counts per length (as
/// zlib's `puff` does): small, and bounded by the 15-bit longest code.
struct Huffman {
    /// How many codes have each length, 0 through 15.
    private var counts = [Int](repeating: 0, count: 16)
    /// The symbols in canonical order.
    private var symbols: [Int]

    /// Builds the code from each symbol's code length (0 for an unused symbol); over-subscribed
    /// lengths are corrupt.
    init(lengths: ArraySlice<Int>) throws(ImageDecodingError) {
        symbols = [Int](repeating: 0, count: lengths.count)
        for length in lengths {
            guard (0...15).contains(length) else { throw .corrupt("a code length beyond 15") }
            counts[length] += 1
        }
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { throw .corrupt("over-subscribed code lengths") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// Reads one symbol; a code the lengths left unused is corrupt.
    func decode(_ reader: inout BitReader) throws(ImageDecodingError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + code - first] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw .corrupt("an unused Huffman code")
    }
}
