import Foundation
import Terrarium
import TerrariumImaging
import TerrariumTerminal

/// `image-decode`, `image-blocks`, `image-kitty` and `image-sixel`: a 512×512 PNG with a photo's
/// grain (`Samples/PlantCatalog/monstera-512.png`, made by `make_photos.py`) decoded, then drawn
/// to fill the screen's height in each mode, with the bytes each sends the terminal.
@MainActor
enum ImageScenarios {
    /// The picture's file, read from the repository the benchmark was built from.
    static let photoPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/PlantCatalog/monstera-512.png")

    /// The pixels a cell holds when a picture is sent at full resolution: a common cell size.
    static let cellPixels = Size(width: 10, height: 20)

    private static func photo() -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: photoPath.path) else {
            preconditionFailure("image scenarios need \(photoPath.path): run Samples/PlantCatalog/make_photos.py")
        }
        return [UInt8](data)
    }

    private static func decodedPhoto() -> Bitmap {
        guard let bitmap = try? PNGDecoder().decode(photo()) else { preconditionFailure("the photo decodes") }
        return bitmap
    }

    /// The picture at up to ``cellPixels`` a cell, as the kitty mode sends it.
    private static func fullResolution(_ bitmap: Bitmap, cells: Size) -> Bitmap {
        bitmap.scaled(
            width: min(bitmap.width, cells.width * cellPixels.width),
            height: min(bitmap.height, cells.height * cellPixels.height))
    }

    /// Decoding the file: inflate, unfiltering and conversion to RGBA.
    static func decode(runs: Int) -> BenchmarkResult {
        let file = photo()
        var bitmap: Bitmap?
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            bitmap = try? PNGDecoder().decode(file)
            return 0
        }
        precondition(bitmap?.width == 512, "the photo decodes")
        return BenchmarkResult(
            scenario: "image-decode", n: 512, width: 0, height: 0, measurement: measurement,
            extra: [("png_bytes", .int(file.count))])
    }

    /// The square picture's cells in a screen of `size`: the full height, twice as many columns.
    private static func cells(_ size: Size) -> Size {
        let rows = min(size.height, size.width / 2)
        return Size(width: rows * 2, height: rows)
    }

    /// Scaling to two pixels a cell, drawing half blocks and encoding the frame.
    static func blocks(size: Size, runs: Int) -> BenchmarkResult {
        let bitmap = decodedPhoto()
        let area = cells(size)
        var renderer = TerminalRenderer(capabilities: .full)
        var output: [UInt8] = []
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            let buffer = CellBuffer(size: size)
            HalfBlocks.draw(bitmap.scaled(width: area.width, height: area.height * 2), in: GraphicsContext(buffer))
            output.removeAll(keepingCapacity: true)
            // A fresh renderer each run: the frame is drawn whole, as when the picture first shows.
            renderer = TerminalRenderer(capabilities: .full)
            return renderer.render(buffer, into: &output).bytesWritten
        }
        return BenchmarkResult(
            scenario: "image-blocks", n: 512, width: size.width, height: size.height, measurement: measurement)
    }

    /// Sending the picture to kitty at up to 10×20 pixels a cell, and the frame of placeholders.
    static func kitty(size: Size, runs: Int) -> BenchmarkResult {
        let bitmap = decodedPhoto()
        let area = cells(size)
        var frameBytes = 0
        var transmitBytes = 0
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            let pixels = fullResolution(bitmap, cells: area)
            transmitBytes = KittyGraphics.transmit(pixels, id: 1, columns: area.width, rows: area.height).bytes.count
            let buffer = CellBuffer(size: size)
            let context = GraphicsContext(buffer)
            let style = Style(foreground: KittyGraphics.placeholderColor(id: 1))
            for row in 0..<area.height {
                for column in 0..<area.width {
                    context.draw(
                        KittyGraphics.placeholder(row: row, column: column), at: Point(x: column, y: row), style: style)
                }
            }
            var output: [UInt8] = []
            var renderer = TerminalRenderer(capabilities: .full)
            frameBytes = renderer.render(buffer, into: &output).bytesWritten
            return transmitBytes + frameBytes
        }
        return BenchmarkResult(
            scenario: "image-kitty", n: 512, width: size.width, height: size.height, measurement: measurement,
            extra: [("transmit_bytes", .int(transmitBytes)), ("frame_bytes", .int(frameBytes))])
    }

    /// The first frame of the picture in sixel mode: its blocks, then its sixels over them.
    ///
    /// The sixels have 10×20 pixels a cell. The picture stops a row short of the screen's
    /// height, as a picture on the last row is left as its blocks.
    static func sixel(size: Size, runs: Int) -> BenchmarkResult {
        let bitmap = decodedPhoto()
        let rows = min(size.height - 1, size.width / 2)
        let area = Size(width: rows * 2, height: rows)
        var sixelBytes = 0
        var painted = 0
        let measurement = measure(runs: runs, warmUp: 2) { _ in
            let buffer = CellBuffer(size: size)
            let context = GraphicsContext(buffer).subcontext(Rect(origin: .zero, size: area))
            HalfBlocks.draw(bitmap.scaled(width: area.width, height: area.height * 2), in: context)
            let sixels = SixelEncoder.encode(
                bitmap.scaled(width: area.width * cellPixels.width, height: area.height * cellPixels.height))
            sixelBytes = sixels.bytes.count
            context.attachPicture(key: "photo", sequence: sixels, in: context.bounds)
            var output: [UInt8] = []
            var renderer = TerminalRenderer(capabilities: .full)
            let statistics = renderer.render(buffer, into: &output)
            painted = statistics.picturesPainted
            return statistics.bytesWritten
        }
        precondition(painted == 1, "the picture is painted")
        return BenchmarkResult(
            scenario: "image-sixel", n: 512, width: size.width, height: size.height, measurement: measurement,
            extra: [("sixel_bytes", .int(sixelBytes))])
    }
}
