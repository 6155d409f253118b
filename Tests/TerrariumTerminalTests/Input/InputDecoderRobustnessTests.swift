import Foundation
import TerrariumTerminal
import TerrariumTesting
import Testing

private let esc = "\u{1B}"

private func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
}

private func char(_ character: Character, _ modifiers: EventModifiers = []) -> InputEvent {
    .key(KeyPress(.character(character), modifiers: modifiers))
}

private func text(_ string: String) -> [InputEvent] {
    string.map { char($0) }
}

/// Decodes `chunks` in order with one decoder, then flushes it.
private func decodeAll(_ chunks: [[UInt8]]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for chunk in chunks {
        events += decoder.decode(chunk)
    }
    events += decoder.flush()
    return events
}

/// Whether splitting `bytes` at `split` separates a printable ASCII character from a character
/// that extends it, such as a combining mark: the decoder emits ASCII without waiting, so this is
/// the one kind of split that changes the events (see ``InputDecoder``).
private func splitsASCIIFromItsExtension(_ bytes: [UInt8], at split: Int) -> Bool {
    guard split > 0, split < bytes.count, (0x20...0x7E).contains(bytes[split - 1]), bytes[split] >= 0x80,
        let scalar = String(decoding: bytes[split...].prefix(4), as: UTF8.self).unicodeScalars.first
    else { return false }
    var pair = "a"
    pair.unicodeScalars.append(scalar)
    return pair.count == 1
}

@Suite struct InputDecoderUTF8Tests {
    static let replacement: Character = "\u{FFFD}"

    @Test(
        arguments: [
            ([0x61, 0xFF, 0x62], "a\u{FFFD}b"),  // invalid lead byte
            ([0x61, 0x80, 0x62], "a\u{FFFD}b"),  // stray continuation
            ([0xC3, 0x28, 0x62], "\u{FFFD}(b"),  // lead followed by ASCII
            ([0xE2, 0x82, 0x78], "\u{FFFD}x"),  // truncated three-byte sequence
            ([0xF0, 0x9F, 0x91, 0x0D], "\u{FFFD}"),  // truncated by a control byte (then Return)
            ([0xC0, 0xAF, 0x7A], "\u{FFFD}\u{FFFD}z"),  // overlong '/'
            ([0xE0, 0x80, 0xAF, 0x7A], "\u{FFFD}\u{FFFD}\u{FFFD}z"),  // overlong three-byte '/'
            ([0xED, 0xA0, 0x80, 0x7A], "\u{FFFD}\u{FFFD}\u{FFFD}z"),  // surrogate U+D800
            ([0xF4, 0x90, 0x80, 0x80, 0x7A], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}z"),  // above U+10FFFF
            ([0xF8, 0x88, 0x80, 0x80, 0x80, 0x7A], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}z"),  // five-byte form
            ([0xC3, 0xA9, 0xFE, 0xC3, 0xA9], "é\u{FFFD}é"),
        ] as [([UInt8], String)])
    func invalidBytesBecomeReplacementAndFollowingTextSurvives(_ bytes: [UInt8], _ expected: String) {
        var expectedEvents = text(expected)
        if bytes.last == 0x0D { expectedEvents.append(key(.return)) }
        #expect(decodeAll([bytes]) == expectedEvents)
        #expect(decodeAll(bytes.map { [$0] }) == expectedEvents)
        for split in 0...bytes.count {
            #expect(decodeAll([Array(bytes[..<split]), Array(bytes[split...])]) == expectedEvents)
        }
    }

    @Test func truncatedCharacterAtFlushBecomesReplacement() {
        var decoder = InputDecoder()
        // The incomplete character might extend the `a`, so both wait.
        #expect(decoder.decode([0x61, 0xE6, 0x97]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [char("a"), char(Self.replacement)])
        #expect(decoder.decode(Array("ok".utf8)) == text("ok"))
    }

    @Test func truncatedCharacterBeforeEscapeBecomesReplacement() {
        #expect(decodeAll([[0xE6, 0x97], Array("\(esc)[A".utf8)]) == [char(Self.replacement), key(.upArrow)])
    }

    @Test func invalidByteAfterEscapeIsAltReplacement() {
        #expect(decodeAll([[0x1B, 0xFF, 0x61]]) == [char(Self.replacement, .option), char("a")])
        #expect(decodeAll([[0x1B, 0xC3, 0x41]]) == [char(Self.replacement, .option), char("A")])
    }

    @Test func pasteWithInvalidUTF8() {
        let bytes = Array("\(esc)[200~".utf8) + [0x61, 0xFF, 0x62] + Array("\(esc)[201~".utf8)
        #expect(decodeAll([bytes]) == [.paste("a\u{FFFD}b")])
    }
}

@Suite struct InputDecoderRobustnessTests {
    @Test func megabytePasteInRandomChunks() {
        var rng = SplitMix64(seed: 0x7E44_A41C)
        let pieces: [[UInt8]] = [
            Array("abc".utf8), Array(" ".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("é".utf8),
            Array("日本".utf8), Array("👍".utf8), [0x1B], Array("[".utf8), Array("201".utf8),
            Array("\(esc)[201".utf8), Array("\(esc)[20~".utf8), Array("\(esc)[A".utf8), [0x09], [0x7F],
        ]
        var content: [UInt8] = []
        content.reserveCapacity(1 << 20 + 16)
        while content.count < 1 << 20 {
            content += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
        }
        // Break any accidental end marker so the content is a single paste.
        let marker = Array("\(esc)[201~".utf8)
        var index = 0
        while let start = content[index...].firstIndex(of: 0x1B) {
            let end = start + marker.count
            if end <= content.count && content[start..<end].elementsEqual(marker) {
                content[end - 1] = 0x78
            }
            index = start + 1
        }
        let input = Array("\(esc)[200~".utf8) + content + marker + Array("ok\(esc)[B".utf8)

        var chunks: [[UInt8]] = []
        var start = 0
        while start < input.count {
            let length = Int.random(in: 1...9000, using: &rng)
            let end = min(start + length, input.count)
            chunks.append(Array(input[start..<end]))
            start = end
        }
        let events = decodeAll(chunks)
        #expect(events.count == 4)
        #expect(events.first == .paste(String(decoding: content, as: UTF8.self)))
        #expect(Array(events.dropFirst()) == [char("o"), char("k"), key(.downArrow)])
    }

    @Test func randomGarbageNeverSwallowsTheTextAfterAFlush() {
        var rng = SplitMix64(seed: 42)
        let biased: [UInt8] = Array("\u{1B}\u{1B}\u{1B}\u{1B}[[[<;;;::MmM~~~OPR]\\_?$u0123456789".utf8) + [0x07]
        var decoder = InputDecoder()
        for _ in 0..<6000 {
            let length = Int.random(in: 0...40, using: &rng)
            var garbage: [UInt8] = []
            for _ in 0..<length {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<7: garbage.append(biased[Int.random(in: 0..<biased.count, using: &rng)])
                case 7, 8: garbage.append(UInt8.random(in: 0x80...0xFF, using: &rng))
                default: garbage.append(UInt8.random(in: 0...0x7F, using: &rng))
                }
            }
            _ = decoder.decode(garbage)
            _ = decoder.flush()
            _ = decoder.endPaste()
            let events = decoder.decode(Array("ok".utf8))
            #expect(Array(events.suffix(2)) == [char("o"), char("k")], "after \(garbage)")
            #expect(!decoder.hasPendingInput)
        }
    }

    @Test func randomGarbageDecodesTheSameInAnyChunking() {
        var rng = SplitMix64(seed: 7)
        let biased: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[[<;;:M~OP]\\?$u0123456789ab".utf8) + [0x07, 0x0D]
        for _ in 0..<1000 {
            let length = Int.random(in: 1...48, using: &rng)
            let garbage = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &rng) == 0
                    ? UInt8.random(in: 0...0xFF, using: &rng)
                    : biased[Int.random(in: 0..<biased.count, using: &rng)]
            }
            let whole = decodeAll([garbage])
            let split = Int.random(in: 0...garbage.count, using: &rng)
            if !splitsASCIIFromItsExtension(garbage, at: split) {
                let twoChunks = decodeAll([Array(garbage[..<split]), Array(garbage[split...])])
                #expect(twoChunks == whole, "\(garbage) split at \(split)")
            }
            if !(1..<garbage.count).contains(where: { splitsASCIIFromItsExtension(garbage, at: $0) }) {
                #expect(decodeAll(garbage.map { [$0] }) == whole, "\(garbage)")
            }
        }
    }

    @Test func randomTextDecodesTheSameInAnyChunking() {
        var rng = SplitMix64(seed: 11)
        let text = [
            "a", "e", " ", "é", "日", "\u{301}", "\u{200D}", "👩", "💻", "🇺", "🇸", "\u{FE0F}", "❤", "\u{1100}",
            "\u{1161}", "🏽", "\r", "\(esc)[A",
        ]
        // Text pieces that extend or join each other, plus an incomplete character and an invalid byte.
        let pieces: [[UInt8]] = text.map { Array($0.utf8) } + [[0xE6, 0x97], [0xFF]]
        for _ in 0..<300 {
            let count = Int.random(in: 1...10, using: &rng)
            let bytes = (0..<count).flatMap { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
            let whole = decodeAll([bytes])
            for split in 0...bytes.count where !splitsASCIIFromItsExtension(bytes, at: split) {
                let chunks = [Array(bytes[..<split]), Array(bytes[split...])]
                #expect(decodeAll(chunks) == whole, "\(bytes) split at \(split)")
            }
            if !(1..<bytes.count).contains(where: { splitsASCIIFromItsExtension(bytes, at: $0) }) {
                #expect(decodeAll(bytes.map { [$0] }) == whole, "\(bytes)")
            }
        }
    }

    @Test func overlongControlSequenceIsDroppedWithItsFinalByte() {
        let digits = String(repeating: "1", count: 500)
        let input = Array("\(esc)[\(digits)Ahi".utf8)
        #expect(decodeAll([input]) == text("hi"))
        #expect(decodeAll(input.map { [$0] }) == text("hi"))
    }

    @Test func overlongSequenceAtFlushIsDropped() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\(esc)[\(String(repeating: "9", count: 100))".utf8))
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("x".utf8)) == text("x"))
    }

    @Test func overlongStringIsDiscardedUpToItsTerminator() {
        let body = String(repeating: "a", count: 5000)
        for terminator in ["\u{7}", "\(esc)\\"] {
            let input = Array("\(esc)]11;\(body)\(terminator)ok\(esc)]11;rgb:00/00/00\u{7}".utf8)
            let expected = text("ok") + [.reply(.color(slot: 11, red: 0, green: 0, blue: 0))]
            #expect(decodeAll([input]) == expected)
            var rng = SplitMix64(seed: 3)
            for _ in 0..<50 {
                let split = Int.random(in: 0...input.count, using: &rng)
                #expect(decodeAll([Array(input[..<split]), Array(input[split...])]) == expected)
            }
        }
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\(esc)P\(body)".utf8))
        #expect(decoder.flush().isEmpty)
    }

    @Test func unfinishedStringReplaysAsKeysAtFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)]1ab".utf8)).isEmpty)
        #expect(decoder.flush() == [char("]", .option)] + text("1ab"))
        #expect(decoder.decode(Array("\(esc)P>x\(esc)".utf8)).isEmpty)
        #expect(decoder.flush() == [char("P", .option), char(">"), char("x"), key(.escape)])
    }

    @Test func overlongStringCutShortByEscapeIsDroppedButTheEscapeStarts() {
        let input = Array("\(esc)]11;\(String(repeating: "a", count: 5000))\(esc)[Ax".utf8)
        #expect(decodeAll([input]) == [key(.upArrow), char("x")])
        #expect(decodeAll(input.map { [$0] }) == [key(.upArrow), char("x")])
    }

    /// How fast this is, is for `terrarium-bench`; here, that nothing is lost across reads.
    @Test func megabyteOfTextInFourKilobyteReadsDecodesEveryCharacter() {
        let line = Array("The quick brown fox jumps over the lazy dog; naïve café 日本語 👍\n".utf8)
        var input: [UInt8] = []
        while input.count < 1_000_000 { input += line }
        var decoder = InputDecoder()
        var count = 0
        var start = 0
        while start < input.count {
            let end = min(start + 4096, input.count)
            count += decoder.decode(input[start..<end]).count
            start = end
        }
        count += decoder.flush().count
        let lines = input.count / line.count
        #expect(count == lines * String(decoding: line, as: UTF8.self).count)
    }
}
