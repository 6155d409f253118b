import TerrariumTerminal
import Testing

@Suite struct HyperlinkTests {
    @Test func printableASCIIIsKept() {
        #expect(Hyperlink("https://example.com/path?q=1#x").url == "https://example.com/path?q=1#x")
    }

    @Test func controlsSpacesAndNonASCIIArePercentEncoded() {
        #expect(Hyperlink("https://a b/\u{1B}]0;x\u{7}").url == "https://a%20b/%1B]0;x%07")
        #expect(Hyperlink("https://例え.jp").url == "https://%E4%BE%8B%E3%81%88.jp")
        #expect(Hyperlink("x\u{9B}y").url == "x%C2%9By")
    }

    @Test func idCannotBreakTheParameterList() {
        #expect(Hyperlink("u", id: "a:b;c d").id == "a%3Ab%3Bc%20d")
    }
}
