/// A run of a storage's bytes with the offsets, inside it, where lines start.
///
/// A chunk never ends between the CR and the LF of a CR LF pair, so whether a line break ends
/// inside it is decided by its own bytes: a CR at its end is a lone CR.
struct TextChunk {
    /// The UTF-8 bytes.
    var bytes: ChunkBytes
    /// The offset just after each line break in `bytes`, ascending; a break ending at the end
    /// of the chunk gives `bytes.count`.
    var lineStarts: [Int32]

    init(_ bytes: ChunkBytes) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts(in:))
    }

    /// The same bytes and line starts, read from `buffer` at `range` (which holds equal bytes).
    func moved(to buffer: ByteBuffer, range: Range<Int>) -> TextChunk {
        var chunk = self
        chunk.bytes = ChunkBytes(buffer, range: range)
        return chunk
    }

    /// The offsets just after each line break in `buffer`: LF, CR LF (one break) and a lone CR.
    ///
    /// Eight bytes are tested at once for anything below U+000E, so text with long lines costs
    /// about one comparison per word.
    static func lineStarts(in buffer: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = []
        guard let base = buffer.baseAddress else { return starts }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var index = 0
        while index < count {
            if index + 8 <= count,
                bytesBelow14(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) == 0
            {
                index += 8
                continue
            }
            switch buffer[index] {
            case 0x0A:
                starts.append(Int32(index + 1))
            case 0x0D where index + 1 < count && buffer[index + 1] == 0x0A:
                starts.append(Int32(index + 2))
                index += 1
            case 0x0D:
                starts.append(Int32(index + 1))
            default:
                break
            }
            index += 1
        }
        return starts
    }

    /// The bytes of `word` below 0x0E, marked by their high bits.
    private static func bytesBelow14(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Adding to the low seven bits of each byte never carries into the next byte: the sum
        // reaches the high bit exactly when those bits are at least 0x80 minus what was added.
        return ~(((word & low) &+ ones &* (0x80 - 0x0E)) | word | low)
    }
}
