import Foundation
import TerrariumImaging
import Testing

@Suite struct PNGDecoderTests {
    let decoder = PNGDecoder()

    @Test func pythonsGradientDecodesThroughAllFiveFilters() throws {
        let bitmap = try decoder.decode(TestPNG.fixture(ImagingFixtures.gradient))
        #expect(bitmap.width == 16 && bitmap.height == 16)
        for (x, y) in [(0, 0), (15, 0), (3, 7), (15, 15), (8, 4)] {
            let expected = RGBA(
                red: UInt8(x * 16), green: UInt8(y * 16), blue: UInt8((x + y) * 8), alpha: UInt8(255 - x * 8))
            #expect(bitmap[x, y] == expected, "pixel \(x), \(y)")
        }
    }

    @Test func aFourBitPaletteWithTransparencyLooksUpEachIndex() throws {
        let bitmap = try decoder.decode(TestPNG.fixture(ImagingFixtures.palette))
        #expect(bitmap.width == 10 && bitmap.height == 6)
        #expect(bitmap[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap[1, 0] == RGBA(red: 0, green: 255, blue: 0, alpha: 128))
        #expect(bitmap[2, 0] == RGBA(red: 0, green: 0, blue: 255))
        // (9 + 5) mod 4 is 2, and tRNS lists only the first two entries.
        #expect(bitmap[9, 5] == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func sixteenBitGreyInterlacedWithAdam7KeepsEachPixelsPlace() throws {
        let bitmap = try decoder.decode(TestPNG.fixture(ImagingFixtures.interlaced))
        #expect(bitmap.width == 9 && bitmap.height == 7)
        for y in 0..<7 {
            for x in 0..<9 {
                let gray = UInt8(((x * 7000 + y * 3000) & 0xFFFF) >> 8)
                #expect(bitmap[x, y] == RGBA(red: gray, green: gray, blue: gray), "pixel \(x), \(y)")
            }
        }
    }

    @Test(arguments: [(UInt8(1), 255), (2, 85), (4, 17)])
    func lowBitDepthGreyStretchesToTheFullRange(depth: UInt8, step: Int) throws {
        // One row of 3 pixels: samples 0, 1 and the top, packed from the high bit.
        let top = (1 << Int(depth)) - 1
        var packed = 0
        for (index, sample) in [0, 1, top].enumerated() { packed |= sample << (8 - Int(depth) * (index + 1)) }
        let raw: [UInt8] = [0, UInt8(packed & 0xFF)] + (depth == 4 ? [UInt8((top << 4) & 0xFF)] : [])
        let width = 3
        let rowBytes = (width * Int(depth) + 7) / 8
        let file = TestPNG.file(
            width: width, height: 1, bitDepth: depth, colorType: 0, raw: Array(raw.prefix(1 + rowBytes)))
        let bitmap = try decoder.decode(file)
        #expect(bitmap[0, 0].red == 0)
        #expect(Int(bitmap[1, 0].red) == step)
        #expect(bitmap[2, 0].red == 255)
    }

    @Test func truecolourTransparencyClearsTheMatchingColourOnly() throws {
        let raw: [UInt8] = [0, 10, 20, 30, 40, 50, 60]
        let transparency = TestPNG.chunk("tRNS", [0, 10, 0, 20, 0, 30])
        let bitmap = try decoder.decode(TestPNG.file(width: 2, height: 1, colorType: 2, raw: raw, extra: transparency))
        #expect(bitmap[0, 0] == RGBA(red: 10, green: 20, blue: 30, alpha: 0))
        #expect(bitmap[1, 0] == RGBA(red: 40, green: 50, blue: 60, alpha: 255))
    }

    @Test func greyWithAlphaAtSixteenBitsTakesTheHighBytes() throws {
        let raw: [UInt8] = [0, 0x12, 0x34, 0x80, 0xFF]
        let bitmap = try decoder.decode(TestPNG.file(width: 1, height: 1, bitDepth: 16, colorType: 4, raw: raw))
        #expect(bitmap[0, 0] == RGBA(red: 0x12, green: 0x12, blue: 0x12, alpha: 0x80))
    }

    @Test func aStoredRoundTripKeepsEveryPixel() throws {
        let original = TestPNG.bitmap(width: 7, height: 5) { x, y in
            RGBA(red: UInt8(x * 30), green: UInt8(y * 50), blue: 99, alpha: UInt8(200 + x))
        }
        #expect(try decoder.decode(TestPNG.file(original)) == original)
    }

    // MARK: Hostile files

    @Test func everyTruncationThrowsRatherThanTraps() {
        let file = TestPNG.fixture(ImagingFixtures.gradient)
        for length in 0..<file.count {
            #expect(throws: ImageDecodingError.self) { try decoder.decode(Array(file.prefix(length))) }
        }
    }

    @Test func aFlippedBitInAnyChunkFailsItsCRC() {
        let file = TestPNG.fixture(ImagingFixtures.palette)
        for index in stride(from: 8, to: file.count, by: 3) {
            var corrupt = file
            corrupt[index] ^= 0x10
            #expect(throws: ImageDecodingError.self) { try decoder.decode(corrupt) }
        }
    }

    @Test func corruptCompressedDataWithAValidCRCThrows() {
        // The CRC is recomputed over garbage, so only the inflate and Adler-32 stand guard.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            var garbage: [UInt8] = [0x78, 0x9C]
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                garbage.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            let file =
                PNGDecoder.signature
                + TestPNG.chunk("IHDR", TestPNG.header(width: 4, height: 4, bitDepth: 8, colorType: 6))
                + TestPNG.chunk("IDAT", garbage) + TestPNG.chunk("IEND", [])
            #expect(throws: ImageDecodingError.self) { try decoder.decode(file) }
        }
    }

    @Test func hugeDimensionsAreRefusedBeforeAnyAllocation() {
        for (width, height) in [(100_000, 1), (1, 0x7FFF_FFFF), (20000, 20000), (0, 5)] {
            let file =
                PNGDecoder.signature
                + TestPNG.chunk("IHDR", TestPNG.header(width: width, height: height, bitDepth: 8, colorType: 6))
                + TestPNG.chunk("IDAT", TestPNG.zlibStored([0])) + TestPNG.chunk("IEND", [])
            #expect(throws: ImageDecodingError.self) { try decoder.decode(file) }
        }
    }

    @Test func moreDataThanTheRowsHoldIsRefused() {
        // A 1×1 image whose data is 2 MB of zeros compressed to two kilobytes.
        let file =
            PNGDecoder.signature
            + TestPNG.chunk("IHDR", TestPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 0))
            + TestPNG.chunk("IDAT", TestPNG.fixture(ImagingFixtures.bomb)) + TestPNG.chunk("IEND", [])
        #expect(throws: ImageDecodingError.tooLarge) { try decoder.decode(file) }
    }

    @Test func invalidHeadersAndChunkOrderAreCorrupt() throws {
        let badDepth = TestPNG.file(width: 1, height: 1, bitDepth: 3, colorType: 0, raw: [0, 0])
        let badType = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 5, raw: [0, 0])
        let noPalette = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 3, raw: [0, 0])
        let outsidePalette = TestPNG.file(
            width: 1, height: 1, bitDepth: 8, colorType: 3, raw: [0, 5], extra: TestPNG.chunk("PLTE", [1, 2, 3]))
        let badFilter = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, raw: [9, 0])
        let unknownCritical = TestPNG.file(
            width: 1, height: 1, bitDepth: 8, colorType: 0, raw: [0, 0], extra: TestPNG.chunk("ZZZZ", []))
        for file in [badDepth, badType, noPalette, outsidePalette, badFilter, unknownCritical] {
            #expect(throws: ImageDecodingError.self) { try decoder.decode(file) }
        }
        #expect(throws: ImageDecodingError.unsupportedFormat) { try decoder.decode(Array("GIF89a and more".utf8)) }
        let ancillary = TestPNG.file(
            width: 1, height: 1, bitDepth: 8, colorType: 0, raw: [0, 7], extra: TestPNG.chunk("tEXt", [65, 0, 66]))
        #expect(try decoder.decode(ancillary)[0, 0] == RGBA(red: 7, green: 7, blue: 7))
    }
}

@Suite struct InflateTests {
    @Test func pythonsZlibStreamInflates() throws {
        let bytes = try Zlib.decompress(TestPNG.fixture(ImagingFixtures.hello), limit: 1000)
        #expect(String(decoding: bytes, as: UTF8.self) == "hello hello hello hello, terrarium!")
    }

    @Test func aZlibBombStopsAtTheLimit() throws {
        let bomb = TestPNG.fixture(ImagingFixtures.bomb)
        #expect(throws: ImageDecodingError.tooLarge) { try Zlib.decompress(bomb, limit: 1_000_000) }
        #expect(try Zlib.decompress(bomb, limit: 2_000_000).count == 2_000_000)
    }

    @Test func storedBlocksAcrossTheSixtyFourKilobyteBoundary() throws {
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        #expect(try Zlib.decompress(TestPNG.zlibStored(bytes), limit: 70_000) == bytes)
    }

    @Test func aWrongAdlerOrHeaderIsRefused() {
        var stream = TestPNG.zlibStored(Array("plants".utf8))
        stream[stream.count - 1] ^= 1
        #expect(throws: ImageDecodingError.checksumMismatch) { try Zlib.decompress(stream, limit: 100) }
        #expect(throws: ImageDecodingError.self) { try Zlib.decompress([0x78, 0x02, 0x03, 0x00], limit: 100) }
        #expect(throws: ImageDecodingError.self) { try Zlib.decompress([0x78, 0xBB, 0, 0, 0, 0, 0], limit: 100) }
    }

    @Test func aDistanceBeforeTheStartIsCorrupt() {
        // A fixed block whose first symbol is a copy (length 3, distance 1) with nothing written yet:
        // BFINAL 1, BTYPE 01, then length code 257 (0000001) and distance code 0 (00000).
        let stream: [UInt8] = [0b0000_0011, 0b0000_0010, 0b0000_0000]
        #expect(throws: ImageDecodingError.self) { try Inflate.decompress(stream, limit: 100) }
    }

    @Test func checksumsMatchTheirKnownValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}

@Suite struct PNGMutationTests {
    /// Mutates the compressed data of real files and recomputes the CRC, so every mutation reaches
    /// the inflate, the unfiltering and the pixel conversion: each decodes or throws, none traps.
    @Test(arguments: [ImagingFixtures.gradient, ImagingFixtures.palette, ImagingFixtures.interlaced])
    func mutatedDataDecodesOrThrows(fixture: String) {
        let file = TestPNG.fixture(fixture)
        guard let idat = (8..<(file.count - 4)).first(where: { file[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
        else {
            Issue.record("no IDAT")
            return
        }
        let length = file[(idat - 4)..<idat].reduce(0) { $0 << 8 | Int($1) }
        var state: UInt64 = 42
        for _ in 0..<2000 {
            var data = Array(file[(idat + 4)..<(idat + 4 + length)])
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                data[Int(state >> 33) % data.count] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
            }
            let mutated = Array(file[..<(idat - 4)]) + TestPNG.chunk("IDAT", data) + TestPNG.chunk("IEND", [])
            _ = try? PNGDecoder().decode(mutated)
        }
    }

    @Test func randomBytesNeverTrapTheInflate() {
        var state: UInt64 = 7
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 40)
            }
            _ = try? Inflate.decompress(bytes, limit: 1 << 16)
        }
    }

    @Test func aBitmapOfAnOverflowingSizeIsEmpty() {
        #expect(Bitmap(width: Int.max, height: 3, filledWith: RGBA(red: 1, green: 2, blue: 3)).pixels.isEmpty)
        #expect(Bitmap(width: -4, height: 3, pixels: []) == nil)
    }
}
