/// RFC 4648 base64, for escape codes that carry data (kitty's drag and drop); this module cannot
/// use Foundation's.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// `bytes` in base64, padded.
    package static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let a = UInt32(bytes[index])
            let b = count > 1 ? UInt32(bytes[index + 1]) : 0
            let c = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = a << 16 | b << 8 | c
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return output
    }

    /// The bytes `text` encodes, padding optional; nil when it is not base64.
    package static func decode(_ text: [UInt8]) -> [UInt8]? {
        var end = text.count
        while end > 0, text[end - 1] == UInt8(ascii: "=") { end -= 1 }
        guard text.count - end <= 2, end % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(end * 3 / 4)
        var group: UInt32 = 0
        var bits = 0
        for byte in text[..<end] {
            let value = values[Int(byte)]
            guard value != 0xFF else { return nil }
            group = group << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: group >> UInt32(bits)))
            }
        }
        return output
    }
}
