import TerrariumTerminal
import Testing

private let esc = "\u{1B}"

private func decode(_ chunks: [String], decoder: InputDecoder = InputDecoder()) -> [InputEvent] {
    var decoder = decoder
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.decode(Array(chunk.utf8)) }
    return events + decoder.flush()
}

@Suite struct ClipboardReplyTests {
    @Test func osc52AnswersBecomeTheirBytes() {
        #expect(
            decode(["\(esc)]52;c;TW9uc3RlcmE=\(esc)\\"]) == [
                .reply(.clipboard(selection: "c", contents: Array("Monstera".utf8)))
            ])
        #expect(decode(["\(esc)]52;c;aGk=\u{07}"]) == [.reply(.clipboard(selection: "c", contents: Array("hi".utf8)))])
        #expect(decode(["\(esc)]52;c;\(esc)\\"]) == [.reply(.clipboard(selection: "c", contents: []))])
    }

    @Test func anAnswerSplitAnywhereDecodesTheSame() {
        let whole = "\(esc)]52;c;TW9uc3RlcmE=\(esc)\\x"
        let expected = decode([whole])
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flush()
            #expect(events == expected, "cut at \(cut)")
        }
    }

    @Test func malformedAnswersFailWithoutContents() {
        #expect(decode(["\(esc)]52;c;not*base64\(esc)\\"]) == [.reply(.clipboard(selection: "c", contents: nil))])
        // A request echoed back, a selection that is too long or not letters: not answers.
        #expect(decode(["\(esc)]52;c;?\(esc)\\"]) == [])
        #expect(decode(["\(esc)]52;\(String(repeating: "c", count: 40));aGk=\(esc)\\"]) == [])
        #expect(decode(["\(esc)]52;C!;aGk=\(esc)\\"]) == [])
        #expect(decode(["\(esc)]52aGk=\(esc)\\"]) == [])
    }

    @Test func aTruncatedAnswerIsDroppedNeverTyped() {
        // Cut short by a new sequence: the answer fails and the arrow still arrives.
        #expect(
            decode(["\(esc)]52;c;aGVsbG8", "\(esc)[A"])
                == [.reply(.clipboard(selection: "c", contents: nil)), .key(KeyPress(.upArrow))])
        // Silence does not end an answer (it may be long and slow); the session ends it.
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\(esc)]52;c;aGVsbG8".utf8)) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.isReceivingClipboard)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.endClipboardReply() == [.reply(.clipboard(selection: "c", contents: nil))])
        #expect(decoder.decode(Array("q".utf8)) == [.key(KeyPress(.character("q")))])
        // An ESC that began the terminator and then silence: dropped, no Escape key pressed.
        var cut = InputDecoder()
        #expect(cut.decode(Array("\(esc)]52;c;aGk=\(esc)".utf8)) == [])
        #expect(cut.flush() == [.reply(.clipboard(selection: "c", contents: nil))])
    }

    @Test func aHugeAnswerIsDroppedWithinItsCap() {
        var decoder = InputDecoder(maxPasteBytes: 1024, maxClipboardReplyBytes: 8192)
        var events = decoder.decode(Array("\(esc)]52;c;".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "A"), count: 4096)
        for _ in 0..<64 { events += decoder.decode(chunk) }
        events += decoder.decode(Array("\(esc)\\z".utf8))
        #expect(events == [.reply(.clipboard(selection: "c", contents: nil)), .key(KeyPress(.character("z")))])
    }

    @Test func anAnswerLongerThanOtherStringsIsKept() {
        let text = String(repeating: "fern ", count: 2000)
        let base64 = String(decoding: Base64.encode(Array(text.utf8)), as: UTF8.self)
        #expect(
            decode(["\(esc)]52;c;\(base64)\(esc)\\"]) == [
                .reply(.clipboard(selection: "c", contents: Array(text.utf8)))
            ])
    }

    @Test func kittyPacketsDecode() {
        let packet = decode(["\(esc)]5522;type=read:status=DATA:mime=dGV4dC9wbGFpbg==:id=t1;aGk=\(esc)\\"])
        #expect(
            packet == [
                .reply(
                    .kittyClipboard(
                        KittyClipboardPacket(
                            type: "read", status: "DATA", mimeType: "text/plain", id: "t1", payload: Array("hi".utf8))))
            ])
        #expect(
            decode(["\(esc)]5522;type=write:status=DONE\(esc)\\"]) == [
                .reply(.kittyClipboard(KittyClipboardPacket(type: "write", status: "DONE")))
            ])
        #expect(
            decode(["\(esc)]5522;type=read:status=OK:loc=primary\(esc)\\"]) == [
                .reply(.kittyClipboard(KittyClipboardPacket(type: "read", status: "OK")))
            ])
    }

    @Test(arguments: [
        "status=DONE",  // no type
        "type=read:status=DATA:mime=***;aGk=",  // a MIME type that is not Base64
        "type=read:status=DATA;a*b",  // data that is not Base64
        "type=read:id=a b",  // an id outside its set
        "type=read:statusDONE",  // a field without `=`
    ])
    func malformedKittyPacketsFail(_ content: String) {
        #expect(decode(["\(esc)]5522;\(content)\(esc)\\"]) == [.reply(.kittyClipboard(nil))])
    }

    @Test func garbageAfterAnAnswerIsStillInput() {
        #expect(
            decode(["\(esc)]52;c;aGk=\(esc)\\", "ab"])
                == [
                    .reply(.clipboard(selection: "c", contents: Array("hi".utf8))), .key(KeyPress(.character("a"))),
                    .key(KeyPress(.character("b"))),
                ])
    }

    @Test func theSupportAnswerIsAModeReport() {
        #expect(decode(["\(esc)[?5522;1$y"]) == [.reply(.privateMode(mode: 5522, value: 1))])
    }
}
