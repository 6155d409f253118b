import Testing

@testable import TerrariumTerminal

@Suite struct GraphemeTests {
    /// Clusters of every length read back as they went in, in place or from the table.
    @Test(arguments: [
        "", " ", "a", "~", "é", "e\u{301}", "日", "🌿", "🇫🇷", "1️⃣", "👍🏽", "👩‍💻",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",  // 15 bytes: the most kept in place
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",  // 17 bytes: in the table
        "👨‍👩‍👧‍👦",
    ])
    func aClusterReadsBackAsItWentIn(_ cluster: String) {
        let grapheme = Grapheme(cluster)
        #expect(grapheme.string == cluster)
        var bytes: [UInt8] = []
        grapheme.appendUTF8(to: &bytes)
        #expect(bytes == Array(cluster.utf8))
        #expect((grapheme == .empty) == cluster.isEmpty)
    }

    /// Equality and hashing follow the clusters, whether they are stored in place or in the table.
    @Test func equalClustersAreEqualGraphemes() {
        let family = "👨‍👩‍👧‍👦"
        #expect(Grapheme(family) == Grapheme(String(family.unicodeScalars)))
        #expect(Grapheme(family).hashValue == Grapheme(String(family.unicodeScalars)).hashValue)
        #expect(Grapheme(family) != Grapheme("👨‍👩‍👧"))
        #expect(Grapheme("a") == Grapheme(ascii: 0x61))
        #expect(Grapheme("a") == Grapheme(Character("a")))
        #expect(Grapheme("a") != Grapheme("b"))
        #expect(Grapheme("é") != Grapheme("e\u{301}"))
        #expect(Grapheme(" ") == .space)
        #expect(Grapheme("") == .empty)
    }

    @Test func asciiIsRecognisedWithoutDecoding() {
        #expect(Grapheme("a").asciiValue == 0x61)
        #expect(Grapheme("a").isPrintableASCII)
        #expect(Grapheme("é").asciiValue == nil)
        #expect(Grapheme(Character("\r\n")).asciiValue == nil)
        #expect(Grapheme(Character("\r\n")).string == "\r\n")
        #expect(Grapheme("日").firstScalar == "日")
        #expect(Grapheme("-").firstScalar == "-")
    }

    /// Cells, styles and graphemes hold no references, so frames copy and compare as memory.
    @Test func cellsArePlainValues() {
        #expect(_isPOD(Grapheme.self))
        #expect(_isPOD(Style.self))
        #expect(_isPOD(Cell.self))
        // The underline's shape and colour fill what was padding: a cell is no larger.
        #expect(MemoryLayout<Style>.size == 20)
        #expect(MemoryLayout<Cell>.stride == 40)
    }

    /// The table refuses values past its count or its size, and keeps numbers stable.
    @Test func theInternTableIsBounded() {
        let table = InternTable<String>(maxCount: 3, maxSize: 10) { $0.utf8.count }
        #expect(table.index(of: "abcd") == 0)
        #expect(table.index(of: "efgh") == 1)
        #expect(table.index(of: "ijk") == nil)  // 11 bytes in all
        #expect(table.index(of: "ij") == 2)
        #expect(table.index(of: "k") == nil)  // a fourth value
        #expect(table.index(of: "abcd") == 0)  // known values are still found
        #expect(table.value(at: 1) == "efgh")
        #expect(table.value(at: 2) == "ij")
    }

    /// A long cluster the full table cannot take becomes a stand-in of the same width; a short
    /// one never needs the table.
    @Test func aFullTableGivesStandInsOfTheSameWidth() {
        let full = InternTable<String>(maxCount: 0, maxSize: 0) { $0.utf8.count }
        let family = "👨‍👩‍👧‍👦"
        #expect(Grapheme(family, width: 2, table: full).string == "\u{3013}")
        #expect("\u{3013}".displayWidth == 2)
        let marked = "e" + String(repeating: "\u{301}", count: 9)
        #expect(Grapheme(marked, width: 1, table: full).string == "\u{FFFD}")
        #expect(Grapheme("🇫🇷", width: 2, table: full).string == "🇫🇷")
    }

    /// A link the full table cannot take is dropped: the text shows without it.
    @Test func aFullLinkTableDropsTheLink() {
        let full = InternTable<Hyperlink>(maxCount: 0, maxSize: 0) { $0.url.utf8.count }
        #expect(Style.linkNumber(of: Hyperlink("https://example.com"), in: full) == 0)
        let roomy = InternTable<Hyperlink>(maxCount: 2, maxSize: 100) { $0.url.utf8.count }
        #expect(Style.linkNumber(of: Hyperlink("https://example.com"), in: roomy) == 1)
        #expect(Style.linkNumber(of: nil, in: roomy) == 0)
    }

    /// A style holds its link by number, and reads it back whole.
    @Test func aStyleKeepsItsHyperlink() {
        let link = Hyperlink("https://example.com/ferns", id: "fern-1")
        var style = Style(foreground: .green, hyperlink: link)
        #expect(style.hyperlink == link)
        #expect(style == Style(foreground: .green, hyperlink: Hyperlink("https://example.com/ferns", id: "fern-1")))
        #expect(style != Style(foreground: .green, hyperlink: Hyperlink("https://example.com/ferns")))
        #expect(style.hasSameHyperlink(as: Style(hyperlink: link)))
        style.hyperlink = nil
        #expect(style == Style(foreground: .green))
        #expect(style.hyperlink == nil)
    }
}
