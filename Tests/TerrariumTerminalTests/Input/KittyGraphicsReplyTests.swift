import TerrariumTerminal
import Testing

private let esc = "\u{1B}"

private func decode(_ chunks: [String]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.decode(Array(chunk.utf8)) }
    return events + decoder.flush()
}

/// Kitty's graphics protocol answers in an APC string, `ESC _ G keys ; message ESC \`.
@Suite struct KittyGraphicsReplyTests {
    @Test func answersDecodeToTheImageNumberAndTheMessage() {
        #expect(decode(["\(esc)_Gi=31;OK\(esc)\\"]) == [.reply(.kittyGraphics(id: 31, message: "OK"))])
        #expect(
            decode(["\(esc)_Gi=7,p=2;ENOENT:no such image\(esc)\\x"]) == [
                .reply(.kittyGraphics(id: 7, message: "ENOENT:no such image")), .key(KeyPress(.character("x"))),
            ])
        #expect(decode(["\(esc)_G;OK\(esc)\\"]) == [.reply(.kittyGraphics(id: nil, message: "OK"))])
    }

    @Test func anAnswerSplitAnywhereDecodesTheSame() {
        let whole = "a\(esc)_Gi=31;OK\(esc)\\b"
        let expected: [InputEvent] = [
            .key(KeyPress(.character("a"))), .reply(.kittyGraphics(id: 31, message: "OK")),
            .key(KeyPress(.character("b"))),
        ]
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flush()
            #expect(events == expected, "cut at \(cut)")
        }
    }

    @Test func anUnfinishedAnswerIsTheKeysTypedWhenFlushedOrCutShort() {
        // Alt+_ then G and x, with nothing after: what was typed.
        #expect(
            decode(["\(esc)_Gx"]) == [
                .key(KeyPress(.character("_"), modifiers: .option)), .key(KeyPress(.character("G"))),
                .key(KeyPress(.character("x"))),
            ])
        // Cut short by another sequence: the keys, then that sequence.
        #expect(
            decode(["\(esc)_Ga\(esc)[A"]) == [
                .key(KeyPress(.character("_"), modifiers: .option)), .key(KeyPress(.character("G"))),
                .key(KeyPress(.character("a"))), .key(KeyPress(.upArrow)),
            ])
    }

    @Test func altUnderscoreIsStillAKeyBeforeAnythingButG() {
        #expect(
            decode(["\(esc)_x"]) == [
                .key(KeyPress(.character("_"), modifiers: .option)), .key(KeyPress(.character("x"))),
            ])
        #expect(decode(["\(esc)_"]) == [.key(KeyPress(.character("_"), modifiers: .option))])
    }

    @Test func malformedAnswersAreDroppedNeverTyped() {
        // No separator, an image number past UInt32, a control character in the message.
        #expect(decode(["\(esc)_Gi=31\(esc)\\z"]) == [.key(KeyPress(.character("z")))])
        #expect(
            decode(["\(esc)_Gi=99999999999999999999;OK\(esc)\\"]) == [.reply(.kittyGraphics(id: nil, message: "OK"))])
        #expect(decode(["\(esc)_Gi=1;O\u{1}K\(esc)\\z"]) == [.key(KeyPress(.character("z")))])
        // Longer than strings are kept: dropped whole, and what follows is input again.
        let huge = "\(esc)_Gi=1;" + String(repeating: "E", count: 100_000) + "\(esc)\\z"
        #expect(decode([huge]) == [.key(KeyPress(.character("z")))])
    }
}
