public import Foundation
public import TerrariumCore
public import TerrariumImaging

/// A view that shows a picture: a PNG from a bundle, a file or data, or a symbol.
///
/// ```swift
/// Image("fern", bundle: .module)            // fern.png from the module's resources
///     .resizable()
///     .scaledToFit()
///     .frame(width: 24, height: 8)
/// Image(systemName: "leaf")                 // 🌿
/// ```
///
/// In a terminal a picture is drawn in cells. Where the terminal speaks kitty's graphics
/// protocol (``EnvironmentValues/terminalGraphics``) it shows at the terminal's full resolution;
/// elsewhere, and in tests and snapshots, each cell shows two pixels, one above the other, with
/// Unicode half blocks in 24-bit colour, so a picture's ideal size is its width in columns and half
/// its height in rows. Without colour (`NO_COLOR`), the cells show the picture's light and shade
/// as `░▒▓█`. A cell is taken as twice as tall as wide, so pictures keep their shape.
///
/// An image that cannot be read (no such resource or file, not a PNG, corrupt or over the
/// decoder's limits) shows nothing and takes no space, as SwiftUI shows nothing for a missing
/// image. PNGs are decoded by Terrarium itself (`TerrariumImaging`: its own inflate, no C
/// library), and decoded images are cached by file and by data.
public struct Image: View, PrimitiveView {
    let content: ImageContent
    /// What assistive technology reads; nil for a decorative image, which it skips.
    let label: String?
    var isResizable = false
    var interpolation = Interpolation.medium

    init(content: ImageContent, label: String?) {
        self.content = content
        self.label = label
    }

    /// The PNG `name` (with or without its `.png` extension) from `bundle`'s resources, or the
    /// main bundle's; read aloud as its name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(content: ImageLibrary.shared.resource(name, bundle: bundle), label: name)
    }

    /// The PNG `name` from `bundle`'s resources, read aloud as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(content: ImageLibrary.shared.resource(name, bundle: bundle), label: label.plainText)
    }

    /// The PNG `name` from `bundle`'s resources, which assistive technology skips.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(content: ImageLibrary.shared.resource(name, bundle: bundle), label: nil)
    }

    /// The symbol `systemName`, drawn as the glyph `Label` draws for it; an unknown name shows
    /// nothing.
    public init(systemName: String) {
        let glyph = SystemImageGlyphs.glyph(for: systemName)
        self.init(content: glyph.map { .symbol($0) } ?? .missing, label: systemName)
    }

    /// The PNG file at `url`, read aloud as `label` or the file's name.
    ///
    /// The terminal's counterpart to `Image(nsImage:)`. A file larger than 64 MB is not read.
    public init(contentsOf url: URL, label: Text? = nil) {
        self.init(content: ImageLibrary.shared.file(url), label: label?.plainText ?? url.lastPathComponent)
    }

    /// The PNG in `data`, read aloud as `label`, or skipped by assistive technology without one.
    ///
    /// The terminal's counterpart to `Image(nsImage: NSImage(data:))`.
    public init(data: Data, label: Text? = nil) {
        self.init(content: ImageLibrary.shared.data(data), label: label?.plainText)
    }

    /// `bitmap`'s pixels, read aloud as `label`.
    ///
    /// The counterpart to `Image(_:scale:label:)` of a `CGImage`.
    public init(bitmap: Bitmap, label: Text? = nil) {
        self.init(content: .bitmap(bitmap, key: "bitmap:\(bitmap.hashValue)"), label: label?.plainText)
    }

    /// An image has no body.
    public var body: Never { primitiveBody() }

    /// The image sized to whatever space it is offered, rather than its pixels' size.
    ///
    /// `capInsets` and `resizingMode` are accepted for SwiftUI's shape; the picture is always
    /// scaled whole.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The image scaled by averaging the pixels a cell covers (any quality but `.none`) or by
    /// taking the nearest pixel (`.none`), which keeps pixel art's hard edges.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// The image as it is: a terminal draws a picture's own colours, and a symbol's glyph in the
    /// text's colour, whatever the mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The image as it is: cells have no edges to smooth.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How an image is scaled.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel.
        case none
        /// An average of the pixels covered, as every quality but `.none` is here.
        case low
        /// An average of the pixels covered.
        case medium
        /// An average of the pixels covered.
        case high
    }

    /// Whether an image is drawn in its own colours or as a shape in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// As a shape in the foreground colour.
        case template
        /// In its own colours.
        case original
    }

    /// How a resizable image fills its space: SwiftUI's two modes, both drawn by scaling here.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the picture.
        case tile
        /// Stretches the picture.
        case stretch
    }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { ImageViewRenderer() }
        let environment = node.environment
        renderer.content = content
        renderer.label = label
        renderer.isResizable = isResizable
        if case .none = interpolation { renderer.keepsPixels = true } else { renderer.keepsPixels = false }
        renderer.isMonochrome = environment.colorCapability == .monochrome
        renderer.graphics = environment.terminalGraphics
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

/// What an image shows, as its initialiser found it.
enum ImageContent: Sendable {
    /// Pixels, with a key naming where they came from.
    case bitmap(Bitmap, key: String)
    /// A glyph standing for a symbol.
    case symbol(String)
    /// Nothing could be read.
    case missing

    /// What tells two contents apart without comparing their pixels.
    var key: String {
        switch self {
        case .bitmap(_, let key): key
        case .symbol(let glyph): "symbol:" + glyph
        case .missing: "missing"
        }
    }
}
