import TerrariumTesting
import Testing

@testable import TerrariumTerminal

@Suite struct KeyClustersTests {
    /// The characters of the key events decoded from `chunks` in order, then flushed.
    func characters(_ chunks: [[UInt8]], decoder: inout InputDecoder) -> [Character] {
        var events: [InputEvent] = []
        for chunk in chunks { events += decoder.decode(chunk) }
        events += decoder.flush()
        return events.map { event in
            guard case .key(let press) = event, case .character(let character) = press.key else { return "?" }
            return character
        }
    }

    func characters(_ chunks: [[UInt8]]) -> [Character] {
        var decoder = InputDecoder()
        return characters(chunks, decoder: &decoder)
    }

    /// `bytes` in chunks of `size`.
    func chunks(_ bytes: [UInt8], of size: Int) -> [[UInt8]] {
        stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    @Test func aClusterLongerThanTheCapIsCutAfterItsLastScalarThatFits() {
        let input = "日" + String(repeating: "\u{301}", count: 1000)
        let decoded = characters([Array(input.utf8)])
        #expect(String(decoded) == input)
        #expect(decoded.allSatisfy { $0.utf8.count <= KeyClusters.maxBytes })
        // Three bytes of base and 126 two-byte marks fill 255 of the 256 bytes.
        #expect(decoded.first?.utf8.count == 255)
        #expect(decoded.count == 8)
        #expect(decoded.dropFirst().allSatisfy { $0.unicodeScalars.allSatisfy { $0 == "\u{301}" } })
    }

    @Test func clustersWithinTheCapAreNotCut() {
        let family = "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"
        let exactlyTheCap = "é" + String(repeating: "\u{301}", count: (KeyClusters.maxBytes - 2) / 2)
        #expect(exactlyTheCap.utf8.count == KeyClusters.maxBytes)
        let input = family + exactlyTheCap + "🇺🇸"
        #expect(characters([Array(input.utf8)]) == [Character(family), Character(exactlyTheCap), "🇺🇸"])
    }

    /// A cluster that never ends costs a bounded amount per read: the held-back part decoded
    /// again is at most the cap (and an incomplete character), not everything since its start.
    @Test func aMegabyteClusterInSmallReadsDecodesItsHeldBackPartAgainAtMostOncePerRead() {
        let input = Array(("é" + String(repeating: "\u{301}", count: 500_000)).utf8)
        let reads = chunks(input, of: 4096)
        var decoder = InputDecoder()
        let decoded = characters(reads, decoder: &decoder)
        #expect(decoder.rescannedByteCount <= reads.count * (KeyClusters.maxBytes + 3))
        #expect(decoded == characters([input]))
        #expect(String(decoded).utf8.elementsEqual(input))
    }

    @Test func longClustersAreCutTheSameInAnyChunking() {
        var rng = SplitMix64(seed: 256)
        let bases = ["é", "日", "\u{1100}", "👩", "🇺", "\u{600}", "\u{301}", "क"]
        let marks = ["\u{301}", "\u{94D}", "\u{93E}", "\u{FE0F}", "\u{200D}", "🏽"]
        // Rarely, so that many clusters pass the cap.
        let breakers = ["👩", "🇸", "\u{1161}", "\u{11A8}", "\u{600}"]
        var cuts = 0
        for round in 0..<60 {
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                text += bases.randomElement(using: &rng)!
                for _ in 0..<Int.random(in: 0...300, using: &rng) {
                    let breaks = Int.random(in: 0..<50, using: &rng) == 0
                    text += (breaks ? breakers : marks).randomElement(using: &rng)!
                }
            }
            let bytes = Array(text.utf8)
            let whole = characters([bytes])
            cuts += whole.count - text.count
            #expect(String(whole) == text, "round \(round)")
            #expect(whole.allSatisfy { $0.utf8.count <= KeyClusters.maxBytes }, "round \(round)")
            for _ in 0..<4 {
                let size = Int.random(in: 1...400, using: &rng)
                #expect(characters(chunks(bytes, of: size)) == whole, "round \(round) in chunks of \(size)")
            }
        }
        #expect(cuts > 20)
    }
}
