import Testing

@testable import TerrariumTerminal

@Suite struct EmulatorParserTests {
    /// The actions for `text` fed to a new parser, without the empty ones.
    func actions(_ text: String) -> [EscapeSequenceParser.Action] {
        var parser = EscapeSequenceParser()
        return text.utf8.map { parser.advance($0) }.filter { $0 != .none }
    }

    @Test func parametersSubParametersAndMarkers() {
        var parser = EscapeSequenceParser()
        for byte in "\u{1B}[?1;;38:2::1:2:3h".utf8 { _ = parser.advance(byte) }
        #expect(parser.privateMarker == UInt8(ascii: "?"))
        #expect(Array(parser.parameters.values) == [1, 0, 38, 2, 0, 1, 2, 3])
        #expect(!parser.parameters.isSubParameter(2))
        #expect((3...7).allSatisfy { parser.parameters.isSubParameter($0) })
        #expect(parser.parameters.value(1, default: 9) == 9)
    }

    @Test func theDiagramsDispatches() {
        #expect(actions("a\u{7}") == [.print("a"), .execute(7)])
        #expect(actions("\u{1B}[2J") == [.csiDispatch(UInt8(ascii: "J"))])
        #expect(actions("\u{1B}(0") == [.escDispatch(UInt8(ascii: "0"))])
        #expect(actions("\u{1B}]0;t\u{7}") == [.oscDispatch])
        #expect(actions("\u{1B}]0;t\u{1B}\\") == [.oscDispatch, .escDispatch(UInt8(ascii: "\\"))])
        #expect(actions("\u{1B}[1\u{8}A") == [.execute(8), .csiDispatch(UInt8(ascii: "A"))])
        #expect(actions("\u{1B}P1$qm\u{1B}\\") == [.escDispatch(UInt8(ascii: "\\"))])
    }

    @Test func theFastReaderAgreesWithTheStateMachine() {
        for text in ["\u{1B}[m", "\u{1B}[1;31m", "\u{1B}[?25l", "\u{1B}[38:5:1m", "\u{1B}[>c", "\u{1B}[;H"] {
            var slow = EscapeSequenceParser()
            var slowFinal: UInt8 = 0
            for byte in text.utf8 {
                if case .csiDispatch(let final) = slow.advance(byte) { slowFinal = final }
            }
            var fast = EscapeSequenceParser()
            let bytes = Array(text.utf8)
            let result = bytes.withUnsafeBytes { fast.readControlSequence(in: $0, at: 0) }
            #expect(result?.0 == slowFinal)
            #expect(result?.1 == bytes.count)
            #expect(fast.parameters.values == slow.parameters.values)
            #expect(fast.parameters.subParameterMask == slow.parameters.subParameterMask)
            #expect(fast.privateMarker == slow.privateMarker)
        }
        var parser = EscapeSequenceParser()
        for partial in ["\u{1B}[", "\u{1B}[12", "\u{1B}[1 q", "\u{1B}[1\u{8}A", "\u{1B}]"] {
            let bytes = Array(partial.utf8)
            #expect(bytes.withUnsafeBytes { parser.readControlSequence(in: $0, at: 0) } == nil)
        }
    }

    @Test func utf8DecoderReplacesMaximalSubparts() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.decode(0xE4) == .pending)
        #expect(decoder.decode(0xB8) == .pending)
        #expect(decoder.decode(0xAD) == .scalar("中"))
        #expect(decoder.decode(0xF0) == .pending)
        #expect(decoder.decode(0x41) == .invalidRetry)
        #expect(decoder.decode(0x80) == .invalid)
        #expect(decoder.decode(0xE0) == .pending)
        #expect(decoder.decode(0x80) == .invalidRetry)
        #expect(decoder.decode(0xF4) == .pending)
        #expect(decoder.decode(0x90) == .invalidRetry)
    }
}
