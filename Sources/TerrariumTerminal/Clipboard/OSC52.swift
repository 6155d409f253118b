/// The sequences of OSC 52, the clipboard escape sequence most terminals understand: text only,
/// Base64 in one sequence, no answer to a write.
///
/// Inside tmux the plain sequence is sent: with `set-clipboard on`, tmux keeps it as a paste
/// buffer and forwards it to the terminal outside in its own `Ms` form, and it answers reads.
/// tmux's DCS passthrough (`ESC P tmux; …`) is not used, as tmux 3.3 and later drop it unless
/// `allow-passthrough` is on and it would bypass tmux's buffers. GNU screen forwards nothing of
/// OSC 52, so there the sequence travels in DCS strings, which screen hands to the terminal
/// unchanged, each cut to ``screenChunkSize`` bytes.
package enum OSC52 {
    /// The most bytes one DCS string carries through GNU screen.
    ///
    /// screen keeps at most 768 bytes
    /// of a string since 4.2.1, 512 in 4.2.0 and 256 before; 252 plus `ESC P` and `ESC \` fits
    /// every version still in use.
    package static let screenChunkSize = 252
    private static let prefix: [UInt8] = [0x1B, 0x5D, 0x35, 0x32, 0x3B]  // ESC ] 52 ;
    private static let stringTerminator: [UInt8] = [0x1B, 0x5C]
    private static let bell: UInt8 = 0x07

    /// The sequence that sets `selection` (`c` for the clipboard) to `text`, the UTF-8 bytes
    /// Base64 encoded.
    ///
    /// - Parameters:
    ///   - multiplexer: Through screen the sequence is wrapped in DCS strings.
    ///   - clearingFirst: Starts with `52;c;!`, which kitty takes as "start a new clipboard
    ///     text": kitty otherwise appends consecutive OSC 52 writes. Other terminals ignore it,
    ///     as `!` is not Base64.
    package static func write(
        _ text: some Collection<UInt8>, selection: String = "c", multiplexer: TerminalMultiplexer = .none,
        clearingFirst: Bool = false
    ) -> EscapeSequence {
        var body: [UInt8] = []
        let selectionBytes = Array(selection.utf8.filter(isSelectionByte))
        body.reserveCapacity(
            Base64.encodedCount(text.count) + selectionBytes.count + 16 + (clearingFirst ? 16 : 0))
        let terminator: [UInt8] = multiplexer == .screen ? [bell] : stringTerminator
        if clearingFirst {
            body += prefix + selectionBytes + [0x3B, UInt8(ascii: "!")] + terminator
        }
        body += prefix
        body += selectionBytes
        body.append(0x3B)
        Base64.encode(text, into: &body)
        body += terminator
        return EscapeSequence(bytes: multiplexer == .screen ? wrapForScreen(body) : body)
    }

    /// The sequence that asks the terminal for `selection`'s text; the answer arrives as
    /// ``TerminalReply/clipboard(selection:contents:)``.
    package static func readRequest(selection: String = "c", multiplexer: TerminalMultiplexer = .none)
        -> EscapeSequence
    {
        let terminator: [UInt8] = multiplexer == .screen ? [bell] : stringTerminator
        let body = prefix + selection.utf8.filter(isSelectionByte) + [0x3B, UInt8(ascii: "?")] + terminator
        return EscapeSequence(bytes: multiplexer == .screen ? wrapForScreen(body) : body)
    }

    /// `bytes` cut into DCS strings of at most ``screenChunkSize`` bytes, which GNU screen
    /// passes to the terminal one after another.
    ///
    /// `bytes` must hold no `ESC \`: its only ESC opens the sequence, at the start of the first
    /// string, and the sequence ends with BEL.
    package static func wrapForScreen(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        let chunks = (bytes.count + screenChunkSize - 1) / screenChunkSize
        out.reserveCapacity(bytes.count + chunks * 4)
        var start = 0
        while start < bytes.count {
            let end = min(start + screenChunkSize, bytes.count)
            out += [0x1B, 0x50]
            out += bytes[start..<end]
            out += stringTerminator
            start = end
        }
        return out
    }

    /// Selection names are letters and digits (`c`, `p`, `s`, `0`–`7`); anything else is left
    /// out so no caller can put a terminator in the sequence.
    private static func isSelectionByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
