/// Unwraps a zlib stream (RFC 1950): its two-byte header, the deflate data and the Adler-32 of
/// what it holds, which must match.
public enum Zlib {
    /// The decompressed bytes of the zlib stream `bytes`; throws past `limit` bytes of output.
    public static func decompress(_ bytes: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        guard bytes.count >= 2 else { throw .truncated }
        let method = bytes[0]
        let flags = bytes[1]
        guard method & 0x0F == 8, method >> 4 <= 7 else { throw .corrupt("a zlib method other than deflate") }
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else { throw .corrupt("a zlib header's check bits") }
        guard flags & 0x20 == 0 else { throw .corrupt("a zlib preset dictionary") }
        let (output, end) = try Inflate.decompress(bytes, from: 2, limit: limit)
        guard bytes.count - end >= 4 else { throw .truncated }
        let expected = bytes[end..<(end + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard Adler32.checksum(output) == expected else { throw .checksumMismatch }
        return output
    }
}
