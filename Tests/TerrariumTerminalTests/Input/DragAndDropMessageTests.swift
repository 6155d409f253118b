import Testing

@testable import TerrariumTerminal

@Suite struct DragAndDropMessageTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func encodesWhatAProgramSends() {
        #expect(text(DragAndDropMessage.query().encoded) == "\u{1B}]72;t=q\u{1B}\\")
        #expect(
            text(DragAndDropMessage.acceptDrops(mimeTypes: ["text/uri-list", "text/plain"]).encoded)
                == "\u{1B}]72;t=a;text/uri-list text/plain\u{1B}\\")
        #expect(text(DragAndDropMessage.stopAcceptingDrops().encoded) == "\u{1B}]72;t=A\u{1B}\\")
        #expect(
            text(DragAndDropMessage.dropStatus(operation: 1, mimeTypes: ["text/uri-list"]).encoded)
                == "\u{1B}]72;t=m:o=1;text/uri-list\u{1B}\\")
        #expect(text(DragAndDropMessage.dropStatus(operation: 0).encoded) == "\u{1B}]72;t=m:o=0\u{1B}\\")
        #expect(text(DragAndDropMessage.requestData(index: 2).encoded) == "\u{1B}]72;t=r:x=2\u{1B}\\")
        #expect(text(DragAndDropMessage.finishDrop(operation: 1).encoded) == "\u{1B}]72;t=r:o=1\u{1B}\\")
        #expect(text(DragAndDropMessage.offerDrags(true).encoded) == "\u{1B}]72;t=o:x=1\u{1B}\\")
        #expect(text(DragAndDropMessage.startDrag().encoded) == "\u{1B}]72;t=P:x=-1\u{1B}\\")
        #expect(text(DragAndDropMessage.cancelDrag().encoded) == "\u{1B}]72;t=E:y=-1\u{1B}\\")
        #expect(
            DragAndDropMessage.dragData(index: 0, data: Array("Fern".utf8)).map { text($0.encoded) } == [
                "\u{1B}]72;t=e:y=0:m=1;RmVybg==\u{1B}\\", "\u{1B}]72;t=e:y=0:m=0\u{1B}\\",
            ])
    }

    @Test func chunksLongDataAt4096EncodedBytes() throws {
        let data = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let messages = DragAndDropMessage.presentData(index: 1, data: data)
        #expect(messages.count == 5)
        #expect(messages.dropLast().allSatisfy { $0.payload.count <= 4096 && $0.hasMoreChunks && $0["x"] == 1 })
        #expect(messages.last?.payload.isEmpty == true)
        #expect(messages.last?["m"] == 0)
        let joined = messages.flatMap(\.payload)
        #expect(Base64.decode(joined) == data)
    }

    @Test func decodesWhatTheTerminalSends() throws {
        var decoder = InputDecoder()
        let bytes = Array(
            "\u{1B}]72;t=q\u{1B}\\\u{1B}]72;t=m:x=3:y=1:X=30:Y=20:o=3;text/uri-list text/plain\u{1B}\\\u{1B}]72;t=m:x=-1:y=-1\u{1B}\\\u{1B}]72;t=r:x=1:m=1;Zmls\u{1B}\\\u{1B}]72;t=R:x=1;ENOENT:gone\u{1B}\\"
                .utf8)
        let events = decoder.decode(bytes)
        let messages = events.compactMap { event -> DragAndDropMessage? in
            if case .reply(.dragAndDrop(let message)) = event { return message }
            return nil
        }
        #expect(messages.count == 5)
        #expect(messages[0].type == "q")
        #expect(messages[1].type == "m")
        #expect(messages[1].location == Point(x: 3, y: 1))
        #expect(messages[1]["o"] == 3)
        #expect(messages[1].list == ["text/uri-list", "text/plain"])
        #expect(messages[2].location == nil)
        #expect(messages[3].decodedData == Array("fil".utf8))
        #expect(messages[3].hasMoreChunks)
        #expect(String(decoding: messages[4].payload, as: UTF8.self) == "ENOENT:gone")
    }

    @Test func aFullChunkFitsTheDecoder() {
        var decoder = InputDecoder()
        let payload = String(repeating: "A", count: 4096)
        let events = decoder.decode(Array("\u{1B}]72;t=r:x=12:m=1;\(payload)\u{1B}\\".utf8))
        guard case .reply(.dragAndDrop(let message)) = events.first else {
            Issue.record("no message: \(events)")
            return
        }
        #expect(message.payload.count == 4096)
    }

    @Test func refusesMalformedMetadata() {
        #expect(DragAndDropMessage(decoding: Array("t=mm".utf8)) == nil)
        #expect(DragAndDropMessage(decoding: Array("x=a".utf8)) == nil)
        #expect(DragAndDropMessage(decoding: Array("x".utf8)) == nil)
        #expect(DragAndDropMessage(decoding: Array("x=99999999999".utf8)) == nil)
        #expect(Base64.decode(Array("A".utf8)) == nil)
        #expect(Base64.decode(Array("A*==".utf8)) == nil)
        #expect(Base64.encode(Array("Ferns".utf8)) == Array("RmVybnM=".utf8))
    }
}
