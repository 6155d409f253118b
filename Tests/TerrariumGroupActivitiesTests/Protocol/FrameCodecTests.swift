import Foundation
import TerrariumGroupActivities
import Testing

@Suite struct FrameCodecTests {
    @Test func framesRoundTripWhateverPiecesTheyArriveIn() throws {
        let frames = [
            Frame(.hello, body: FrameBody.make(EmptyHeader())),
            Frame(
                .message, sequence: 7, acknowledgement: 3,
                body: FrameBody.make(MessageHeader(tag: "T"), payload: Data([1, 2, 3]))),
            Frame(.ack, acknowledgement: .max),
            Frame(.uploadChunk, body: Data(repeating: 0xAB, count: 300_000)),
        ]
        let stream = frames.reduce(Data()) { $0 + $1.encoded() }
        for pieceSize in [1, 3, 17, 4096, stream.count] {
            var decoder = FrameDecoder()
            var decoded: [Frame] = []
            var offset = 0
            while offset < stream.count {
                let end = min(offset + pieceSize, stream.count)
                decoder.append(stream[offset..<end])
                while let frame = try decoder.next() { decoded.append(frame) }
                offset = end
            }
            #expect(decoded == frames)
            #expect(decoder.bufferedCount == 0)
        }
    }

    @Test func bodiesRoundTrip() throws {
        let header = UploadChunk(id: UUID(), offset: 42)
        let body = FrameBody.make(header, payload: Data("bytes".utf8))
        let (decoded, payload) = try FrameBody.parse(UploadChunk.self, from: body)
        #expect(decoded.id == header.id && decoded.offset == 42)
        #expect(payload == Data("bytes".utf8))
        #expect(throws: ProtocolError.self) { try FrameBody.parse(UploadChunk.self, from: Data([0, 0])) }
        #expect(throws: ProtocolError.self) { try FrameBody.parse(UploadChunk.self, from: Data([0, 0, 0, 9, 1])) }
    }

    @Test func anOversizedLengthIsRefusedFromItsPrefixAlone() {
        var decoder = FrameDecoder()
        decoder.append(Data([0xFF, 0xFF, 0xFF, 0xFF]))
        #expect(throws: ProtocolError.oversized(length: 0xFFFF_FFFF, limit: Frame.maximumBodySize + Frame.headerSize)) {
            try decoder.next()
        }
        var short = FrameDecoder()
        short.append(Data([0, 0, 0, 3, 1, 2, 3]))
        #expect(throws: ProtocolError.self) { try short.next() }
    }

    @Test func truncatedFramesWaitForMoreBytes() throws {
        let encoded = Frame(.message, sequence: 1, body: Data(repeating: 1, count: 100)).encoded()
        for length in 0..<encoded.count {
            var decoder = FrameDecoder()
            decoder.append(encoded.prefix(length))
            #expect(try decoder.next() == nil)
        }
    }

    @Test func garbageNeverCrashesTheDecoder() {
        var generator = SystemRandomNumberGenerator()
        var errors = 0
        for _ in 0..<2_000 {
            var decoder = FrameDecoder()
            let count = Int.random(in: 0..<200, using: &generator)
            var bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            // Small plausible lengths reach the kind and body checks, not only the length check.
            if bytes.count > 4, Bool.random(using: &generator) {
                bytes[0] = 0
                bytes[1] = 0
                bytes[2] = 0
                bytes[3] = UInt8(min(bytes.count - 4, 255))
            }
            decoder.append(bytes)
            do {
                while let frame = try decoder.next() {
                    _ = try? FrameBody.parse(Hello.self, from: frame.body)
                    _ = try? FrameBody.parse(MessageHeader.self, from: frame.body)
                }
            } catch {
                errors += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(errors > 0)
    }
}
