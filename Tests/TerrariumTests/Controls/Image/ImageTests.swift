import Foundation
import Terrarium
import TerrariumControls
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A 4×4 picture: red above, blue below, a white pixel in the top-left corner.
@MainActor let fourByFour: Bitmap = {
    var bitmap = Bitmap(width: 4, height: 4, filledWith: RGBA(red: 0, green: 0, blue: 255))
    for x in 0..<4 {
        for y in 0..<2 { bitmap[x, y] = RGBA(red: 255, green: 0, blue: 0) }
    }
    bitmap[0, 0] = RGBA(red: 255, green: 255, blue: 255)
    return bitmap
}()

/// What a test's terminal was sent between frames.
@MainActor final class SentSequences {
    var sequences: [EscapeSequence] = []
}

@MainActor @Suite struct ImageTests {
    @Test func aPictureIsDrawnTwoPixelsToACellAtItsOwnSize() {
        let host = TestHost(Image(bitmap: fourByFour, label: Text("Flag")), size: Size(width: 6, height: 3))
        #expect(host.lines() == ["▀▀▀▀", "▀▀▀▀", ""])
        #expect(host.buffer[0, 0]?.style == Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 0, 0)))
        #expect(host.buffer[3, 1]?.style == Style(foreground: .rgb(0, 0, 255), background: .rgb(0, 0, 255)))
        #expect(host.buffer[4, 0]?.style == .plain)
        let element = host.element(labeled: "Flag", role: .image)
        #expect(element?.traits.contains(.isImage) == true)
    }

    @Test func aResizableImageTakesTheFrameItIsGiven() {
        let host = TestHost(
            Image(bitmap: fourByFour).resizable().frame(width: 8, height: 1), size: Size(width: 10, height: 2))
        #expect(host.lines()[0] == "▀▀▀▀▀▀▀▀")
        // One row of two pixels, each the average of two source rows: white and red, then red.
        #expect(host.buffer[0, 0]?.style.foreground == .rgb(255, 127, 127))
        #expect(host.buffer[7, 0]?.style.background == .rgb(0, 0, 255))
    }

    @Test func withoutInterpolationTheNearestPixelIsTaken() {
        let host = TestHost(
            Image(bitmap: fourByFour).resizable().interpolation(.none).renderingMode(.original)
                .frame(width: 8, height: 1),
            size: Size(width: 10, height: 2))
        // Rows 1 and 3 of the picture: red over blue, with no white averaged in.
        #expect(host.buffer[0, 0]?.style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        #expect(host.buffer[7, 0]?.style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func aFixedImageKeepsItsSizeInALargerFrame() {
        let host = TestHost(
            Image(bitmap: fourByFour).frame(width: 8, height: 4, alignment: .topLeading),
            size: Size(width: 8, height: 4))
        #expect(host.lines().map { $0.filter { $0 == "▀" }.count } == [4, 4, 0, 0])
    }

    @Test func scaledToFitKeepsTheShapeInsideTheSpace() {
        // 16×16 pixels are 16 columns by 8 rows; in 40×4 the height limits it to 8 by 4.
        let square = Bitmap(width: 16, height: 16, filledWith: RGBA(red: 0, green: 200, blue: 0))
        let host = TestHost(Image(bitmap: square).resizable().scaledToFit(), size: Size(width: 40, height: 4))
        #expect(host.lines().map { $0.filter { $0 == "▀" }.count } == [8, 8, 8, 8])
    }

    @Test func scaledToFillCoversTheSpace() {
        let square = Bitmap(width: 16, height: 16, filledWith: RGBA(red: 0, green: 200, blue: 0))
        let host = TestHost(Image(bitmap: square).resizable().scaledToFill(), size: Size(width: 40, height: 4))
        #expect(host.lines().allSatisfy { $0 == String(repeating: "▀", count: 40) })
    }

    @Test func anAspectRatioOfASizeIsItsWidthOverItsHeight() {
        let square = Bitmap(width: 4, height: 4, filledWith: RGBA(red: 9, green: 9, blue: 9))
        let host = TestHost(
            Image(bitmap: square).resizable().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
                .frame(width: 20, height: 20),
            size: Size(width: 20, height: 20))
        #expect(host.lines().filter { $0.contains("▀") }.count == 5)
    }

    @Test func anAspectRatioOfOneIsTwiceAsWideInCellsAsTall() {
        let square = Bitmap(width: 4, height: 4, filledWith: RGBA(red: 9, green: 9, blue: 9))
        let host = TestHost(
            Image(bitmap: square).resizable().aspectRatio(1, contentMode: .fit).frame(width: 20, height: 20),
            size: Size(width: 20, height: 20))
        let rows = host.lines().filter { $0.contains("▀") }
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0 == String(repeating: "▀", count: 20) })
    }

    @Test func withoutColourTheCellsShowLightAndShade() {
        var bitmap = Bitmap(width: 3, height: 2, filledWith: RGBA(red: 255, green: 255, blue: 255))
        bitmap[1, 0] = RGBA(red: 0, green: 0, blue: 0)
        bitmap[1, 1] = RGBA(red: 0, green: 0, blue: 0)
        bitmap[2, 0] = RGBA(red: 0, green: 0, blue: 0)
        let host = TestHost(Image(bitmap: bitmap), size: Size(width: 3, height: 1), environment: monochrome())
        #expect(host.lines() == ["█ ▒"])
        #expect(host.buffer[0, 0]?.style == .plain)
    }

    @Test func aDecorativeImageIsNoElementAndAMissingOneTakesNoSpace() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Image(decorative: "no-such-picture")
                Image("no-such-picture", label: Text("Missing"))
                Image(data: Data("not a png".utf8), label: Text("Broken"))
                Text("after")
            }, size: Size(width: 10, height: 3))
        #expect(host.lines()[0] == "after")
        #expect(host.elements(role: .image).map(\.label) == ["Missing", "Broken"])
    }

    @Test func aSymbolIsDrawnAsLabelsGlyph() {
        let host = TestHost(Image(systemName: "leaf"), size: Size(width: 4, height: 1))
        #expect(host.lines()[0].hasPrefix("🌿"))
        #expect(host.element(labeled: "leaf", role: .image) != nil)
    }

    @Test func aFileIsReadDecodedCachedAndReadAgainWhenItChanges() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-image-\(UUID()).png")
        try Data(TestPNG.file(fourByFour)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let host = TestHost(Image(contentsOf: url), size: Size(width: 4, height: 2))
        #expect(host.buffer[1, 0]?.style.foreground == .rgb(255, 0, 0))
        #expect(host.element(labeled: url.lastPathComponent, role: .image) != nil)
        // Read again, it comes from the cache: the same picture, under the same key.
        let again = TestHost(Image(contentsOf: url), size: Size(width: 4, height: 2))
        #expect(again.buffer[1, 0]?.style.foreground == .rgb(255, 0, 0))
        // Replaced by another picture at the same path, the new one shows.
        try Data(TestPNG.file(Bitmap(width: 4, height: 4, filledWith: RGBA(red: 0, green: 255, blue: 0))))
            .write(to: url)
        let replaced = TestHost(Image(contentsOf: url), size: Size(width: 4, height: 2))
        #expect(replaced.buffer[1, 0]?.style.foreground == .rgb(0, 255, 0))
        // Gone from the disk, nothing shows; written again, it shows again.
        try FileManager.default.removeItem(at: url)
        let gone = TestHost(
            VStack {
                Image(contentsOf: url)
                Text("after")
            }, size: Size(width: 6, height: 2))
        #expect(gone.lines()[0].hasPrefix("after"))
        try Data(TestPNG.file(fourByFour)).write(to: url)
        let back = TestHost(Image(contentsOf: url), size: Size(width: 4, height: 2))
        #expect(back.buffer[1, 0]?.style.foreground == .rgb(255, 0, 0))
    }

    @Test func aLinkIsFollowedAndAReplacedFileLeavesOnePictureKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-images-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("fern.png")
        let link = directory.appendingPathComponent("link.png")
        try Data(TestPNG.file(fourByFour)).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let linked = TestHost(Image(contentsOf: link), size: Size(width: 4, height: 2))
        #expect(linked.buffer[1, 0]?.style.foreground == .rgb(255, 0, 0))
        // Each new picture at the path replaces the last one kept.
        for green in [UInt8(40), 80, 120] {
            try Data(TestPNG.file(Bitmap(width: 4, height: 4, filledWith: RGBA(red: 0, green: green, blue: 0))))
                .write(to: target)
            let host = TestHost(Image(contentsOf: link), size: Size(width: 4, height: 2))
            #expect(host.buffer[1, 0]?.style.foreground == .rgb(0, green, 0))
        }
        #expect(ImageLibrary.shared.versionsKept(ofFileAt: link.standardizedFileURL.path) == 1)
    }

    @Test func onlyARegularFileIsRead() {
        // A device that never ends, a directory and a path that is not there all show nothing.
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-fifo-\(UUID()).png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        // A link to nothing, and a name of a megabyte, which no file system takes.
        let dangling = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-dangling-\(UUID()).png")
        try? FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/no/such/target.png")
        defer { try? FileManager.default.removeItem(at: dangling) }
        let huge = "/tmp/" + String(repeating: "a", count: 1 << 20) + ".png"
        for path in [
            "/dev/zero", FileManager.default.temporaryDirectory.path, "/no/such/picture.png", fifo, dangling.path, huge,
        ] {
            let host = TestHost(
                VStack(alignment: .leading) {
                    Image(contentsOf: URL(fileURLWithPath: path))
                    Text("after")
                }, size: Size(width: 8, height: 2))
            #expect(host.lines()[0] == "after", "\(path.prefix(80))")
        }
    }

    @Test func inKittysModeThePictureIsSentOnceAndShownByPlaceholderCells() throws {
        let recorder = SentSequences()
        var environment = EnvironmentValues()
        environment.terminalGraphics = TerminalGraphics(mode: .kitty) { recorder.sequences.append($0) }
        let host = TestHost(
            AnyView(Image(bitmap: fourByFour)), size: Size(width: 5, height: 2), environment: environment)
        #expect(recorder.sequences.count == 1)
        let text = String(decoding: try #require(recorder.sequences.first).bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,U=1,f=32,s=4,v=4,i="))
        #expect(text.contains(",c=4,r=2,q=2,m=0;"))
        let cell = try #require(host.buffer[1, 1])
        #expect(cell.grapheme == "\u{10EEEE}\u{030D}\u{030D}")
        let id = text.split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { UInt32($0.dropFirst(2)) }
        #expect(cell.style.foreground == KittyGraphics.placeholderColor(id: try #require(id)))
        // On the wire: the placeholder's UTF-8 after the SGR of the image's colour.
        let color = try #require(id.map(KittyGraphics.placeholderColor(id:)))
        guard case .rgb(let red, let green, let blue) = color else { return }
        let frame = String(decoding: host.lastFrameBytes, as: UTF8.self)
        #expect(frame.contains("38;2;\(red);\(green);\(blue)m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}"))
        host.render()
        #expect(recorder.sequences.count == 1)
        // Gone from the screen, the picture is freed in the terminal.
        host.rootView = AnyView(Text("gone"))
        #expect(recorder.sequences.count == 2)
        #expect(recorder.sequences.last == KittyGraphics.delete(id: try #require(id)))
    }
}

/// Sixel pictures: painted over the picture's half blocks, which show wherever they cannot be.
@MainActor @Suite struct SixelImageTests {
    static func sixels(cellPixels: Size = Size(width: 8, height: 16)) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.terminalGraphics = TerminalGraphics(mode: .sixel, send: { _ in }, cellPixels: cellPixels)
        return environment
    }

    static func captioned(menu: Bool) -> AnyView {
        let content = VStack(alignment: .leading, spacing: 0) {
            Image(bitmap: fourByFour)
            Text("caption")
        }
        return menu ? AnyView(content.overlay(alignment: .topLeading) { Text("Menu") }) : AnyView(content)
    }

    @Test func thePictureIsPaintedOverItsBlocksScaledToTheCells() throws {
        let host = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: Self.sixels())
        let frame = String(decoding: host.lastFrameBytes, as: UTF8.self)
        // Four by two cells of 8 by 16 pixels.
        #expect(frame.contains("\u{1B}P0;1;0q\"1;1;32;32"), "\(frame.debugDescription)")
        #expect(host.lastFrameStatistics.picturesPainted == 1)
        // The blocks stay beneath, for whatever is drawn over the picture.
        #expect(host.buffer[0, 0]?.grapheme == "▀")
        #expect(host.buffer.pictures.map(\.frame) == [Rect(x: 0, y: 0, width: 4, height: 2)])
        host.render()
        #expect(host.lastFrameBytes.isEmpty)
    }

    @Test func whatIsDrawnOverThePictureShowsAndThePictureComesBackWhenItGoes() throws {
        let host = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: Self.sixels())
        host.rootView = Self.captioned(menu: true)
        let covered = String(decoding: host.lastFrameBytes, as: UTF8.self)
        #expect(host.lines()[0].hasPrefix("Menu"))
        #expect(!covered.contains("\u{1B}P"), "\(covered.debugDescription)")
        // The picture's other cells are written again over its pixels.
        #expect(covered.contains("▀") || covered.contains("▄"), "\(covered.debugDescription)")
        host.rootView = Self.captioned(menu: false)
        let uncovered = String(decoding: host.lastFrameBytes, as: UTF8.self)
        #expect(uncovered.contains("\u{1B}P0;1;0q"), "\(uncovered.debugDescription)")
    }

    @Test func withoutColourOrATerminalToPaintOnItIsBlocksOnly() {
        var monochrome = Self.sixels()
        monochrome.colorCapability = .monochrome
        let shades = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: monochrome)
        #expect(shades.buffer.pictures.isEmpty)
        var unsent = EnvironmentValues()
        unsent.terminalGraphics = TerminalGraphics(mode: .sixel, send: nil)
        let plain = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: unsent)
        #expect(plain.buffer.pictures.isEmpty)
    }

    @Test func aTerminalThatReportsNoPixelsShowsBlocks() {
        var unknown = EnvironmentValues()
        unknown.terminalGraphics = TerminalGraphics(mode: .sixel, send: { _ in }, cellPixels: nil)
        let host = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: unknown)
        #expect(host.buffer.pictures.isEmpty)
        #expect(host.buffer[0, 0]?.grapheme == "▀")
        // Pixels far too large for any picture are refused before they are multiplied.
        let huge = Self.sixels(cellPixels: Size(width: 1 << 62, height: 1 << 62))
        let refused = TestHost(Self.captioned(menu: false), size: Size(width: 8, height: 4), environment: huge)
        #expect(refused.buffer.pictures.isEmpty)
    }

    @Test func aPictureTooLargeToPaintShowsItsBlocks() {
        // 300 columns of 20 pixels are 6,000 pixels: past the largest side painted.
        let host = TestHost(
            AnyView(Image(bitmap: fourByFour).resizable().frame(width: 300, height: 2)),
            size: Size(width: 300, height: 4),
            environment: Self.sixels(cellPixels: Size(width: 20, height: 40)))
        #expect(host.buffer.pictures.isEmpty)
        #expect(host.buffer[0, 0]?.grapheme == "▀")
    }
}
