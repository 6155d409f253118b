/// Turns text from data into text that is safe to put on the grid.
///
/// No C0 or C1 control, ESC or DEL ever reaches the terminal from a string: each becomes a
/// visible stand-in (the Unicode Control Pictures block for C0 and DEL, U+FFFD for C1), so a
/// hostile string such as `"\u{1b}]0;pwned\u{7}"` shows as `␛]0;pwned␇` instead of retitling the
/// window. Tabs are not handled here; ``GraphicsContext`` expands them to spaces.
public enum Sanitizer {
    /// The visible stand-in for a control scalar, or `nil` when `scalar` is safe to show.
    public static func substitute(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: nil
        }
    }

    /// Whether every scalar of `text` is safe to show as it is.
    public static func isSafe(_ text: some StringProtocol) -> Bool {
        for byte in text.utf8 {
            // C0 and DEL are single bytes; C1 scalars are encoded as 0xC2 0x80...0x9F.
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 {
                return !text.unicodeScalars.contains { substitute(for: $0) != nil }
            }
        }
        return true
    }

    /// `text` with every control scalar replaced by its visible stand-in.
    public static func sanitize(_ text: some StringProtocol) -> String {
        if isSafe(text) { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(substitute(for: scalar) ?? scalar)
        }
        return String(result)
    }
}
