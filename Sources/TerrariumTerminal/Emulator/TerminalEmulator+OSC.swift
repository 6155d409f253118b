extension TerminalEmulator {
    /// Dispatches the OSC string the parser just read: titles (0, 2), hyperlinks (8) and the
    /// default colour queries (10, 11); anything else, and any string over the length limit, is
    /// ignored.
    mutating func oscDispatch() {
        guard !parser.oscOverflowed else { return }
        let data = parser.oscData
        guard let separator = data.firstIndex(of: UInt8(ascii: ";")), separator > 0, separator <= 5 else { return }
        var command = 0
        for byte in data[..<separator] {
            guard byte >= 0x30, byte <= 0x39 else { return }
            command = command * 10 + Int(byte - 0x30)
        }
        let payload = data[(separator + 1)...]
        switch command {
        case 0, 2: setTitle(payload)
        case 8: setHyperlink(payload)
        case 10 where payload.elementsEqual([UInt8(ascii: "?")]):
            reply("\u{1B}]10;rgb:\(defaultColors.foreground.xParseColor)\u{1B}\\")
        case 11 where payload.elementsEqual([UInt8(ascii: "?")]):
            reply("\u{1B}]11;rgb:\(defaultColors.background.xParseColor)\u{1B}\\")
        default: break
        }
    }

    /// Sets the title from UTF-8 `bytes`, invalid sequences replaced, controls removed, cut to
    /// ``maximumTitleLength`` characters.
    private mutating func setTitle(_ bytes: ArraySlice<UInt8>) {
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars
        where Sanitizer.substitute(for: scalar) == nil {
            scalars.append(scalar)
        }
        let text = String(scalars)
        let newTitle = text.count > Self.maximumTitleLength ? String(text.prefix(Self.maximumTitleLength)) : text
        guard newTitle != title else { return }
        title = newTitle
        changed()
    }

    /// OSC 8: `params ; URI` starts a link on the cells printed next (the `id=` parameter groups
    /// its parts); an empty URI ends it.
    private mutating func setHyperlink(_ bytes: ArraySlice<UInt8>) {
        guard let separator = bytes.firstIndex(of: UInt8(ascii: ";")) else { return }
        let uri = bytes[(separator + 1)...]
        guard !uri.isEmpty else {
            pen.hyperlink = nil
            return
        }
        var id: String?
        for parameter in bytes[..<separator].split(separator: UInt8(ascii: ":")) {
            if parameter.starts(with: Array("id=".utf8)) {
                let value = parameter.dropFirst(3)
                if !value.isEmpty { id = String(decoding: value, as: UTF8.self) }
            }
        }
        pen.hyperlink = Hyperlink(String(decoding: uri, as: UTF8.self), id: id)
    }
}
