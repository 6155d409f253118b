extension InputDecoder {
    /// The two clipboard answers an OSC string can be.
    enum ClipboardStringKind {
        /// `52;selection;base64`.
        case osc52
        /// `5522;metadata;base64`.
        case kitty
    }

    private static let osc52Prefix: [UInt8] = Array("52;".utf8)
    private static let kittyPrefix: [UInt8] = Array("5522;".utf8)
    /// The longest selection name kept; real ones are one or a few letters.
    private static let maxSelectionBytes = 16

    /// Which clipboard answer `content` starts, if any.
    static func clipboardStringKind(_ content: [UInt8]) -> ClipboardStringKind? {
        if content.starts(with: osc52Prefix) { return .osc52 }
        if content.starts(with: kittyPrefix) { return .kitty }
        return nil
    }

    /// The reply for a whole clipboard answer, or nil when `content` is not one.
    static func clipboardEvent(_ content: [UInt8]) -> InputEvent? {
        switch clipboardStringKind(content) {
        case .kitty:
            return .reply(.kittyClipboard(KittyClipboardPacket(content: content[kittyPrefix.count...])))
        case .osc52:
            guard let selection = selection(content) else { return nil }
            let data = content[(osc52Prefix.count + selection.utf8.count + 1)...]
            // `?` is a request, which a terminal never sends.
            if data.elementsEqual([UInt8(ascii: "?")]) { return nil }
            return .reply(.clipboard(selection: selection, contents: Base64.decode(data)))
        case nil:
            return nil
        }
    }

    /// The reply for a clipboard answer that overflowed or was cut short, without contents, or
    /// nil when `content` is not one.
    static func clipboardFailureEvent(_ content: [UInt8]) -> InputEvent? {
        switch clipboardStringKind(content) {
        case .kitty: .reply(.kittyClipboard(nil))
        case .osc52: .reply(.clipboard(selection: selection(content) ?? "", contents: nil))
        case nil: nil
        }
    }

    /// The selection an OSC 52 answer names: the letters and digits between `52;` and the next
    /// `;`, or nil when they are missing, too long or anything else.
    private static func selection(_ content: [UInt8]) -> String? {
        let rest = content[osc52Prefix.count...]
        guard let end = rest.firstIndex(of: 0x3B), end - rest.startIndex <= maxSelectionBytes else { return nil }
        let name = rest[..<end]
        guard name.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }
}
