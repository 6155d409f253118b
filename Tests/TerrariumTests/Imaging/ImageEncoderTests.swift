import Foundation
import TerrariumImaging
import TerrariumTerminal
import Testing

@Suite struct ImageEncoderTests {
    let red = RGBA(red: 255, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 255)

    @Test func kittyTransmitsASmallImageInOneCommandWithAVirtualPlacement() {
        let bitmap = Bitmap(width: 1, height: 1, filledWith: red)
        let bytes = KittyGraphics.transmit(bitmap, id: 7, columns: 2, rows: 1).bytes
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}_Ga=T,U=1,f=32,s=1,v=1,i=7,c=2,r=1,q=2,m=0;/wAA/w==\u{1B}\\")
    }

    @Test func kittyChunksThePayloadIntoPiecesOfAtMost4096Bytes() throws {
        let bitmap = Bitmap(width: 40, height: 40, filledWith: blue)  // 6,400 bytes, 8,536 in Base64
        let text = String(decoding: KittyGraphics.transmit(bitmap, id: 9, columns: 4, rows: 2).bytes, as: UTF8.self)
        let commands = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(commands.count == 3)
        #expect(commands[0].hasPrefix("\u{1B}_Ga=T,U=1,f=32,s=40,v=40,i=9,c=4,r=2,q=2,m=1;"))
        #expect(commands[1].hasPrefix("\u{1B}_Gm=1;"))
        #expect(commands[2].hasPrefix("\u{1B}_Gm=0;"))
        let payloads = commands.map { String($0.split(separator: ";", maxSplits: 1)[1]) }
        #expect(payloads.map(\.utf8.count) == [4096, 4096, 344])
        #expect(Data(base64Encoded: payloads.joined()) == Data(bitmap.pixels))
    }

    @Test func kittysDiacriticsAreTheProtocolsWholeTable() {
        let table = KittyGraphics.diacritics
        #expect(table.count == 297)
        #expect(Set(table).count == 297)
        // The first, the last, and two in the middle.
        #expect(table.first == 0x0305 && table.last == 0x1D244)
        #expect(table[107] == 0x07F3 && table[108] == 0x0816)
        // Every one is a combining mark that draws above its base.
        for value in table {
            let scalar = Unicode.Scalar(value)!
            #expect(scalar.properties.generalCategory == .nonspacingMark, "\(value)")
            #expect(scalar.properties.canonicalCombiningClass == .above, "\(value)")
        }
    }

    @Test func kittyPlaceholdersNameRowAndColumnAndTheColourNamesTheImage() {
        #expect(KittyGraphics.placeholder(row: 0, column: 1) == "\u{10EEEE}\u{0305}\u{030D}")
        #expect(KittyGraphics.placeholder(row: 2, column: 0) == "\u{10EEEE}\u{030E}\u{0305}")
        #expect(KittyGraphics.placeholderColor(id: 0x01_0203) == .rgb(1, 2, 3))
        #expect(String(decoding: KittyGraphics.delete(id: 5).bytes, as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=5,q=2\u{1B}\\")
    }

    @Test func sixelsOfTwoColoursInOneBand() {
        // Left column red, right column blue, two rows: each colour sets rows 0 and 1 (bits 1 + 2).
        let bitmap = TestPNG.bitmap(width: 2, height: 2) { x, _ in x == 0 ? red : blue }
        let text = String(decoding: SixelEncoder.encode(bitmap).bytes, as: UTF8.self)
        #expect(text == "\u{1B}P0;1;0q\"1;1;2;2#0;2;100;0;0#1;2;0;0;100#0B?$#1?B-\u{1B}\\")
    }

    @Test func sixelsCompressRunsAndLeaveTransparentPixelsOut() {
        var bitmap = Bitmap(width: 10, height: 7, filledWith: red)
        bitmap[3, 6] = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let text = String(decoding: SixelEncoder.encode(bitmap).bytes, as: UTF8.self)
        // Band one: all six rows (~ is 63 + 63). Band two: row 6 only, but not in column 3.
        #expect(text.hasSuffix("#0!10~-#0@@@?!6@-\u{1B}\\"))
    }

    @Test func sixelsQuantiseARichImageToAtMost256Colours() {
        let bitmap = TestPNG.bitmap(width: 64, height: 64) { x, y in
            RGBA(red: UInt8(x * 4), green: UInt8(y * 4), blue: UInt8((x + y) * 2))
        }
        let text = String(decoding: SixelEncoder.encode(bitmap).bytes, as: UTF8.self)
        let registers = text.split(separator: "#").filter { $0.contains(";2;") }
        #expect(!registers.isEmpty && registers.count <= 256)
    }

    @Test func halfBlocksPutTheTopPixelInFrontAndTheBottomBehind() {
        var bitmap = TestPNG.bitmap(width: 3, height: 2) { _, y in y == 0 ? red : blue }
        bitmap[1, 0] = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        bitmap[2, 0] = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        bitmap[2, 1] = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let buffer = CellBuffer(size: Size(width: 3, height: 1))
        HalfBlocks.draw(bitmap, in: GraphicsContext(buffer))
        #expect(buffer[0, 0]?.style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        #expect(buffer[1, 0]?.style == Style(foreground: .rgb(0, 0, 255)))
        #expect(buffer[1, 0].map { String($0.grapheme) } == "▄")
        #expect(buffer[2, 0].map { String($0.grapheme) } == " ")
    }

    @Test func scalingAveragesByOpacity() {
        let bitmap = TestPNG.bitmap(width: 2, height: 2) { x, y in
            x == 0 ? RGBA(red: 200, green: 0, blue: 0) : RGBA(red: 0, green: 250, blue: 0, alpha: y == 0 ? 255 : 0)
        }
        let one = bitmap.scaled(width: 1, height: 1)
        // Three opaque pixels: two red and one green; the clear one adds nothing but lowers alpha.
        #expect(one[0, 0] == RGBA(red: 133, green: 83, blue: 0, alpha: 191))
        #expect(bitmap.scaled(width: 4, height: 4)[3, 0] == RGBA(red: 0, green: 250, blue: 0))
        #expect(bitmap.scaled(width: 0, height: 3).pixels.isEmpty)
    }
}
