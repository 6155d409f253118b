/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
public enum Adler32 {
    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var pending = 0
        for byte in bytes {
            low &+= UInt32(byte)
            high &+= low
            pending += 1
            // 5552 bytes is the most that cannot overflow 32 bits before the modulus (RFC 1950).
            if pending == 5552 {
                low %= 65521
                high %= 65521
                pending = 0
            }
        }
        return (high % 65521) << 16 | (low % 65521)
    }
}
