extension TerminalInputEncoder {
    private static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// A paste: bracketed when the program enabled it, the user's bytes otherwise.
    ///
    /// What a paste may carry depends on whether the program can tell it from typing:
    /// - With bracketed paste (mode 2004) the text is wrapped in `ESC [ 200 ~` and `ESC [ 201 ~`
    ///   and reaches the program whole, ESC, BEL and the other controls included, as xterm, kitty
    ///   and foot deliver it: the program reads it as data. The one thing that could inject keys
    ///   is an early end of the paste, so every `ESC [ 201 ~` (and `ESC [ 200 ~`) inside the text
    ///   is removed, repeatedly, so that no removal can join two halves into a new one.
    /// - Without it the paste is typed, so a control in it would be a key the user never saw
    ///   (text copied from a web page can hide ESC and a command: "pastejacking"). The C0
    ///   controls and DEL are removed, all but Tab and the line ends, as xterm does by default.
    ///
    /// Either way the C1 controls (U+0080–U+009F, two bytes in UTF-8) are removed, since a
    /// program reading 8-bit controls would take U+009B for CSI, and line ends (`"\r\n"` and
    /// `"\n"`) become `"\r"`, what a terminal sends for Return, as xterm does. A paste that is
    /// empty once sanitised produces `[]`: an empty bracket pair would only make some programs
    /// start an empty edit.
    ///
    /// - Parameters:
    ///   - text: The pasted text.
    ///   - modes: The modes the pane's program set; only bracketed paste mode matters.
    public static func bytes(forPaste text: String, modes: TerminalInputModes) -> [UInt8] {
        var content = sanitizedPaste(text)
        if modes.bracketedPaste {
            content = withoutPasteBrackets(content)
        } else {
            // Tab and Return (every line end is one by now) stay; other C0 controls and DEL go.
            content.removeAll { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F }
        }
        guard !content.isEmpty else { return [] }
        return modes.bracketedPaste ? pasteStart + content + pasteEnd : content
    }

    /// The UTF-8 of `text` without C1 controls, with line ends as Return.
    ///
    /// Works on UTF-8 bytes, which a `String` guarantees valid, because pastes can be large: the
    /// C1 controls are exactly the two-byte sequences 0xC2 0x80–0xC2 0x9F.
    static func sanitizedPaste(_ text: String) -> [UInt8] {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            switch byte {
            case 0x0A:
                // A line feed right after a carriage return completes that line end.
                if index < 2 || source[index - 2] != 0x0D { bytes.append(0x0D) }
            case 0xC2 where index < source.count && (0x80...0x9F).contains(source[index]):
                index += 1
            default:
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// `bytes` with every bracket sequence removed, checked as each byte is added so that what
    /// is left never holds one.
    static func withoutPasteBrackets(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for byte in bytes {
            result.append(byte)
            guard byte == 0x7E, result.count >= 6 else { continue }
            let tail = result[(result.count - 6)...]
            if tail.elementsEqual(pasteEnd) || tail.elementsEqual(pasteStart) { result.removeLast(6) }
        }
        return result
    }
}
