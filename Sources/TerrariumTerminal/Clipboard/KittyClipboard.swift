/// The sequences of kitty's clipboard protocol (OSC 5522): any number of MIME types, each in
/// chunks, and an answer to every write and read.
///
/// A write is `type=write`, then `type=wdata:mime=…` packets of at most ``chunkSize`` bytes of
/// data each (before Base64), one type after another, then a bare `type=wdata` that ends it; the
/// terminal answers `type=write:status=DONE` or an error. A read names the MIME types it wants
/// and the answer arrives as packets (``KittyClipboardPacket``). Support is found by asking for
/// DEC private mode 5522 (``supportQuery``): an answer other than 0 or 4 means the terminal
/// speaks the whole protocol.
package enum KittyClipboard {
    /// The most data bytes, before Base64, that the protocol allows in one packet.
    package static let chunkSize = 4096
    /// DECRQM for private mode 5522; the answer is ``TerminalReply/privateMode(mode:value:)``.
    package static let supportQuery = "\u{1B}[?5522$p"
    /// The private mode ``supportQuery`` asks about.
    package static let supportMode = 5522

    private static let prefix: [UInt8] = Array("\u{1B}]5522;".utf8)
    private static let terminator: [UInt8] = [0x1B, 0x5C]

    /// Whether a DECRPM value for mode 5522 means the terminal speaks the protocol.
    package static func isSupported(modeValue: Int) -> Bool {
        modeValue != 0 && modeValue != 4
    }

    /// The packets that put `representations` on the clipboard, each under its MIME type, the
    /// preferred first.
    ///
    /// - Parameter id: Sent with every packet so that a multiplexer can route the answer; only
    ///   `[A-Za-z0-9-_+.]` is kept.
    package static func write(
        _ representations: [(mimeType: String, data: [UInt8])], id: String? = nil
    ) -> EscapeSequence {
        let idField = id.map { ":id=" + sanitizedID($0) } ?? ""
        var out: [UInt8] = []
        let payload = representations.reduce(0) { $0 + Base64.encodedCount($1.data.count) }
        let chunks = representations.reduce(0) { $0 + max(1, ($1.data.count + chunkSize - 1) / chunkSize) }
        out.reserveCapacity(payload + chunks * 64 + 64)
        appendPacket("type=write" + idField, payload: nil, to: &out)
        for (mimeType, data) in representations {
            let metadata =
                "type=wdata:mime=" + String(decoding: Base64.encode(Array(mimeType.utf8)), as: UTF8.self) + idField
            var start = 0
            repeat {
                let end = min(start + chunkSize, data.count)
                appendPacket(metadata, payload: data[start..<end], to: &out)
                start = end
            } while start < data.count
        }
        appendPacket("type=wdata" + idField, payload: nil, to: &out)
        return EscapeSequence(bytes: out)
    }

    /// The packet that asks for the clipboard's data in `mimeTypes`.
    package static func readRequest(mimeTypes: [String], id: String? = nil) -> EscapeSequence {
        var out: [UInt8] = []
        let list = mimeTypes.joined(separator: " ")
        appendPacket(
            "type=read" + (id.map { ":id=" + sanitizedID($0) } ?? ""), payload: Array(list.utf8)[...], to: &out)
        return EscapeSequence(bytes: out)
    }

    /// The packet that asks which MIME types the clipboard holds; terminals answer it without
    /// asking the user.
    package static func listRequest(id: String? = nil) -> EscapeSequence {
        readRequest(mimeTypes: ["."], id: id)
    }

    private static func appendPacket(_ metadata: String, payload: ArraySlice<UInt8>?, to out: inout [UInt8]) {
        out += prefix
        out += metadata.utf8
        if let payload {
            out.append(0x3B)
            Base64.encode(payload, into: &out)
        }
        out += terminator
    }

    /// `id` with every character outside `[A-Za-z0-9-_+.]` left out, as the protocol asks.
    package static func sanitizedID(_ id: String) -> String {
        String(String.UnicodeScalarView(id.unicodeScalars.filter(KittyClipboardPacket.isIDScalar)))
    }
}
