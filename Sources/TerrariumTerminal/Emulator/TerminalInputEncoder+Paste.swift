extension TerminalInputEncoder {
    private static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// A paste: bracketed when the program enabled it; always sanitised.
    ///
    /// Pasted text is data, so nothing in it may act as a key sequence or control the program's
    /// terminal: ESC, DEL, the C1 controls (U+0080–U+009F) and every C0 control but Tab, Return
    /// and Line Feed are removed. Line ends (`"\r\n"` and `"\n"`) become `"\r"`, what a terminal
    /// sends for Return, as xterm does. With bracketed paste (mode 2004) the text is then wrapped
    /// in `ESC [ 200 ~` and `ESC [ 201 ~`; since no ESC survives, the text cannot end the paste
    /// early. A paste that is empty once sanitised produces `[]` in either mode: there is nothing
    /// to deliver, and an empty bracket pair would only make some programs start an empty edit.
    ///
    /// - Parameters:
    ///   - text: The pasted text.
    ///   - modes: The modes the pane's program set; only bracketed paste mode matters.
    public static func bytes(forPaste text: String, modes: TerminalInputModes) -> [UInt8] {
        let content = sanitizedPaste(text)
        guard !content.isEmpty else { return [] }
        return modes.bracketedPaste ? pasteStart + content + pasteEnd : content
    }

    /// The UTF-8 of `text` without controls other than Tab and Return, with line ends as Return.
    ///
    /// Works on UTF-8 bytes, which a `String` guarantees valid, because pastes can be large: C0
    /// controls and DEL are single bytes, and the C1 controls are exactly the two-byte sequences
    /// 0xC2 0x80–0xC2 0x9F. Removed characters are skipped before line ends are turned into
    /// Return, so `"\r"`, a removed control, then `"\n"` is still one line end.
    static func sanitizedPaste(_ text: String) -> [UInt8] {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        // Whether the last byte kept was a carriage return from the text, which a line feed
        // right after it completes rather than starting a second line end.
        var afterCarriageReturn = false
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            switch byte {
            case 0x0A:
                if !afterCarriageReturn { bytes.append(0x0D) }
                afterCarriageReturn = false
            case 0x0D:
                bytes.append(byte)
                afterCarriageReturn = true
            case 0x09:
                bytes.append(byte)
                afterCarriageReturn = false
            case 0x00...0x1F, 0x7F:
                continue
            case 0xC2 where index < source.count && (0x80...0x9F).contains(source[index]):
                index += 1
            default:
                bytes.append(byte)
                afterCarriageReturn = false
            }
        }
        return bytes
    }
}
