/// The CRC-32 of ISO 3309 that PNG puts after each chunk (polynomial 0xEDB88320, reflected).
public enum CRC32 {
    /// The 256 remainders of one byte, computed once.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`, continuing from `crc` (the checksum of what came before, or 0).
    public static func checksum(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        var value = ~crc
        for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }
}
