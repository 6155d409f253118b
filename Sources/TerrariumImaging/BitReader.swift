/// Reads a deflate stream's bits, least significant first, failing at the end of its bytes.
struct BitReader {
    let bytes: [UInt8]
    /// The next byte to load into `buffer`.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ bytes: [UInt8], from position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next `width` bits (at most 32) as a number, the first bit lowest.
    mutating func bits(_ width: Int) throws(ImageDecodingError) -> Int {
        while count < width {
            guard position < bytes.count else { throw .truncated }
            buffer |= UInt64(bytes[position]) << UInt64(count)
            position += 1
            count += 8
        }
        let value = Int(buffer & ((1 << UInt64(width)) - 1))
        buffer >>= UInt64(width)
        count -= width
        return value
    }

    /// Skips to the next whole byte, as a stored block does; returns the bytes' position.
    mutating func alignToByte() -> Int {
        // Whole bytes still in the buffer were loaded ahead: give them back.
        position -= count / 8
        buffer = 0
        count = 0
        return position
    }

    /// Moves on past `length` bytes read directly, after `alignToByte()`.
    mutating func skip(_ length: Int) { position += length }
}
