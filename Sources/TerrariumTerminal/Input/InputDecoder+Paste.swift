/// Bracketed paste: its bytes up to the end marker, in events of at most the cap.
extension InputDecoder {
    mutating func consumePaste(_ buffer: [UInt8], from start: Int, into events: inout [InputEvent]) -> Int {
        var index = start
        while index < buffer.count {
            if pasteMatched == 0 {
                var end = index
                while end < buffer.count && buffer[end] != 0x1B { end += 1 }
                appendToPaste(buffer[index..<end], into: &events)
                if end == buffer.count { return end }
                pasteMatched = 1
                index = end + 1
            } else if buffer[index] == Self.pasteEnd[pasteMatched] {
                pasteMatched += 1
                index += 1
                if pasteMatched == Self.pasteEnd.count {
                    pasteMatched = 0
                    finishPaste(into: &events)
                    return index
                }
            } else {
                // Not the end marker after all: what matched so far is paste content. The marker
                // has a single ESC, at its start, so the current byte can only restart a match if
                // it is an ESC, which the next iteration handles.
                appendToPaste(Self.pasteEnd[0..<pasteMatched], into: &events)
                pasteMatched = 0
            }
        }
        return index
    }

    /// Adds paste content, first emitting what was collected whenever it would exceed the cap.
    mutating func appendToPaste(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
        var rest = bytes
        while pasteBytes.count + rest.count > maxPasteBytes {
            let room = maxPasteBytes - pasteBytes.count
            pasteBytes.append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
            // Split between characters. The held-back part is at most 3 bytes and the cap at least
            // 4, so every piece has content and the loop advances.
            let cut = Self.incompleteSuffixStart(pasteBytes[...]) ?? pasteBytes.count
            events.append(.paste(String(decoding: pasteBytes[..<cut], as: UTF8.self)))
            pasteBytes.removeFirst(cut)
        }
        pasteBytes.append(contentsOf: rest)
    }

    /// Emits the rest of the paste and returns to ground.
    mutating func finishPaste(into events: inout [InputEvent]) {
        events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
        pasteBytes = []
        pasteMatched = 0
        mode = .ground
    }
}
