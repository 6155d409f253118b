/// A recursive-descent JSON parser over bytes, bounded so that input from another process can
/// neither overflow the stack (nesting stops at ``WidgetJSON/maximumDepth``) nor make it loop.
struct WidgetJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value filling the whole input, with whitespace around it.
    mutating func parseDocument() throws(WidgetProtocolError) -> WidgetValue {
        // RFC 8259 § 8.1: JSON text is UTF-8. Checked once up front so strings can be sliced
        // from the bytes without checking each one.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw WidgetProtocolError("invalid JSON: the text is not valid UTF-8")
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value but the text is empty") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describe(bytes[index])) after the value") }
        return value
    }

    private func error(_ message: String) -> WidgetProtocolError {
        WidgetProtocolError("invalid JSON at byte \(index): \(message)")
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(WidgetProtocolError) -> WidgetValue {
        guard index < bytes.count else { throw error("expected a value but the text ended") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describe(bytes[index]))")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: WidgetValue) throws(WidgetProtocolError)
        -> WidgetValue
    {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw error("expected \(word)")
        }
        index += count
        return value
    }

    private mutating func enterContainer() throws(WidgetProtocolError) {
        depth += 1
        guard depth <= WidgetJSON.maximumDepth else {
            throw error("nested deeper than \(WidgetJSON.maximumDepth) arrays and objects")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func parseArray() throws(WidgetProtocolError) -> WidgetValue {
        try enterContainer()
        var elements: [WidgetValue] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ended inside an array") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { break }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw error("expected ',' or ']' in an array, found \(describe(byte))")
            }
            skipWhitespace()
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseObject() throws(WidgetProtocolError) -> WidgetValue {
        try enterContainer()
        var members: [String: WidgetValue] = [:]
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < bytes.count ? "expected a key in quotes" : "the text ended inside an object")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ended inside an object") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw error("expected ',' or '}' in an object, found \(describe(byte))")
            }
            skipWhitespace()
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseString() throws(WidgetProtocolError) -> String {
        index += 1
        let start = index
        // The common case, a string without escapes, is one slice of the (valid) UTF-8 input.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("a control character in a string must be escaped") }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                index -= 1
                throw error("a control character in a string must be escaped")
            default:
                utf8.append(byte)
            }
        }
        throw error("the text ended inside a string")
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(WidgetProtocolError) {
        guard index < bytes.count else { throw error("the text ended inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalar = Unicode.Scalar(unit)
            if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                let saved = index
                index += 2
                let low = try parseHex4()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                } else {
                    // Not a pair: the high surrogate alone becomes U+FFFD and the next escape
                    // is read on its own.
                    index = saved
                }
            }
            // A lone surrogate is valid JSON but not Unicode; like invalid bytes in drawn text,
            // it becomes the replacement character rather than ending the widget.
            for unit in String(scalar ?? "\u{FFFD}").utf8 { utf8.append(unit) }
        default:
            index -= 1
            throw error("unknown escape \\\(Character(Unicode.Scalar(byte))) in a string")
        }
    }

    private mutating func parseHex4() throws(WidgetProtocolError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("the text ended inside a \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(WidgetProtocolError) -> WidgetValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
        // RFC 8259 allows a leading zero only alone: `0`, `0.5`, never `01`.
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number cannot start with 0") }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            index = start
            throw error("the number \(text.prefix(40)) is too large")
        }
        return .number(number)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
