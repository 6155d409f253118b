import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ImageSnapshotTests {
    /// A sun over a hill on a sky, 24×16 pixels, with a clear corner so the background shows.
    static let landscape: Bitmap = {
        var bitmap = Bitmap(width: 24, height: 16, filledWith: RGBA(red: 120, green: 180, blue: 240))
        for y in 0..<16 {
            for x in 0..<24 {
                let hill = 10 + (x - 12) * (x - 12) / 24
                if y >= hill { bitmap[x, y] = RGBA(red: 60, green: UInt8(150 - y * 3), blue: 60) }
                if (x - 18) * (x - 18) + (y - 4) * (y - 4) <= 6 { bitmap[x, y] = RGBA(red: 250, green: 210, blue: 60) }
            }
        }
        bitmap[0, 0] = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        return bitmap
    }()

    /// A picture at its own size, one fitted into a frame, and a symbol with a caption.
    struct Pictures: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    Image(bitmap: ImageSnapshotTests.landscape, label: Text("Landscape"))
                    Image(bitmap: ImageSnapshotTests.landscape).resizable().scaledToFit().frame(width: 12, height: 8)
                }
                HStack {
                    Image(systemName: "leaf")
                    Text("A hill at noon")
                }
            }
        }
    }

    @Test func picturesAt80x24() {
        assertEverySnapshot(of: TestHost(Pictures(), size: Size(width: 80, height: 24)))
    }

    @Test func picturesAt40x12() {
        assertEverySnapshot(of: TestHost(Pictures(), size: Size(width: 40, height: 12)))
    }

    @Test func anSVGPicturePaintsHalfBlocksAsRectanglesNotText() {
        let bitmap = Bitmap(width: 2, height: 2, filledWith: RGBA(red: 255, green: 0, blue: 0))
        let svg = TestHost(Image(bitmap: bitmap), size: Size(width: 2, height: 1)).buffer.svg()
        // The upper half in the text's colour over the background's full cell, and no glyph.
        #expect(svg.contains("height=\"8.5\" fill=\"#ff0000\""))
        #expect(svg.contains("height=\"17\" fill=\"#ff0000\""))
        #expect(!svg.contains(">▀▀</text>") && !svg.contains(">▀</text>"))
        // The cells are still half blocks in the picture's metadata, which snapshots compare.
        #expect(svg.contains("▀▀"))
    }
}
