import Terrarium
import TerrariumTerminal
import Testing

/// Text that fits whole in a width has the same layout in every narrower width down to its own:
/// what lets a text measured in a wide proposal draw in its own width without laying out again.
@Suite struct TextLayoutWidthTests {
    static let texts = [
        "Fern", "Monstera deliciosa", "water  twice a week", "a-very-long-hyphenated-name", "  leading spaces",
        "trailing spaces  ", "two\nlines here", "漢字のテキストと text", "emoji 🌱🌿 leaves", "x y z w v u t s r q",
        "", "supercalifragilistic word",
    ]

    func layout(_ text: String, width: Int?, lineLimit: Int?, alignment: TextAlignment) -> TextLayout {
        TextLayout(
            runs: [TextRun(text, style: .plain)], width: width, height: nil, lineLimit: lineLimit,
            truncationMode: .tail, alignment: alignment)
    }

    func drawn(_ layout: TextLayout) -> [String] {
        let buffer = CellBuffer(size: layout.size)
        layout.draw(in: GraphicsContext(buffer))
        return buffer.lines
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func aLayoutThatFitsIsTheSameInANarrowerWidthDownToItsOwn(alignment: TextAlignment) {
        var compared = 0
        for text in Self.texts {
            for lineLimit in [nil, 1, 2] as [Int?] {
                // No width at all is wider than any.
                for width in [nil] + Array(1...30) as [Int?] {
                    let wide = layout(text, width: width, lineLimit: lineLimit, alignment: alignment)
                    guard !wide.isTruncated else { continue }
                    for narrower in max(1, wide.size.width)..<(width ?? wide.size.width + 4) {
                        let narrow = layout(text, width: narrower, lineLimit: lineLimit, alignment: alignment)
                        #expect(narrow.size == wide.size, "\(text) at \(String(describing: width)) and \(narrower)")
                        #expect(!narrow.isTruncated, "\(text) at \(String(describing: width)) and \(narrower)")
                        #expect(drawn(narrow) == drawn(wide), "\(text) at \(String(describing: width)) and \(narrower)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }
}
