import TerrariumTerminal

/// Text made safe to put in XML and HTML, for pictures and reports.
///
/// Besides the five characters markup gives a meaning to, control characters are replaced by
/// their visible stand-ins (as ``Sanitizer`` shows them on the grid), because XML 1.0 does not
/// allow most of them at all, even written as references; line feeds are kept only when asked.
package enum MarkupText {
    /// `text` escaped for element content and for attribute values in double or single quotes.
    package static func escape(_ text: some StringProtocol, keepingLineFeeds: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n" where keepingLineFeeds: out += "\n"
            // Not characters in XML; the replacement character shows that something was there.
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(Sanitizer.substitute(for: scalar) ?? scalar)
            }
        }
        return out
    }

    /// `text` with the references ``escape(_:keepingLineFeeds:)`` writes, and numeric ones,
    /// turned back into characters.
    package static func unescape(_ text: some StringProtocol) -> String {
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
                out += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let name = rest[afterAmpersand..<semicolon]
            if let character = character(named: name) {
                out.unicodeScalars.append(character)
            } else {
                out += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    /// The character a reference's name (between `&` and `;`) stands for.
    private static func character(named name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
