import Foundation
import TerrariumTerminal
import Testing

private let esc = "\u{1B}"

private func text(_ sequence: EscapeSequence) -> String {
    String(decoding: sequence.bytes, as: UTF8.self)
}

@Suite struct OSC52Tests {
    @Test func writesTheTextInBase64() {
        #expect(text(OSC52.write(Array("Monstera".utf8))) == "\(esc)]52;c;TW9uc3RlcmE=\(esc)\\")
        #expect(text(OSC52.write([UInt8]())) == "\(esc)]52;c;\(esc)\\")
    }

    @Test func tmuxGetsThePlainSequence() {
        #expect(OSC52.write(Array("hi".utf8), multiplexer: .tmux) == OSC52.write(Array("hi".utf8)))
    }

    @Test func kittyIsToldANewTextStarts() {
        #expect(
            text(OSC52.write(Array("hi".utf8), clearingFirst: true)) == "\(esc)]52;c;!\(esc)\\\(esc)]52;c;aGk=\(esc)\\")
    }

    @Test func screenGetsDCSStringsOfAtMostItsLimit() {
        let short = OSC52.write(Array("hi".utf8), multiplexer: .screen)
        #expect(text(short) == "\(esc)P\(esc)]52;c;aGk=\u{07}\(esc)\\")

        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 600)
        let long = text(OSC52.write(payload, multiplexer: .screen))
        let inner = "\(esc)]52;c;" + String(decoding: Base64.encode(payload), as: UTF8.self) + "\u{07}"
        let innerBytes = Array(inner.utf8)
        var expected = ""
        for start in stride(from: 0, to: innerBytes.count, by: OSC52.screenChunkSize) {
            let end = min(start + OSC52.screenChunkSize, innerBytes.count)
            expected += "\(esc)P" + String(decoding: innerBytes[start..<end], as: UTF8.self) + "\(esc)\\"
        }
        #expect(long == expected)
        let strings = long.components(separatedBy: "\(esc)P").dropFirst()
        #expect(strings.count == (innerBytes.count + OSC52.screenChunkSize - 1) / OSC52.screenChunkSize)
        #expect(strings.allSatisfy { $0.utf8.count - 2 <= OSC52.screenChunkSize && $0.hasSuffix("\(esc)\\") })
    }

    @Test func readRequests() {
        #expect(text(OSC52.readRequest()) == "\(esc)]52;c;?\(esc)\\")
        #expect(text(OSC52.readRequest(multiplexer: .screen)) == "\(esc)P\(esc)]52;c;?\u{07}\(esc)\\")
    }

    @Test func aSelectionCannotCarryATerminator() {
        #expect(text(OSC52.write(Array("hi".utf8), selection: "c\u{07}\(esc)\\;p")) == "\(esc)]52;cp;aGk=\(esc)\\")
    }

    @Test func multiplexerFromTheEnvironment() {
        #expect(TerminalMultiplexer.detect(environment: [:]) == TerminalMultiplexer.none)
        #expect(TerminalMultiplexer.detect(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(TerminalMultiplexer.detect(environment: ["STY": "1.pts-0.host"]) == .screen)
        #expect(TerminalMultiplexer.detect(environment: ["STY": "1", "TMUX": "/tmp/t"]) == .tmux)
    }
}

@Suite struct KittyClipboardTests {
    @Test func writesEachTypeUnderItsMIMEType() {
        let sequence = KittyClipboard.write(
            [("text/plain", Array("hi".utf8)), ("image/png", [1, 2, 3])], id: "t1")
        #expect(
            text(sequence)
                == "\(esc)]5522;type=write:id=t1\(esc)\\"
                + "\(esc)]5522;type=wdata:mime=dGV4dC9wbGFpbg==:id=t1;aGk=\(esc)\\"
                + "\(esc)]5522;type=wdata:mime=aW1hZ2UvcG5n:id=t1;AQID\(esc)\\"
                + "\(esc)]5522;type=wdata:id=t1\(esc)\\")
    }

    @Test func chunksDataAt4096BytesBeforeBase64() {
        let data = (0..<10_000).map { UInt8(truncatingIfNeeded: $0) }
        let packets = text(KittyClipboard.write([("application/octet-stream", data)]))
            .components(separatedBy: "\(esc)\\").filter { !$0.isEmpty }
        #expect(packets.count == 5)  // write, three chunks, end
        #expect(packets.first == "\(esc)]5522;type=write")
        #expect(packets.last == "\(esc)]5522;type=wdata")
        let chunks = packets.dropFirst().dropLast().map { packet in
            Base64.decode(Array(packet.split(separator: ";").last!.utf8))!
        }
        #expect(chunks.map(\.count) == [4096, 4096, 1808])
        #expect(Array(chunks.joined()) == data)
    }

    @Test func anEmptyTypeIsOnePacketWithoutData() {
        #expect(
            text(KittyClipboard.write([("text/plain", [])]))
                == "\(esc)]5522;type=write\(esc)\\\(esc)]5522;type=wdata:mime=dGV4dC9wbGFpbg==;\(esc)\\\(esc)]5522;type=wdata\(esc)\\"
        )
    }

    @Test func readAndListRequests() {
        #expect(
            text(KittyClipboard.readRequest(mimeTypes: ["text/plain", "image/png"], id: "r"))
                == "\(esc)]5522;type=read:id=r;dGV4dC9wbGFpbiBpbWFnZS9wbmc=\(esc)\\")
        #expect(text(KittyClipboard.listRequest()) == "\(esc)]5522;type=read;Lg==\(esc)\\")
    }

    @Test func idsKeepOnlyTheProtocolsCharacters() {
        #expect(KittyClipboard.sanitizedID("a b;c:d\u{1B}é-_+.9") == "abcd-_+.9")
    }

    @Test func supportFromTheModeAnswer() {
        #expect(!KittyClipboard.isSupported(modeValue: 0))
        #expect(!KittyClipboard.isSupported(modeValue: 4))
        #expect(KittyClipboard.isSupported(modeValue: 1))
        #expect(KittyClipboard.isSupported(modeValue: 2))
    }

    @Test func assemblesARead() {
        var read = KittyClipboardRead(id: "r", limit: 100)
        #expect(read.take(KittyClipboardPacket(type: "read", status: "OK", id: "r")) == .pending)
        #expect(
            read.take(
                KittyClipboardPacket(type: "read", status: "DATA", mimeType: "text/plain", id: "r", payload: [1, 2]))
                == .pending)
        #expect(
            read.take(KittyClipboardPacket(type: "read", status: "DATA", mimeType: "text/plain", id: "r", payload: [3]))
                == .pending)
        #expect(
            read.take(KittyClipboardPacket(type: "read", status: "DATA", mimeType: "image/png", id: "r", payload: [9]))
                == .pending)
        #expect(
            read.take(KittyClipboardPacket(type: "read", status: "DONE", id: "r"))
                == .finished([.init(mimeType: "text/plain", data: [1, 2, 3]), .init(mimeType: "image/png", data: [9])]))
    }

    @Test func aReadFailsClosed() {
        func outcome(_ packets: [KittyClipboardPacket?], limit: Int = 100) -> KittyClipboardRead.Outcome {
            var read = KittyClipboardRead(id: nil, limit: limit)
            var last = KittyClipboardRead.Outcome.pending
            for packet in packets { last = read.take(packet) }
            return last
        }
        let ok = KittyClipboardPacket(type: "read", status: "OK")
        let data = KittyClipboardPacket(type: "read", status: "DATA", mimeType: "text/plain", payload: [1, 2, 3])
        let done = KittyClipboardPacket(type: "read", status: "DONE")
        #expect(outcome([KittyClipboardPacket(type: "read", status: "EPERM")]) != .pending)
        #expect(outcome([data]) != .pending)  // DATA before OK
        #expect(outcome([ok, nil]) != .pending)  // an unreadable packet
        #expect(outcome([ok, data, data], limit: 5) != .pending)  // more than the limit
        #expect(outcome([ok, KittyClipboardPacket(type: "read", status: "DATA")]) != .pending)  // no MIME type
        if case .failed = outcome([ok, data, done, done]) {} else { Issue.record("a second DONE was taken") }
        let other = KittyClipboardPacket(type: "read", status: "DATA", mimeType: "image/png")
        if case .failed = outcome([ok, data, other, data]) {} else { Issue.record("a type in two parts was taken") }
    }
}
