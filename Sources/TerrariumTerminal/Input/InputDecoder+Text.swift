/// Text between sequences: one key event per grapheme cluster, the last held back while a
/// later read may extend it.
extension InputDecoder {
    mutating func emitText(
        _ run: ArraySlice<UInt8>,
        reachesEnd: Bool,
        nonASCII: Bool,
        into events: inout [InputEvent]
    ) {
        if textCarry.isEmpty && !nonASCII {
            // ASCII needs neither UTF-8 validation nor grapheme breaking (no two printable ASCII
            // characters combine), and skipping `String` keeps this fast in debug builds.
            events.reserveCapacity(events.count + run.count)
            for byte in run {
                events.append(Self.printableASCIIEvents[Int(byte) - 0x20])
            }
            return
        }
        var bytes = textCarry.isEmpty ? run : ArraySlice(textCarry + run)
        rescannedByteCount += textCarry.count
        textCarry = []
        var incomplete: ArraySlice<UInt8> = []
        if reachesEnd, let start = Self.incompleteSuffixStart(bytes) {
            incomplete = bytes[start...]
            bytes = bytes[..<start]
        }
        // A control byte after the run ends every cluster; otherwise the last one is held back, as
        // the next read may extend it.
        let text = String(decoding: bytes, as: UTF8.self)[...]
        let rest = KeyClusters.split(text, endsText: !reachesEnd) { appendCharacter($0, into: &events) }
        // See the type's documentation for why ASCII is held only when an incomplete character
        // follows it.
        let held = text[rest...]
        if held.utf8.count == 1, incomplete.isEmpty {
            appendCharacter(Character(String(held)), into: &events)
        } else {
            textCarry = Array(held.utf8)
        }
        textCarry.append(contentsOf: incomplete)
    }

    mutating func flushCarry(into events: inout [InputEvent]) {
        guard !textCarry.isEmpty else { return }
        let text = String(decoding: textCarry, as: UTF8.self)
        textCarry = []
        _ = KeyClusters.split(text[...], endsText: true) { appendCharacter($0, into: &events) }
    }

    func appendCharacter(_ character: Character, into events: inout [InputEvent]) {
        if !Self.isC1Control(character) { events.append(.key(KeyPress(.character(character)))) }
    }

}
