extension InputDecoder {
    /// The number of bytes in a UTF-8 sequence starting with `lead`, or nil if it cannot start one.
    static func utf8Length(lead: UInt8) -> Int? {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }

    /// Whether `byte` may follow `lead` at `position` (1-based after the lead) in well-formed UTF-8.
    static func isContinuation(_ byte: UInt8, at position: Int, lead: UInt8) -> Bool {
        guard position == 1 else { return (0x80...0xBF).contains(byte) }
        switch lead {
        case 0xE0: return (0xA0...0xBF).contains(byte)
        case 0xED: return (0x80...0x9F).contains(byte)
        case 0xF0: return (0x90...0xBF).contains(byte)
        case 0xF4: return (0x80...0x8F).contains(byte)
        default: return (0x80...0xBF).contains(byte)
        }
    }

    /// Where a trailing UTF-8 sequence that needs more bytes starts, if `bytes` ends with one.
    ///
    /// Holding back from a lead byte is always safe: a decoder never consumes a lead byte as part
    /// of an earlier sequence, so decoding the rest later gives the same result as decoding whole.
    static func incompleteSuffixStart(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.endIndex
        while index > bytes.startIndex && bytes.endIndex - index < 3 {
            index -= 1
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 { continue }
            if let length = utf8Length(lead: byte), length > bytes.endIndex - index { return index }
            return nil
        }
        return nil
    }

    /// Whether `character` is a C1 control (U+0080–U+009F), which is never typed text.
    static func isC1Control(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return (0x80...0x9F).contains(first.value)
    }
}
