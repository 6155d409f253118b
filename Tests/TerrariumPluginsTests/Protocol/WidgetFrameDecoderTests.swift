import TerrariumTesting
import TerrariumWidgetProtocol
import Testing

@Suite struct WidgetFrameDecoderTests {
    /// Three frames of different lengths, one holding multi-byte characters and one empty-ish.
    private let payloads: [[UInt8]] = [
        Array(#"{"type":"shutdown"}"#.utf8),
        Array(#"{"text":"★ é 😀","type":"copy"}"#.utf8),
        Array(#"{"a":[1,2,3],"type":"x"}"#.utf8),
        Array(String(repeating: "x", count: 1234).utf8),
    ]

    private var stream: [UInt8] { payloads.flatMap(WidgetMessageCoder.frame(payload:)) }

    /// Every payload `chunks` yields when appended one by one, draining after each.
    private func decode(_ chunks: [ArraySlice<UInt8>], maximum: Int = WidgetProtocol.maximumMessageSize) throws
        -> [[UInt8]]
    {
        var decoder = WidgetFrameDecoder(maximumMessageSize: maximum)
        var found: [[UInt8]] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let payload = try decoder.nextPayload() { found.append(payload) }
        }
        #expect(decoder.bufferedCount == 0)
        return found
    }

    @Test func aStreamSplitAtEveryByteGivesTheSamePayloads() throws {
        let stream = stream
        for split in 0...stream.count {
            #expect(try decode([stream[..<split], stream[split...]]) == payloads)
        }
    }

    @Test func aStreamFedOneByteAtATimeGivesTheSamePayloads() throws {
        let stream = stream
        #expect(try decode(stream.indices.map { stream[$0...$0] }) == payloads)
    }

    @Test func aStreamInRandomChunksGivesTheSamePayloads() throws {
        let stream = stream
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            var chunks: [ArraySlice<UInt8>] = []
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + Int(random.next() % 40))
                chunks.append(stream[start..<end])
                start = end
            }
            #expect(try decode(chunks) == payloads)
        }
    }

    @Test func nothingIsReturnedUntilTheFrameIsWhole() throws {
        var decoder = WidgetFrameDecoder()
        decoder.append(Array("5\nhello".utf8))
        #expect(try decoder.nextPayload() == nil)
        #expect(decoder.bufferedCount == 7)
        decoder.append([UInt8(ascii: "\n")])
        #expect(try decoder.nextPayload() == Array("hello".utf8))
        #expect(try decoder.nextPayload() == nil)
    }

    @Test func theLargestPayloadIsAcceptedAndOneMoreByteIsNot() throws {
        let largest = [UInt8](repeating: 0x61, count: WidgetProtocol.maximumMessageSize)
        #expect(try decode([WidgetMessageCoder.frame(payload: largest)[...]]) == [largest])
        #expect(
            refusal { try decode([Array("1048577\n".utf8)[...]]) }
                == "bad frame: the payload is longer than the limit of 1048576 bytes")
    }

    @Test(arguments: [
        ("x1\n", "bad frame: the length must be decimal digits, found 'x' at the start of a frame"),
        ("1x\n", "bad frame: the length must be decimal digits, found 'x' after 1 digits"),
        ("+2\n{}\n", "bad frame: the length must be decimal digits, found '+' at the start of a frame"),
        ("-2\n{}\n", "bad frame: the length must be decimal digits, found '-' at the start of a frame"),
        (" 2\n{}\n", "bad frame: the length must be decimal digits, found byte 0x20 at the start of a frame"),
        ("2\r\n{}\r\n", "bad frame: the length must be decimal digits, found byte 0xd after 1 digits"),
        ("{\"type\":\"done\"}\n", "bad frame: the length must be decimal digits, found '{' at the start of a frame"),
        ("02\n{}\n", "bad frame: the length must not start with 0"),
        ("\n", "bad frame: the length is empty"),
        ("2\n{}X", "bad frame: no newline after the 2-byte payload, found 'X'"),
        ("1\n{}\n", "bad frame: no newline after the 1-byte payload, found '}'"),
        ("2000000\n", "bad frame: the payload is longer than the limit of 1048576 bytes"),
        ("10000000", "bad frame: the payload is longer than the limit of 1048576 bytes"),
        ("99999999999999999999999", "bad frame: the payload is longer than the limit of 1048576 bytes"),
    ])
    func malformedFramesAreRefusedAsSoonAsTheyAreSeen(stream: String, reason: String) {
        #expect(refusal { try decode([Array(stream.utf8)[...]]) } == reason)
    }

    @Test func aSmallerLimitIsHonoured() {
        #expect(refusal { try decode([Array("11\n".utf8)[...]], maximum: 10) } != nil)
        #expect(refusal { try decode([Array("100\n".utf8)[...]], maximum: 99) } != nil)
        #expect(refusal { try decode([Array("10\n0123456789\n".utf8)[...]], maximum: 10) } == nil)
    }

    @Test func anErrorIsStickyAndDropsTheBuffer() {
        var decoder = WidgetFrameDecoder()
        decoder.append(Array("x\n2\n{}\n".utf8))
        let first = refusal { try decoder.nextPayload() }
        #expect(first != nil)
        decoder.append(Array("2\n{}\n".utf8))
        #expect(refusal { try decoder.nextPayload() } == first)
        #expect(decoder.bufferedCount == 0)
    }

    @Test func zeroIsALengthButNotAMessage() throws {
        #expect(try decode([Array("0\n\n".utf8)[...]]) == [[]])
        #expect(refusal { try WidgetMessageCoder.widgetMessage(from: []) } != nil)
    }
}
