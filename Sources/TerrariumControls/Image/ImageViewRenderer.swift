import Synchronization
import TerrariumCore
import TerrariumImaging
import TerrariumTerminal

/// Sizes an image to its pixels (or, resizable, to its proposal) and draws it in the
/// environment's mode: half blocks, shades without colour, or kitty placeholder cells.
final class ImageViewRenderer: NodeRenderer {
    var content = ImageContent.missing
    var label: String?
    var isResizable = false
    var isMonochrome = false
    /// Whether scaling takes the nearest pixel rather than averaging (`interpolation(.none)`).
    var keepsPixels = false
    var graphics = TerminalGraphics.blocks

    /// The picture scaled to the last frame drawn, in pixels, and the content it came from.
    private var scaled: (key: String, size: Size, bitmap: Bitmap)?
    /// The image last sent to the terminal, its cells and its number there.
    private var transmitted: (key: String, size: Size, id: UInt32)?
    /// The sixels of the picture at the last size drawn, and the key naming them.
    private var sixels: (key: String, sequence: EscapeSequence)?

    /// The number the next image sent to the terminal gets, unique in the process.
    private static let nextID = Mutex<UInt32>(1)

    /// The most pixels a cell holds when an image is sent to kitty: enough for a sharp picture
    /// at common cell sizes, without sending a large file's every pixel.
    static let kittyPixelsPerCell = Size(width: 10, height: 20)

    /// The most columns or rows a picture is drawn in.
    static let largest = 2048

    /// The most pixels a side of a sixel picture has; a larger picture shows its blocks.
    static let largestSixelSide = 4096

    var drawsContent: Bool { true }

    /// The terminal frees the picture when its view goes away.
    isolated deinit {
        if let transmitted, let send = graphics.send { send(KittyGraphics.delete(id: transmitted.id)) }
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        [
            content.key, "\(isResizable)", "\(keepsPixels)", "\(isMonochrome)", "\(graphics.mode)",
            "\(graphics.send != nil)", graphics.cellPixels.map { "\($0)" } ?? "no pixels",
        ]
    }

    /// The picture's own size in cells.
    var idealSize: Size {
        switch content {
        case .bitmap(let bitmap, _): HalfBlocks.cellSize(of: bitmap)
        case .symbol(let glyph): Size(width: glyph.displayWidth, height: 1)
        case .missing: .zero
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let ideal = idealSize
        guard isResizable, case .bitmap = content else { return ideal }
        // An unbounded offer (a scroll view's) is no size: the picture keeps its own there.
        let bounded = { (value: Int?) in value.flatMap { $0 >= ProposedViewSize.unbounded ? nil : max(0, $0) } }
        return Size(width: bounded(proposal.width) ?? ideal.width, height: bounded(proposal.height) ?? ideal.height)
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {}

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        // A frame beyond any screen (`frame(width: 1_000_000)`) is drawn no larger than the
        // largest one, rather than scaled into gigabytes of pixels.
        let frame = Rect(
            origin: node.frame.origin,
            size: Size(width: min(node.frame.width, Self.largest), height: min(node.frame.height, Self.largest)))
        guard frame.width > 0, frame.height > 0 else { return }
        let area = context.subcontext(frame)
        switch content {
        case .missing: return
        case .symbol(let glyph): area.draw(glyph, at: .zero)
        case .bitmap(let bitmap, let key):
            if graphics.mode == .kitty, let send = graphics.send, !isMonochrome {
                drawPlaceholders(bitmap, key: key, size: frame.size, in: area, send: send)
                return
            }
            let pixels = scaledBitmap(bitmap, key: key, size: frame.size)
            if isMonochrome { Self.drawShades(pixels, in: area) } else { HalfBlocks.draw(pixels, in: area) }
            if graphics.mode == .sixel, graphics.send != nil, !isMonochrome,
                let sixels = sixelPicture(bitmap, key: key, size: frame.size)
            {
                area.attachPicture(
                    key: sixels.key, sequence: sixels.sequence, in: Rect(origin: .zero, size: frame.size))
            }
        }
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        guard let label else { return nil }
        return NodeSemantics(role: .image, label: label, traits: .isImage, children: .ignore)
    }

    /// The picture at two pixels a cell for `size` cells, scaled once per size.
    private func scaledBitmap(_ bitmap: Bitmap, key: String, size: Size) -> Bitmap {
        let key = keepsPixels ? "nearest:" + key : key
        if let scaled, scaled.key == key, scaled.size == size { return scaled.bitmap }
        let result =
            keepsPixels
            ? bitmap.scaledToNearestPixel(width: size.width, height: size.height * 2)
            : bitmap.scaled(width: size.width, height: size.height * 2)
        scaled = (key, size, result)
        return result
    }

    /// The picture's sixels for `size` cells, encoded once per size; nil when the cells' pixels
    /// are not known or it would be larger than ``largestSixelSide`` pixels a side.
    private func sixelPicture(_ bitmap: Bitmap, key: String, size: Size) -> (key: String, sequence: EscapeSequence)? {
        // Checked before multiplying: the environment's value may be anything.
        let largest = Self.largestSixelSide
        guard let cell = graphics.cellPixels, (1...largest).contains(cell.width), (1...largest).contains(cell.height),
            size.width <= largest / cell.width, size.height <= largest / cell.height
        else { return nil }
        let (width, height) = (size.width * cell.width, size.height * cell.height)
        let sixelKey = "\(keepsPixels ? "nearest:" : "")\(key)@\(width)x\(height)"
        if let sixels, sixels.key == sixelKey { return sixels }
        let pixels =
            keepsPixels
            ? bitmap.scaledToNearestPixel(width: width, height: height) : bitmap.scaled(width: width, height: height)
        let made = (key: sixelKey, sequence: SixelEncoder.encode(pixels))
        sixels = made
        return made
    }

    /// Sends the picture to kitty when it or its cells changed, then fills the cells with
    /// placeholders naming it.
    private func drawPlaceholders(
        _ bitmap: Bitmap, key: String, size: Size, in area: GraphicsContext,
        send: @MainActor (EscapeSequence) -> Void
    ) {
        let limit = KittyGraphics.diacritics.count
        let cells = Size(width: min(size.width, limit), height: min(size.height, limit))
        let id: UInt32
        if let transmitted, transmitted.key == key, transmitted.size == cells {
            id = transmitted.id
        } else {
            if let transmitted { send(KittyGraphics.delete(id: transmitted.id)) }
            id = Self.nextID.withLock { next in
                defer { next = next >= 0xFF_FFFF ? 1 : next + 1 }
                return next
            }
            let most = Self.kittyPixelsPerCell
            let width = min(bitmap.width, cells.width * most.width)
            let height = min(bitmap.height, cells.height * most.height)
            send(
                KittyGraphics.transmit(
                    bitmap.scaled(width: width, height: height), id: id, columns: cells.width, rows: cells.height))
            transmitted = (key, cells, id)
        }
        let style = Style(foreground: KittyGraphics.placeholderColor(id: id))
        for row in 0..<cells.height {
            for column in 0..<cells.width {
                area.draw(
                    KittyGraphics.placeholder(row: row, column: column), at: Point(x: column, y: row), style: style)
            }
        }
    }

    /// The shades `░▒▓█` by the light of each cell's two pixels, for a terminal without colour.
    static func drawShades(_ bitmap: Bitmap, in area: GraphicsContext) {
        let shades: [Character] = [" ", "░", "▒", "▓", "█"]
        let size = HalfBlocks.cellSize(of: bitmap)
        for row in 0..<size.height {
            for column in 0..<size.width {
                let pixels = [bitmap[column, row * 2], bitmap[column, row * 2 + 1]]
                // Rec. 709 luma, weighted by opacity: a transparent pixel counts as dark.
                let light = pixels.reduce(0) { total, pixel in
                    total + (2126 * Int(pixel.red) + 7152 * Int(pixel.green) + 722 * Int(pixel.blue)) * Int(pixel.alpha)
                        / 255
                }
                let level = min(shades.count - 1, light * shades.count / (2 * 255 * 10000 + 1))
                area.draw(shades[level], at: Point(x: column, y: row))
            }
        }
    }
}
