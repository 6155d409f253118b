/// Terminal output written so it can be read and stored as text, for the `.ansi` strategy.
///
/// Every control character is shown as its Unicode control picture: ESC as `␛`, carriage
/// return as `␍`, line feed as `␊`, DEL as `␡`. Line breaks are then added for reading only,
/// after each `␊` and before each cursor move to an absolute row (`CSI … H` and `CSI … d`), so
/// the text follows the screen's rows. No other characters change, and since every line feed of
/// the output is shown as `␊`, the added line breaks never hide one.
///
/// ```text
/// ␛]8;;␛\␛[m
/// ␛[H␛[2JHello␍␊
/// ␛[1mWorld
/// ```
package enum ReadableEscapes {
    /// `bytes`, which are UTF-8 text and control sequences, in readable form.
    package static func string(from bytes: [UInt8]) -> String {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var out = String.UnicodeScalarView()
        var atLineStart = true
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{1B}", !atLineStart, movesToRow(scalars, escapeAt: index) {
                out.append("\n")
            }
            switch scalar.value {
            case 0x00..<0x20:
                out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                out.append("\u{2421}")
            default:
                out.append(scalar)
            }
            atLineStart = false
            if scalar == "\n" {
                out.append("\n")
                atLineStart = true
            }
        }
        return String(out)
    }

    /// Whether the escape at `index` starts a CSI sequence ending in `H` or `d`.
    private static func movesToRow(_ scalars: [Unicode.Scalar], escapeAt index: Int) -> Bool {
        guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
        var cursor = index + 2
        // Parameter and intermediate bytes, then one final byte.
        while cursor < scalars.count, (0x20...0x3F).contains(scalars[cursor].value) { cursor += 1 }
        guard cursor < scalars.count else { return false }
        return scalars[cursor] == "H" || scalars[cursor] == "d"
    }
}
