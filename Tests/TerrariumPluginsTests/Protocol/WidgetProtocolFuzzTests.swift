import TerrariumTesting
import TerrariumWidgetProtocol
import Testing

/// Random messages and random damage to their frames: whatever arrives, the decoders either
/// decode it or throw, in time proportional to the input, never crashing or waiting forever.
@Suite struct WidgetProtocolFuzzTests {
    @Test func randomMessagesRoundTrip() throws {
        var generator = WidgetMessageGenerator(seed: 0xF022)
        for _ in 0..<3000 {
            let host = generator.hostMessage()
            #expect((try? WidgetMessageCoder.hostMessage(from: WidgetMessageCoder.payload(host))) == host)
            let widget = generator.widgetMessage()
            #expect((try? WidgetMessageCoder.widgetMessage(from: WidgetMessageCoder.payload(widget))) == widget)
        }
    }

    @Test func damagedFramesDecodeOrThrow() {
        var generator = WidgetMessageGenerator(seed: 0xBAD)
        var outcomes = (payloads: 0, messages: 0, refusals: 0)
        for _ in 0..<4000 {
            var stream: [UInt8] = []
            for _ in 0..<generator.int(1...3) {
                stream +=
                    generator.bool()
                    ? WidgetMessageCoder.frame(generator.hostMessage())
                    : WidgetMessageCoder.frame(generator.widgetMessage())
            }
            for _ in 0..<generator.int(1...4) { damage(&stream, with: &generator) }
            var decoder = WidgetFrameDecoder(maximumMessageSize: 4096)
            var start = 0
            decoding: while start < stream.count {
                let end = min(stream.count, start + generator.int(1...64))
                decoder.append(stream[start..<end])
                start = end
                while true {
                    do {
                        guard let payload = try decoder.nextPayload() else { break }
                        outcomes.payloads += 1
                        #expect(payload.count <= 4096)
                        for decoded in [decodesAsMessage(payload), decodesAsMessage(Array(payload.dropLast()))] {
                            if decoded { outcomes.messages += 1 } else { outcomes.refusals += 1 }
                        }
                    } catch {
                        outcomes.refusals += 1
                        break decoding
                    }
                }
                #expect(decoder.bufferedCount <= 4096 + 16)
            }
        }
        // The damage must leave some frames whole and break others, or the test tests nothing.
        #expect(outcomes.messages > 500)
        #expect(outcomes.refusals > 500)
    }

    @Test func damagedPayloadsDecodeOrThrow() {
        var generator = WidgetMessageGenerator(seed: 0x5EED)
        var decoded = 0
        for _ in 0..<4000 {
            var payload =
                generator.bool()
                ? WidgetMessageCoder.payload(generator.hostMessage())
                : WidgetMessageCoder.payload(generator.widgetMessage())
            for _ in 0..<generator.int(1...3) { damage(&payload, with: &generator) }
            if decodesAsMessage(payload) { decoded += 1 }
        }
        #expect(decoded > 0)
    }

    @Test func garbageDecodesOrThrows() {
        var generator = WidgetMessageGenerator(seed: 0x6A5B)
        let alphabet = Array(#"{}[]":,0123456789-+.eE \ntrufalsn\u"#.utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xFF, 0xED]
        for _ in 0..<3000 {
            let garbage = (0..<generator.int(0...80)).map { _ in generator.pick(alphabet) }
            _ = decodesAsMessage(garbage)
            var decoder = WidgetFrameDecoder()
            decoder.append(garbage)
            _ = try? decoder.nextPayload()
        }
    }

    /// Whether `payload` reads as a host or a widget message; it must not matter which throws.
    private func decodesAsMessage(_ payload: [UInt8]) -> Bool {
        let host = try? WidgetMessageCoder.hostMessage(from: payload)
        let widget = try? WidgetMessageCoder.widgetMessage(from: payload)
        if let host {
            // What decodes must encode to something that decodes to the same message.
            #expect((try? WidgetMessageCoder.hostMessage(from: WidgetMessageCoder.payload(host))) == host)
        }
        if let widget {
            #expect((try? WidgetMessageCoder.widgetMessage(from: WidgetMessageCoder.payload(widget))) == widget)
        }
        return host != nil || widget != nil
    }

    /// One random change: a flipped bit, an inserted, deleted or replaced byte, a truncation, a
    /// repeated stretch, or a digit or length rewritten.
    private func damage(_ bytes: inout [UInt8], with generator: inout WidgetMessageGenerator) {
        guard !bytes.isEmpty else {
            bytes.append(UInt8(truncatingIfNeeded: generator.random.next()))
            return
        }
        let index = generator.int(0...bytes.count - 1)
        switch generator.int(0...7) {
        case 0: bytes[index] ^= 1 << UInt8(generator.int(0...7))
        case 1: bytes.insert(generator.pick(Array(#"{}[]",:\ "#.utf8) + [0x0A, 0x30, 0x39, 0xFF]), at: index)
        case 2: bytes.remove(at: index)
        case 3: bytes.removeSubrange(index...)
        case 4:
            let end = min(bytes.count, index + generator.int(1...20))
            bytes.insert(contentsOf: bytes[index..<end], at: end)
        case 5: bytes[index] = UInt8(truncatingIfNeeded: generator.random.next())
        case 6: bytes.insert(contentsOf: String(generator.int(0...99_999_999)).utf8, at: index)
        default:
            // A quote or bracket closing or opening where the grammar did not expect one.
            bytes[index] = generator.pick(Array(#""{}[]\"#.utf8))
        }
    }
}
