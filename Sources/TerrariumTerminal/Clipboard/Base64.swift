/// Standard Base64 (RFC 4648, with padding) over byte arrays, in one linear pass each way.
///
/// The clipboard's escape sequences carry their payload in Base64; this module may not import
/// Foundation, and a 10 MB copy must encode in milliseconds, so the loops work on raw buffers
/// with a lookup table.
package enum Base64 {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// Each byte's 6-bit value, or 0xFF for bytes outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()
    private static let padding = UInt8(ascii: "=")

    /// How many bytes encoding `count` bytes takes.
    package static func encodedCount(_ count: Int) -> Int {
        (count + 2) / 3 * 4
    }

    /// The encoding of `bytes`.
    package static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        encode(bytes, into: &out)
        return out
    }

    /// Appends the encoding of `bytes` to `out`.
    package static func encode(_ bytes: some Collection<UInt8>, into out: inout [UInt8]) {
        let count = bytes.count
        guard count > 0 else { return }
        let start = out.count
        let added = encodedCount(count)
        out.append(contentsOf: repeatElement(0, count: added))
        let written: Void? = bytes.withContiguousStorageIfAvailable { input in
            out.withUnsafeMutableBufferPointer { output in
                encode(input, into: UnsafeMutableBufferPointer(rebasing: output[start...]))
            }
        }
        if written == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    encode(input, into: UnsafeMutableBufferPointer(rebasing: output[start...]))
                }
            }
        }
    }

    private static func encode(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) {
        alphabet.withUnsafeBufferPointer { table in
            var read = 0
            var write = 0
            let whole = input.count - input.count % 3
            while read < whole {
                let value = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
                output[write] = table[Int(value >> 18)]
                output[write + 1] = table[Int(value >> 12 & 0x3F)]
                output[write + 2] = table[Int(value >> 6 & 0x3F)]
                output[write + 3] = table[Int(value & 0x3F)]
                read += 3
                write += 4
            }
            let rest = input.count - whole
            guard rest > 0 else { return }
            let value = UInt32(input[read]) << 16 | (rest == 2 ? UInt32(input[read + 1]) << 8 : 0)
            output[write] = table[Int(value >> 18)]
            output[write + 1] = table[Int(value >> 12 & 0x3F)]
            output[write + 2] = rest == 2 ? table[Int(value >> 6 & 0x3F)] : padding
            output[write + 3] = padding
        }
    }

    /// The bytes `text` encodes, or nil when it is not Base64: a byte outside the alphabet,
    /// padding anywhere but at the end, or a length no encoding has.
    ///
    /// Padding may be left out, as some terminals do; whitespace is not accepted.
    package static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        if let result = text.withContiguousStorageIfAvailable({ decode($0) }) { return result }
        return Array(text).withUnsafeBufferPointer { decode($0) }
    }

    private static func decode(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var count = input.count
        if count % 4 == 0, count > 0, input[count - 1] == padding {
            count -= input[count - 2] == padding ? 2 : 1
        }
        guard count % 4 != 1 else { return nil }
        let outputCount = count / 4 * 3 + max(0, count % 4 - 1)
        var failed = false
        let output = [UInt8](unsafeUninitializedCapacity: outputCount) { output, initialized in
            values.withUnsafeBufferPointer { table in
                var read = 0
                var write = 0
                let whole = count - count % 4
                while read < whole {
                    let a = table[Int(input[read])]
                    let b = table[Int(input[read + 1])]
                    let c = table[Int(input[read + 2])]
                    let d = table[Int(input[read + 3])]
                    if (a | b | c | d) & 0xC0 != 0 {
                        failed = true
                        return
                    }
                    let value = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    output[write] = UInt8(truncatingIfNeeded: value >> 16)
                    output[write + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    output[write + 2] = UInt8(truncatingIfNeeded: value)
                    read += 4
                    write += 3
                }
                let rest = count - whole
                if rest >= 2 {
                    let a = table[Int(input[read])]
                    let b = table[Int(input[read + 1])]
                    let c = rest == 3 ? table[Int(input[read + 2])] : 0
                    if (a | b | c) & 0xC0 != 0 {
                        failed = true
                        return
                    }
                    let value = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
                    output[write] = UInt8(truncatingIfNeeded: value >> 16)
                    write += 1
                    if rest == 3 {
                        output[write] = UInt8(truncatingIfNeeded: value >> 8)
                        write += 1
                    }
                }
            }
            initialized = failed ? 0 : outputCount
        }
        return failed ? nil : output
    }
}
