/// JSON text for ``WidgetValue``s: compact, keys sorted, no raw newline, so equal values encode
/// to equal bytes and a message fits on one line.
///
/// ```swift
/// WidgetJSON.encode(["rating": 3, "label": "Fern"])  // {"label":"Fern","rating":3}
/// try WidgetJSON.decode(Array(#"{"rating": 3}"#.utf8))  // .object(["rating": 3])
/// ```
///
/// Decoding follows RFC 8259 and refuses invalid UTF-8, numbers too large for a `Double`, and
/// nesting deeper than ``maximumDepth``; an escaped lone surrogate (`"\ud800"`) reads as U+FFFD,
/// and a repeated key keeps its last value. Encoding escapes control characters and U+2028 and
/// U+2029 (line breaks to some readers), and writes whole numbers without a fraction.
public enum WidgetJSON {
    /// The compact encoding of `value`; non-finite numbers encode as `null`.
    public static func encode(_ value: WidgetValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, to: &output)
        return output
    }

    /// Parses one JSON value filling all of `bytes` (surrounding whitespace allowed), nested at
    /// most ``maximumDepth`` deep.
    public static func decode(_ bytes: some Collection<UInt8>) throws(WidgetProtocolError) -> WidgetValue {
        var parser = WidgetJSONParser(Array(bytes))
        return try parser.parseDocument()
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    /// Appends the encoding of `value` to `output`.
    static func write(_ value: WidgetValue, to output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .number(let number): writeNumber(number, to: &output)
        case .string(let string): writeString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            // Sorted by UTF-8 bytes, not by `String`'s Unicode ordering, so any reader that
            // sorts bytes (Python, `sort` in the C locale) agrees with the order.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(members[key] ?? .null, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeNumber(_ number: Double, to output: inout [UInt8]) {
        guard number.isFinite else {
            output += "null".utf8
            return
        }
        // Whole numbers a `Double` holds exactly print as integers, so `3` stays `3` for readers
        // that tell integers from floats (Python, shell); others use Swift's shortest
        // round-tripping form, which is valid JSON (`0.1`, `1e-07`, `1.5e+300`).
        if number.rounded() == number, abs(number) < 9.0e15 {
            output += String(Int64(number)).utf8
        } else {
            output += number.description.utf8
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let bytes = Array(string.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            case 0x08: output += #"\b"#.utf8
            case 0x0C: output += #"\f"#.utf8
            case 0x00...0x1F, 0x7F: writeEscape(UInt16(byte), to: &output)
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end lines for some readers.
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] & 0xFE) == 0xA8:
                writeEscape(0x2028 | UInt16(bytes[index + 1] & 1), to: &output)
                index += 2
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscape(_ unit: UInt16, to output: inout [UInt8]) {
        output += #"\u"#.utf8
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF])
        }
    }
}
