import Foundation
import TerrariumTerminal
import TerrariumTesting
import Testing

@Suite struct Base64Tests {
    @Test func encodesAndDecodesLikeFoundationForRandomSizes() {
        var random = SplitMix64(seed: 52)
        var sizes = Array(0...16) + [255, 256, 257, 4095, 4096, 4097]
        for _ in 0..<40 { sizes.append(Int(random.next() % 20_000)) }
        for size in sizes {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let encoded = Base64.encode(bytes)
            #expect(encoded == Array(Data(bytes).base64EncodedString().utf8), "size \(size)")
            #expect(encoded.count == Base64.encodedCount(size))
            #expect(Base64.decode(encoded) == bytes, "size \(size)")
        }
    }

    @Test func appendsToWhatIsThere() {
        var out = Array("52;c;".utf8)
        Base64.encode(Array("hi".utf8), into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "52;c;aGk=")
    }

    @Test func decodesWithoutPadding() {
        #expect(Base64.decode(Array("aGk".utf8)) == Array("hi".utf8))
        #expect(Base64.decode(Array("aGVsbG8".utf8)) == Array("hello".utf8))
        #expect(Base64.decode([]) == [])
    }

    @Test(arguments: ["a", "ab=c", "a===", "aGk=\n", "aG k", "aGk*", "====", "aGk==", "!"])
    func refusesWhatIsNotBase64(_ text: String) {
        #expect(Base64.decode(Array(text.utf8)) == nil)
    }
}
