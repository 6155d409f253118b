/// Builders for the escape sequences the renderer and session emit, appended to a byte array.
package enum ControlSequence {
    /// Appends the decimal digits of a non-negative `value`.
    package static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 && count < 10 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    /// Appends ESC [ — the control sequence introducer.
    package static func appendCSI(to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
    }

    /// Appends the bytes of an ASCII literal.
    package static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Begin synchronized update (DEC private mode 2026 set).
    package static let beginSynchronizedUpdate: StaticString = "\u{1B}[?2026h"
    /// End synchronized update (DEC private mode 2026 reset).
    package static let endSynchronizedUpdate: StaticString = "\u{1B}[?2026l"
}
