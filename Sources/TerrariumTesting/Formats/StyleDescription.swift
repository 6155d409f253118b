package import TerrariumTerminal

/// Styles written as words, `key=value` pairs and back, for the `.styled` snapshot format.
///
/// A style is its attributes in a fixed order (`bold dim italic underline blink reverse
/// strikethrough hidden overline`), then `underline=` with the underline's shape when it is not
/// a single line (`double`, `curly`, `dotted`, `dashed`) and `underline-color=`, then `fg=` and
/// `bg=` colours, then `link=` and `link-id=`; parts at their default are left out. Colours are ANSI names (`red`, `brightBlue`), `indexed:N` for the
/// 256-colour palette, `#rrggbb` for 24-bit colours, and `ansi:N` for ANSI numbers above 15.
package enum StyleDescription {
    private static let attributeNames: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.blink, "blink"),
        (.reverse, "reverse"), (.strikethrough, "strikethrough"), (.hidden, "hidden"), (.overline, "overline"),
    ]

    private static let underlineNames: [(UnderlineStyle, String)] = [
        (.single, "single"), (.double, "double"), (.curly, "curly"), (.dotted, "dotted"), (.dashed, "dashed"),
    ]

    private static let colorNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan",
        "brightWhite",
    ]

    /// The words describing `style`; empty for the plain style.
    package static func describe(_ style: Style) -> String {
        var words: [String] = []
        var remaining = style.attributes
        for (attribute, name) in attributeNames where style.attributes.contains(attribute) {
            words.append(name)
            remaining.remove(attribute)
        }
        // Bits no named attribute uses are kept too, so every style survives a round trip.
        if !remaining.isEmpty { words.append("attributes=\(remaining.rawValue)") }
        if style.underlineStyle != .single, let name = underlineNames.first(where: { $0.0 == style.underlineStyle }) {
            words.append("underline=\(name.1)")
        }
        if style.underlineColor != .default { words.append("underline-color=\(describe(style.underlineColor))") }
        if style.foreground != .default { words.append("fg=\(describe(style.foreground))") }
        if style.background != .default { words.append("bg=\(describe(style.background))") }
        if let link = style.hyperlink {
            words.append("link=\(link.url)")
            if let id = link.id { words.append("link-id=\(id)") }
        }
        return words.joined(separator: " ")
    }

    /// A colour as one word.
    package static func describe(_ color: Color) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let n): return n < 16 ? colorNames[Int(n)] : "ansi:\(n)"
        case .indexed(let n): return "indexed:\(n)"
        case .rgb(let r, let g, let b): return "#" + [r, g, b].map(hex).joined()
        }
    }

    /// The style `description` names; nil with the reason when a word is not understood.
    package static func parse(_ description: Substring) -> Result<Style, ParseFailure> {
        var style = Style.plain
        var url: String?
        var linkID: String?
        for word in description.split(separator: " ") {
            if let (attribute, _) = attributeNames.first(where: { $0.1 == word }) {
                style.attributes.insert(attribute)
                continue
            }
            guard let equals = word.firstIndex(of: "=") else { return .failure(.init("unknown attribute \"\(word)\"")) }
            let key = word[..<equals]
            let value = word[word.index(after: equals)...]
            switch key {
            case "fg", "bg":
                guard let color = parseColor(value) else { return .failure(.init("unknown colour \"\(value)\"")) }
                if key == "fg" { style.foreground = color } else { style.background = color }
            case "underline":
                guard let shape = underlineNames.first(where: { $0.1 == value }) else {
                    return .failure(.init("unknown underline \"\(value)\""))
                }
                style.underlineStyle = shape.0
            case "underline-color":
                guard let color = parseColor(value) else { return .failure(.init("unknown colour \"\(value)\"")) }
                style.underlineColor = color
            case "attributes":
                guard let bits = UInt16(value) else { return .failure(.init("bad attribute bits \"\(value)\"")) }
                style.attributes.formUnion(TextAttributes(rawValue: bits))
            case "link": url = String(value)
            case "link-id": linkID = String(value)
            default: return .failure(.init("unknown key \"\(key)\""))
            }
        }
        if let url {
            style.hyperlink = Hyperlink(url, id: linkID)
        } else if linkID != nil {
            return .failure(.init("link-id without link"))
        }
        return .success(style)
    }

    /// A colour from its one-word form.
    package static func parseColor(_ word: Substring) -> Color? {
        if word == "default" { return .default }
        if let index = colorNames.firstIndex(where: { $0 == word }) { return .ansi(UInt8(index)) }
        if word.hasPrefix("ansi:") { return UInt8(word.dropFirst(5)).map(Color.ansi) }
        if word.hasPrefix("indexed:") { return UInt8(word.dropFirst(8)).map(Color.indexed) }
        if word.hasPrefix("#"), word.count == 7 {
            let digits = Array(word.dropFirst())
            let parts = stride(from: 0, to: 6, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
            return parts.count == 3 ? .rgb(parts[0], parts[1], parts[2]) : nil
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// Why a style description could not be read.
    package struct ParseFailure: Error {
        package var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
